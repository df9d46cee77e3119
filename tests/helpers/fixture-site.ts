import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface FixtureSite {
  root: string;
  out: string;
  path(relative: string): string;
  read(relative: string): Promise<string>;
  write(relative: string, contents: string | Uint8Array): Promise<void>;
  /** Reads a JSON file, lets `change` edit it, writes it back. */
  editJson(relative: string, change: (value: any) => void): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * A copy of the shipped `data/`, `locales/` and `content/` in a temporary folder, so a test can
 * break or trim one file and build the real pipeline on it.
 */
export async function createFixtureSite(options: { locales?: string[] } = {}): Promise<FixtureSite> {
  const root = await mkdtemp(join(tmpdir(), 'sitegen-fixture-'));
  for (const folder of ['data', 'locales', 'content']) {
    await cp(join(repoRoot, folder), join(root, folder), { recursive: true });
  }
  const site: FixtureSite = {
    root,
    out: join(root, 'dist'),
    path: (relative) => join(root, relative),
    read: (relative) => readFile(join(root, relative), 'utf8'),
    write: (relative, contents) => writeFile(join(root, relative), contents),
    async editJson(relative, change) {
      const value = JSON.parse(await site.read(relative));
      change(value);
      await site.write(relative, `${JSON.stringify(value, null, 2)}\n`);
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
  if (options.locales) await keepLocales(root, options.locales);
  return site;
}

/**
 * Keeps only these locales in the site at `root` (its `locales/locales.json`), and drops the
 * strings and content of the languages no locale uses any more.
 */
export async function keepLocales(root: string, keep: string[]): Promise<void> {
  const listFile = join(root, 'locales/locales.json');
  const file = JSON.parse(await readFile(listFile, 'utf8'));
  const kept = file.locales.filter((locale: { id: string }) => keep.includes(locale.id));
  const keptLangs = new Set(['en', ...kept.map((locale: { lang: string }) => locale.lang)]);
  const dropped = file.locales.map((locale: { lang: string }) => locale.lang).filter((lang: string) => !keptLangs.has(lang));
  file.locales = kept;
  await writeFile(listFile, `${JSON.stringify(file, null, 2)}\n`);
  for (const lang of dropped) {
    for (const path of [
      `locales/${lang}.json`,
      `locales/${lang}.sources.json`,
      `content/posts/${lang}`,
      `content/legal/${lang}`,
      `content/pages/${lang}`,
    ]) {
      await rm(join(root, path), { recursive: true, force: true });
    }
  }
}
