import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { create as createTar } from 'tar';
import { build, type BuildOptions } from '../build.ts';
import { UsageError } from '../errors.ts';
import { hostsOf, isDomainPerCountry, localizePath, outputPathFor, withSiteUrl } from '../i18n/locale-graph.ts';
import { loadSiteData } from '../load/load-data.ts';
import type { Locale } from '../load/schemas/locales.ts';
import { localeSitemapPath } from './sitemap.ts';

/** Where each pack keeps its manifest: one file per locale, so merged packs keep them all. */
export const manifestFolder = '.sitegen-pack';

export interface PackManifest {
  locale: string;
  /**
   * How the packs fit together: 'one-origin' = merged into one folder, served at one host;
   * 'domain-per-country' = each pack is a whole site, for the root of its own host.
   */
  shape: 'one-origin' | 'domain-per-country';
  /** The site URL its canonical links and sitemaps were written with. */
  baseUrl: string;
  /** Locale ids its pages link to (language switcher, hreflang): their packs belong beside it. */
  links: string[];
  files: { path: string; bytes: number; sha256: string }[];
  totalBytes: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

async function hashFiles(dir: string, paths: string[]): Promise<PackManifest['files']> {
  return Promise.all(
    paths.map(async (path) => {
      const contents = await readFile(join(dir, path));
      return { path, bytes: contents.byteLength, sha256: createHash('sha256').update(contents).digest('hex') };
    }),
  );
}

/**
 * Which locale's pack a file of the full build travels in: a country's subtree and its own
 * sitemap go with that country; everything else (the default locale's pages, the sitemap index,
 * robots.txt, _headers, the shared assets) with the default locale. No file is in two packs, so
 * unpacking them in any order gives the full build.
 */
export function packOwner(path: string, locales: Pick<Locale, 'id' | 'prefix'>[], defaultId: string): string {
  const owner = locales.find((l) => l.prefix !== '' && (path.startsWith(`${l.prefix}/`) || path === localeSitemapPath(l.id)));
  return owner?.id ?? defaultId;
}

/**
 * `sitegen pack`: builds the whole site once (or takes a full build from `from`) and writes
 * `<out>/<locale>.tar.gz` per locale with the files that locale owns (`packOwner`) and its
 * manifest in `.sitegen-pack/<locale>.json`, plus the manifest next to the archive. Archives
 * are reproducible: sorted entries, fixed times and owners.
 */
export async function packLocales(options: {
  root: string;
  outDir: string;
  locales?: string[];
  baseUrl?: string;
  basePath?: string;
  from?: string;
  reporter?: BuildOptions['reporter'];
}): Promise<{ locale: string; archive: string; manifest: PackManifest }[]> {
  const data = withSiteUrl(await loadSiteData(options.root), options);
  const ids = options.locales && options.locales.length > 0 ? options.locales : data.locales.map((l) => l.id);
  const unknown = ids.filter((id) => !data.locales.some((l) => l.id === id));
  if (unknown.length > 0)
    throw new UsageError(`Unknown locale ${unknown.join(', ')}; known ids are ${data.locales.map((l) => l.id).join(', ')}.`);
  const work = await mkdtemp(join(tmpdir(), 'sitegen-pack-'));
  const siteDir = join(work, 'site');
  const results = [];
  try {
    if (options.from) await copyFullBuild(options.from, siteDir, data.locales);
    else
      await build({
        root: options.root,
        outDir: siteDir,
        baseUrl: options.baseUrl,
        basePath: options.basePath,
        reporter: options.reporter,
      });
    const perCountry = isDomainPerCountry(data.locales);
    const hosts = hostsOf(data);
    await mkdir(options.outDir, { recursive: true });
    for (const locale of ids) {
      // Each host's folder is its whole site, packed from its root; a country alone on its domain
      // is one pack, the countries sharing the default host split it as on one origin.
      const host = hosts.find((h) => h.locales.some((l) => l.id === locale))!;
      const packRoot = perCountry ? join(siteDir, host.folder) : siteDir;
      const alone = perCountry && host.locales.length === 1;
      const all = await listFiles(packRoot);
      const files = await hashFiles(
        packRoot,
        all.filter(
          (path) => !path.startsWith(`${manifestFolder}/`) && (alone || packOwner(path, host.locales, data.defaultLocale.id) === locale),
        ),
      );
      const siteUrl = data.locales.find((l) => l.id === locale)!.siteUrl ?? data.site.siteUrl;
      const manifest: PackManifest = {
        locale,
        shape: alone ? 'domain-per-country' : 'one-origin',
        baseUrl: siteUrl,
        links: data.locales.map((l) => l.id),
        files,
        totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
      };
      const manifestJson = `${JSON.stringify(manifest, null, 2)}\n`;
      const manifestPath = `${manifestFolder}/${locale}.json`;
      await mkdir(join(packRoot, manifestFolder), { recursive: true });
      await writeFile(join(packRoot, manifestPath), manifestJson);
      const archive = join(options.outDir, `${locale}.tar.gz`);
      await createTar({ gzip: { level: 9 }, file: archive, cwd: packRoot, portable: true, mtime: new Date(0), noDirRecurse: false }, [
        ...files.map((f) => f.path),
        manifestPath,
      ]);
      await writeFile(join(options.outDir, `${locale}.manifest.json`), manifestJson);
      results.push({ locale, archive, manifest });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return results;
}

/** A copy of a full build to split: refused when a locale's home page is missing from it. */
async function copyFullBuild(from: string, siteDir: string, locales: Locale[]): Promise<void> {
  const homes = locales.map((l) => outputPathFor(localizePath(l, '/'), l));
  const missing = homes.filter((home) => !existsSync(join(from, home)));
  if (missing.length > 0) {
    throw new UsageError(`${from} is not a full build: it lacks ${missing.join(', ')}.`, {
      hint: 'Build every locale (sitegen generate, without --locale) into it first.',
    });
  }
  await cp(from, siteDir, { recursive: true });
}

/** What `pack --verify` found: files whose bytes differ from the manifest, files missing, files not in it. */
export interface PackDifferences {
  changed: string[];
  missing: string[];
  unlisted: string[];
}

/**
 * Re-hashes an unpacked pack, or several unpacked into one folder, against the manifests in
 * `.sitegen-pack/`: every listed file must be there with its size and SHA-256, and no other
 * file may be.
 */
export async function verifyPack(dir: string): Promise<PackDifferences> {
  const manifestNames = existsSync(join(dir, manifestFolder))
    ? (await readdir(join(dir, manifestFolder))).filter((name) => name.endsWith('.json')).sort()
    : [];
  if (manifestNames.length === 0)
    throw new UsageError(`${dir} holds no ${manifestFolder}/<locale>.json: it is not an unpacked pack.`, {
      hint: 'Unpack one or more archives of sitegen pack into it.',
    });
  const manifests = await Promise.all(
    manifestNames.map(async (name) => JSON.parse(await readFile(join(dir, manifestFolder, name), 'utf8')) as PackManifest),
  );
  const listedFiles = manifests.flatMap((manifest) => manifest.files);
  const present = new Set(await listFiles(dir));
  const differences: PackDifferences = { changed: [], missing: [], unlisted: [] };
  for (const file of listedFiles) {
    if (!present.has(file.path)) {
      differences.missing.push(file.path);
      continue;
    }
    const contents = await readFile(join(dir, file.path));
    if (contents.byteLength !== file.bytes || createHash('sha256').update(contents).digest('hex') !== file.sha256)
      differences.changed.push(file.path);
  }
  const listed = new Set(listedFiles.map((file) => file.path));
  differences.unlisted = [...present].filter((path) => !path.startsWith(`${manifestFolder}/`) && !listed.has(path));
  return differences;
}
