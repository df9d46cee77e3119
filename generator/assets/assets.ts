import { createHash } from 'node:crypto';
import { copyFile, link, readFile, readdir, writeFile } from 'node:fs/promises';
import { ContentError, SiteError, type ContentProblem } from '../errors.ts';
import { readCacheFile, readCacheText, readProjectFile } from '../load/project-files.ts';
import { sealMatches } from '../output/cache-seal.ts';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { Brand } from '../load/schemas/brand.ts';
import { brandMarkFile, brandTokensCss } from './brand-assets.ts';
import { svgNotDrawingHint, svgProblem } from './svg-allow-list.ts';

/**
 * A file of the output: its bytes, held in memory until the write stage, or a file of a cache
 * folder, copied into the output only where it changed. A 5,000-post site has 5,000 social
 * cards (60 MB): a rebuild that finds them all in the image cache reads none of them.
 */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array | CachedFile;
}

/**
 * A file kept in a cache folder under `key`, which names everything its bytes are made from; its
 * seal under `key` is beside it (`<cacheFile>.seal`, output/cache-seal.ts).
 */
export interface CachedFile {
  cacheFile: string;
  key: string;
  size: number;
}

const isCached = (contents: OutputFile['contents']): contents is CachedFile => typeof contents === 'object' && 'cacheFile' in contents;

/** What says whether an output file changed between builds: the hash of its bytes, or of what a cached file is made from. */
export function outputFileHash(file: OutputFile): string {
  return isCached(file.contents) ? `cached:${file.contents.key}` : createHash('sha256').update(file.contents).digest('hex');
}

/** Of `files`, those whose bytes are not what `keys` (output path → `outputFileHash`) records; their new keys are recorded in `keys`. */
export function recordChanged(files: OutputFile[], keys: Map<string, string>): OutputFile[] {
  return files.filter((file) => {
    const key = outputFileHash(file);
    const changed = keys.get(file.path) !== key;
    keys.set(file.path, key);
    return changed;
  });
}

export function outputFileSize(file: OutputFile): number {
  return isCached(file.contents) ? file.contents.size : Buffer.byteLength(file.contents);
}

/**
 * Writes an output file at `target`: its bytes, or a copy of its cache file. With `linkCached`
 * (the dev server's own folder), a cache file is hard-linked instead where the disk allows,
 * and copied where it does not: the image cache writes each file once, under a new name, and
 * never changes it in place. (`generate` copies: its output is the user's, and a tool that
 * edited a file of it in place would change the cache too.)
 */
export async function writeOutputFile(target: string, file: OutputFile, options: { linkCached?: boolean } = {}): Promise<void> {
  const { contents } = file;
  if (!isCached(contents)) await writeFile(target, contents);
  else if (!options.linkCached) await writeFile(target, await sealedCacheFile(contents));
  else await link(contents.cacheFile, target).catch(() => copyFile(contents.cacheFile, target));
}

/**
 * The bytes of a cache file whose seal matches: one changed since a build wrote it (by hand, or
 * by anyone who can write the cache) never reaches an output that is published. (`sitegen dev`'s
 * links are a local preview, and skip the read.)
 */
async function sealedCacheFile({ cacheFile, key }: CachedFile): Promise<Buffer> {
  const [bytes, seal] = await Promise.all([readCacheFile(cacheFile), readCacheText(`${cacheFile}.seal`)]);
  if (bytes && sealMatches(key, bytes, seal)) return bytes;
  throw new SiteError(`The cache file ${cacheFile} does not match its seal: it changed after a build wrote it.`, {
    hint: 'Delete .sitegen-cache/ (it is only a cache) and build again; if nobody here edited it, find out who can write the cache.',
  });
}

export const templatesDir = fileURLToPath(new URL('../../templates/', import.meta.url));

export function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 10);
}

