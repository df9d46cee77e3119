import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extract, list } from 'tar';
import { repoRoot } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

const locales = ['global', 'il', 'in', 'mx', 'br'];
let dir: string;

/** SHA-256 over every file's path and bytes, in path order; the packs' manifest folder aside. */
async function treeHash(root: string): Promise<{ hash: string; files: number }> {
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .filter((path) => !path.startsWith('.sitegen-pack/'))
    .sort();
  const hash = createHash('sha256');
  for (const path of files)
    hash.update(`${path}\0`).update(
      createHash('sha256')
        .update(await readFile(join(root, path)))
        .digest('hex'),
    );
  return { hash: hash.digest('hex'), files: files.length };
}

async function entriesOf(archive: string): Promise<string[]> {
  const paths: string[] = [];
  await list({
    file: archive,
    onReadEntry: (entry) => {
      paths.push(entry.path);
    },
  });
  return paths;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitegen-deploy-packs-'));
  const generated = await runCli(['generate', '--out', join(dir, 'dist'), '--root', repoRoot, '--quiet']);
  expect(generated.code, generated.stderr).toBe(0);
  const packed = await runCli(['pack', '--out', join(dir, 'packs'), '--root', repoRoot]);
  expect(packed.code, packed.stderr).toBe(0);
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('packs for one origin', () => {
  it("put each country's subtree and sitemap in its own pack, and the shared files in the default locale's", async () => {
    const global = await entriesOf(join(dir, 'packs', 'global.tar.gz'));
    for (const file of ['index.html', '404.html', 'sitemap.xml', 'sitemap-global.xml', 'robots.txt', '_headers'])
      expect(global).toContain(file);
    expect(global.some((path) => path.startsWith('assets/'))).toBe(true);
    expect(global.some((path) => /^(il|in|mx|br)\//.test(path))).toBe(false);
    for (const locale of locales.slice(1)) {
      const paths = (await entriesOf(join(dir, 'packs', `${locale}.tar.gz`))).filter((path) => !path.startsWith('.sitegen-pack/'));
      expect(paths).toContain(`${locale}/index.html`);
      expect(paths).toContain(`${locale}/404.html`);
      expect(paths.filter((path) => !path.startsWith(`${locale}/`))).toEqual([`sitemap-${locale}.xml`]);
    }
  });

  it("write no file twice, so unpacked into one folder in any order they give exactly generate's full output", async () => {
    const expected = await treeHash(join(dir, 'dist'));
    expect(expected.files).toBeGreaterThan(100);
    // No path in two packs: then no pack can overwrite another's file, and every order of
    // unpacking gives the same folder (checked here in two orders rather than all 120).
    const owner = new Map<string, string>();
    for (const locale of locales)
      for (const path of await entriesOf(join(dir, 'packs', `${locale}.tar.gz`))) {
        if (path.endsWith('/')) continue;
        expect(owner.get(path), `${path} is in ${owner.get(path)} and ${locale}`).toBeUndefined();
        owner.set(path, locale);
      }
    for (const [index, order] of [locales, [...locales].reverse()].entries()) {
      const target = join(dir, `merged-${index}`);
      await mkdir(target);
      for (const locale of order) await extract({ file: join(dir, 'packs', `${locale}.tar.gz`), cwd: target });
      expect(await treeHash(target), order.join(' ')).toEqual(expected);
      // Kept for the verify test below.
      if (index > 0) await rm(target, { recursive: true, force: true });
    }
  });

  it('verify, merged: every manifest checks out, and one changed byte of one country is named', async () => {
    const merged = join(dir, 'merged-0');
    const ok = await runCli(['pack', '--verify', merged]);
    expect(ok.code, ok.stderr).toBe(0);
    const page = join(merged, 'br', 'pricing', 'index.html');
    const bytes = await readFile(page);
    bytes[200] = bytes[200]! ^ 1;
    await writeFile(page, bytes);
    const changed = await runCli(['pack', '--verify', merged]);
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain('br/pricing/index.html: bytes differ from the manifest');
  });

  it('split an existing full build to the same archives, byte for byte (pack --from)', async () => {
    const split = await runCli([
      'pack',
      '--from',
      join(dir, 'dist'),
      '--locale',
      'mx,global',
      '--out',
      join(dir, 'split'),
      '--root',
      repoRoot,
    ]);
    expect(split.code, split.stderr).toBe(0);
    for (const locale of ['mx', 'global']) {
      expect(await readFile(join(dir, 'split', `${locale}.tar.gz`)), locale).toEqual(
        await readFile(join(dir, 'packs', `${locale}.tar.gz`)),
      );
    }
    const partial = await runCli(['generate', '--locale', 'mx', '--out', join(dir, 'mx-only'), '--root', repoRoot, '--quiet']);
    expect(partial.code, partial.stderr).toBe(0);
    const refused = await runCli(['pack', '--from', join(dir, 'mx-only'), '--out', join(dir, 'split'), '--root', repoRoot]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is not a full build');
  });
});
