import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { create as createTar } from 'tar';
import { build, type BuildOptions } from '../build.ts';
import { loadSiteData } from '../load/load-data.ts';

export interface PackManifest {
  locale: string;
  files: { path: string; bytes: number; sha256: string }[];
  totalBytes: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/')).sort();
}

/** Path, size and SHA-256 of every file of a built country, for CI to verify an upload. */
export async function manifestOf(locale: string, dir: string): Promise<PackManifest> {
  const files = await Promise.all((await listFiles(dir)).map(async (path) => {
    const contents = await readFile(join(dir, path));
    return { path, bytes: contents.byteLength, sha256: createHash('sha256').update(contents).digest('hex') };
  }));
  return { locale, files, totalBytes: files.reduce((sum, f) => sum + f.bytes, 0) };
}

/**
 * `sitegen pack`: builds each country alone (its pages, the assets they use, its own sitemap)
 * and writes `<out>/<locale>.tar.gz` with a `manifest.json` inside, plus the manifest next to
 * it. Archives are reproducible: sorted entries, fixed times and owners.
 */
export async function packLocales(options: { root: string; outDir: string; locales?: string[]; baseUrl?: string; reporter?: BuildOptions['reporter'] }): Promise<{ locale: string; archive: string; manifest: PackManifest }[]> {
  const data = await loadSiteData(options.root);
  const ids = options.locales && options.locales.length > 0 ? options.locales : data.locales.map((l) => l.id);
  const work = await mkdtemp(join(tmpdir(), 'sitegen-pack-'));
  const results = [];
  try {
    await mkdir(options.outDir, { recursive: true });
    for (const locale of ids) {
      const siteDir = join(work, locale);
      await build({ root: options.root, outDir: siteDir, locales: [locale], baseUrl: options.baseUrl, reporter: options.reporter });
      const manifest = await manifestOf(locale, siteDir);
      const manifestJson = `${JSON.stringify(manifest, null, 2)}\n`;
      await writeFile(join(siteDir, 'manifest.json'), manifestJson);
      const archive = join(options.outDir, `${locale}.tar.gz`);
      await createTar({ gzip: { level: 9 }, file: archive, cwd: siteDir, portable: true, mtime: new Date(0), noDirRecurse: false }, [...manifest.files.map((f) => f.path), 'manifest.json']);
      await writeFile(join(options.outDir, `${locale}.manifest.json`), manifestJson);
      results.push({ locale, archive, manifest });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return results;
}

/** What `pack --verify` found: files whose bytes differ from the manifest, files missing, files not in it. */
export interface PackDifferences {
  changed: string[];
  missing: string[];
  unlisted: string[];
}

/**
 * Re-hashes an unpacked pack against the manifest.json inside it: every listed file must be
 * there with its size and SHA-256, and no other file (besides the manifest) may be.
 */
export async function verifyPack(dir: string): Promise<PackDifferences> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as PackManifest;
  const present = new Set(await listFiles(dir));
  const differences: PackDifferences = { changed: [], missing: [], unlisted: [] };
  for (const file of manifest.files) {
    if (!present.has(file.path)) {
      differences.missing.push(file.path);
      continue;
    }
    const contents = await readFile(join(dir, file.path));
    if (contents.byteLength !== file.bytes || createHash('sha256').update(contents).digest('hex') !== file.sha256) differences.changed.push(file.path);
  }
  const listed = new Set(manifest.files.map((file) => file.path));
  differences.unlisted = [...present].filter((path) => path !== 'manifest.json' && !listed.has(path));
  return differences;
}