/** `assets/site.css` → `assets/site.1a2b3c4d5e.css`, so it can be cached for a year. */
export function hashedName(path: string, contents: string | Uint8Array): string {
  return path.replace(/(\.[a-z0-9]+)$/i, `.${contentHash(contents)}$1`);
}

export interface SiteAssets {
  files: OutputFile[];
  stylesheet: string;
  favicon: string;
  logo: string;
  /** Social image path per locale id; a locale without its own image uses the default one's. */
  socialImages: Map<string, string>;
}

/** The stylesheet, under its content-hashed name (`assets/site.<hash>.css`). */
export async function buildStylesheet(brand: Brand): Promise<OutputFile & { contents: string }> {
  const css = await bundleStyles(brand);
  return { path: hashedName('assets/site.css', css), contents: css };
}

/** Bundles and minifies the site's CSS with esbuild (one file, imports inlined), after the brand's tokens. */
async function bundleStyles(brand: Brand): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [join(templatesDir, 'styles', 'site.css')],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    target: ['chrome100', 'safari15', 'firefox100'],
  });
  return brandTokensCss(brand) + result.outputFiles[0]!.text;
}

/**
 * The stage that prepares static files: the stylesheet, the logo and favicon, the content
 * images posts use, and the social images (made by `sitegen og-images`, committed under templates/assets/og/).
 */
export async function buildAssets(
  root: string,
  brand: Brand,
  localeIds: string[],
  defaultLocaleId: string,
  contentImages: string[],
): Promise<SiteAssets & { warnings: string[] }> {
  const files: OutputFile[] = [];
  const warnings: string[] = [];
  const stylesheet = await buildStylesheet(brand);
  files.push(stylesheet);

  const logoSvg = brandMarkFile(brand);
  const favicon = hashedName('assets/favicon.svg', logoSvg);
  // The logo keeps a stable URL (structured data points at it), so it lives outside /assets/,
  // whose files are cached for a year.
  files.push({ path: favicon, contents: logoSvg }, { path: 'logo.svg', contents: logoSvg });

  const available = new Set(
    (await readdir(join(templatesDir, 'assets', 'og')).catch(() => [] as string[])).filter((f) => f.endsWith('.png')),
  );
  const socialImages = new Map<string, string>();
  for (const id of localeIds) {
    const own = `${id}.png`;
    const source = available.has(own) ? own : `${defaultLocaleId}.png`;
    if (!available.has(source))
      throw new Error(`No social image: templates/assets/og/${defaultLocaleId}.png is missing. Run "sitegen og-images".`);
    if (source !== own) warnings.push(`No social image for locale "${id}": using ${source}. Run "sitegen og-images" to make one.`);
    const png = await readFile(join(templatesDir, 'assets', 'og', source));
    const path = `assets/og/${id}.${contentHash(png)}.png`;
    if (!files.some((f) => f.path === path)) files.push({ path, contents: png });
    socialImages.set(id, `/${path}`);
  }
  // Images that content refers to (`/images/blog/x.svg` → content/images/blog/x.svg), each once.
  const problems: ContentProblem[] = [];
  for (const image of [...new Set(contentImages)].sort()) {
    const read = await readProjectFile(root, join(root, 'content', image));
    // An SVG is published as it is, and opened from the site's origin: drawing only (the CSP is the second line of defence, not the only one).
    const notDrawing = read.ok && image.endsWith('.svg') ? svgProblem(read.bytes.toString('utf8')) : undefined;
    if (!read.ok) problems.push({ file: `content${image}`, field: '', message: read.message, hint: read.hint });
    else if (notDrawing)
      problems.push({
        file: `content${image}`,
        field: '',
        message: `has ${notDrawing}, which is not drawing`,
        hint: svgNotDrawingHint,
      });
    else files.push({ path: image.slice(1), contents: read.bytes });
  }
  if (problems.length > 0) throw new ContentError(problems, 'copying images');
  return { files, stylesheet: `/${stylesheet.path}`, favicon: `/${favicon}`, logo: '/logo.svg', socialImages, warnings };
}
