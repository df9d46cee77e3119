import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { SiteError } from '../errors.ts';
import { readCacheText } from '../load/project-files.ts';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { outputFileHash, type OutputFile } from '../assets/assets.ts';
import { bundleKey, type ClientRuntime } from '../assets/islands.ts';
import { limitsKey } from '../tuning.ts';
import type { PageLinks } from '../check/check-links.ts';
import type { Route } from '../routes/routes.ts';
import type { PageRecord, PageRecords } from '../render/page-inputs.ts';
import { readShardedJson, writeShardedJson } from './sharded-json.ts';
import { sealText, unsealText } from './cache-seal.ts';
import { writeWhole } from './write-whole.ts';

/**
 * The build cache of `generate` (after Astro's incremental manifest): for each output file of
 * the last build, what it was made from, so the next build into the same folder re-renders
 * only pages whose inputs changed and rewrites only files whose bytes changed. It lives in
 * `.sitegen-cache/` in the project (CI keeps that folder between runs). Each field says what
 * invalidates it.
 */
export interface BuildManifest {
  /** `cacheVersion`: the code, packages, Node and esbuild the build ran with, the client runtime and the content limits. Any change discards the whole manifest. */
  version: string;
  /** The output folder, resolved: a manifest describes one folder's contents. */
  outDir: string;
  /** `outputFolderId` of that folder once this build had committed it: any other folder there now (another project's build, a copy, a folder made by hand) discards the whole manifest. */
  outputId: string;
  /** Per page: what it was made from (render/page-inputs.ts), its link summary and size, as written. An input with another digest re-renders it; a missing or resized file too. */
  pages: Record<string, PageRecord & { links: PageLinks; bytes: number }>;
  /** Per other file (assets, feeds, sitemap, headers, images): the hash of its bytes, or of a cached file's key (`outputFileHash`). A different hash rewrites it. */
  files: Record<string, string>;
}

/**
 * `.sitegen-cache/` in the project: refused when it is a symbolic link (or not a folder), since
 * the build writes into it and a link would send those writes anywhere (issue 46, item 5).
 */
export function cacheFolder(root: string): string {
  const folder = join(root, '.sitegen-cache');
  const found = lstatOrNone(folder);
  if (found && !found.isDirectory())
    throw new SiteError(
      `.sitegen-cache in ${root} is ${found.isSymbolicLink() ? 'a symbolic link' : 'not a folder'}; the build writes its caches there.`,
      { hint: 'Remove it (it is only a cache): the next build makes it again.' },
    );
  return folder;
}

/**
 * `cacheFolder`, checked whole once at the start of a build or of `sitegen dev`: a folder in it
 * that is a symbolic link to another folder is refused too, since the build writes below it (a
 * file that is a link is only read as absent, project-files.ts).
 */
export function openCacheFolder(root: string): string {
  const folder = cacheFolder(root);
  const linked = existsSync(folder) ? linkedFolderIn(folder) : undefined;
  if (linked)
    throw new SiteError(`${relative(root, linked)} in ${root} is a symbolic link to a folder; the build writes its caches there.`, {
      hint: 'Remove .sitegen-cache (it is only a cache): the next build makes it again.',
    });
  return folder;
}

function linkedFolderIn(folder: string): string | undefined {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    const linked = entry.isDirectory() ? linkedFolderIn(path) : entry.isSymbolicLink() && isFolder(path) ? path : undefined;
    if (linked) return linked;
  }
  return undefined;
}

const isFolder = (path: string) => statOrNone(path)?.isDirectory() ?? false;

function lstatOrNone(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

function statOrNone(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The version of the build caches (the manifest and the parsed posts): the code, packages, Node
 * and esbuild (`bundleKey`), the client runtime, and the content limits of this run.
 */
export const cacheVersion = (runtime: ClientRuntime) => `${bundleKey()}\u0000${runtime}\u0000${limitsKey()}`;

/**
 * One output folder's manifest: `head.json` (version, folder, other files) and the pages in
 * shards (output/sharded-json.ts: a one-post edit rewrites one or two of 64, not 16 MB).
 */
const manifestName = (outDir: string) => `build-${createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16)}`;
const manifestFolder = (root: string, outDir: string) => join(cacheFolder(root), manifestName(outDir));
const headPath = (folder: string) => join(folder, 'head.json');
const pagesFolder = (folder: string) => join(folder, 'pages');
/** Present from before the output changes until the manifest describes it (`beginOutputChange`). */
const changingPath = (folder: string) => join(folder, 'output-changing');

/** The last build's manifest for this output folder, if it was made by the same code, describes the folder as it is and the folder is still there. */
export async function readManifest(root: string, outDir: string, version: string): Promise<BuildManifest | undefined> {
  const folder = manifestFolder(root, outDir);
  let head: Omit<BuildManifest, 'pages'>;
  try {
    if (existsSync(changingPath(folder))) return undefined;
    const text = unsealText(`${manifestName(outDir)}/head.json`, await readCacheText(headPath(folder)));
    if (text === undefined) return undefined;
    head = JSON.parse(text) as Omit<BuildManifest, 'pages'>;
  } catch {
    return undefined;
  }
  if (head.version !== version || head.outDir !== resolve(outDir) || head.outputId !== outputFolderId(outDir)) return undefined;
  return {
    ...head,
    pages: await readShardedJson<BuildManifest['pages'][string]>(pagesFolder(folder), `${manifestName(outDir)}/pages`, version),
  };
}

/**
 * Which folder is at `outDir` (none: `undefined`). Every build commits a new folder (the
 * staging folder renamed), so the one a build left is known by its inode and its birth and
 * change times: a build of another project into the same place leaves another folder. Nothing
 * is written into the output for this, which stays the same bytes for the same input.
 */
export function outputFolderId(outDir: string): string | undefined {
  try {
    const found = statSync(outDir, { bigint: true });
    return `${found.dev}:${found.ino}:${found.birthtimeNs}:${found.ctimeNs}`;
  } catch {
    return undefined;
  }
}

/**
 * Called before a build changes its output folder: until `writeManifest` has finished, the
 * manifest no longer describes it. A build killed in between leaves the mark, and the next
 * build ignores the manifest (a page it lists as kept might have been replaced since).
 */
export async function beginOutputChange(root: string, outDir: string): Promise<void> {
  const folder = manifestFolder(root, outDir);
  await mkdir(folder, { recursive: true });
  await writeFile(changingPath(folder), '');
}

/** Records what the output folder holds now; `previous` (the manifest read at the start) says which page shards are unchanged. */
export async function writeManifest(root: string, manifest: BuildManifest, previous: BuildManifest | undefined): Promise<void> {
  const folder = manifestFolder(root, manifest.outDir);
  const { pages, ...head } = manifest;
  const samePage = (a: BuildManifest['pages'][string], b: BuildManifest['pages'][string]) =>
    a.key === b.key && a.bytes === b.bytes && a.links === b.links;
  await writeShardedJson(pagesFolder(folder), `${manifestName(manifest.outDir)}/pages`, manifest.version, pages, previous?.pages, samePage);
  // A build killed meanwhile leaves the old head or none.
  await writeWhole(headPath(folder), sealText(`${manifestName(manifest.outDir)}/head.json`, JSON.stringify(head)));
  await rm(changingPath(folder), { force: true });
  // The one-file manifest of versions before the shards goes when the shards are first written.
  if (!previous) await rm(`${folder}.json`, { force: true });
}

/** Why a page is rendered again, for --verbose. */
export type StaleReason = 'new page' | 'inputs changed' | 'missing or changed in the output';

export interface RenderPlan {
  /** Pages to render, with why. */
  stale: { route: Route; reason: StaleReason }[];
  /** Pages kept as the last build wrote them. */
  reused: (PageRecord & { path: string; links: PageLinks; bytes: number })[];
  /** Pages of the last build that this build does not have: deleted from the output. */
  removed: string[];
}

/**
 * Which pages to render: those with an input that changed since the last build, and those whose
 * file in the output is missing or not the size the last build wrote (edited or deleted by hand).
 */
export function planRender(routes: Route[], records: PageRecords, previous: BuildManifest | undefined): RenderPlan {
  const plan: RenderPlan = { stale: [], reused: [], removed: [] };
  for (const route of routes) {
    const before = previous?.pages[route.outputPath];
    if (!before) plan.stale.push({ route, reason: 'new page' });
    else if (!records.isFresh(route, before)) plan.stale.push({ route, reason: 'inputs changed' });
    else if (sizeOf(join(previous!.outDir, route.outputPath)) !== before.bytes)
      plan.stale.push({ route, reason: 'missing or changed in the output' });
    else plan.reused.push({ path: route.outputPath, key: before.key, reads: before.reads, links: before.links, bytes: before.bytes });
  }
  if (previous) {
    const now = new Set(routes.map((route) => route.outputPath));
    plan.removed = Object.keys(previous.pages).filter((path) => !now.has(path));
  }
  return plan;
}

function sizeOf(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}

/** The plan stage's line of the log. */
export function describePlan(plan: RenderPlan, previous: BuildManifest | undefined): string {
  return `${plan.stale.length} to render${previous ? `, ${plan.reused.length} unchanged (build cache)` : ' (no build cache)'}`;
}

/**
 * The pages whose links this build must check, when checking only the rendered ones is enough:
 * the last build checked every page, and a kept page's links can only break if their target
 * went away. So only the rendered pages are judged when every locale is built (links into a
 * locale not built were not checked for anchors), the same pages as last time are built (none
 * new, none removed), no other file of the last build is missing (search index files aside: they
 * are made after the check, and no page links to them), and no rendered page lost an
 * id a `#fragment` may point to. `undefined`: check every page.
 */
export function pagesToCheck(
  plan: RenderPlan,
  rendered: PageLinks[],
  previous: BuildManifest | undefined,
  otherFiles: ReadonlySet<string>,
  everyLocale: boolean,
): Set<string> | undefined {
  if (!previous || !everyLocale || plan.removed.length > 0 || plan.stale.some(({ reason }) => reason === 'new page')) return undefined;
  if (Object.keys(previous.files).some((path) => !otherFiles.has(path) && !isSearchIndexFile(path))) return undefined;
  for (const page of rendered) {
    const ids = new Set(page.ids);
    if (previous.pages[page.path]!.links.ids.some((id) => !ids.has(id))) return undefined;
  }
  return new Set(rendered.map((page) => page.path));
}

/** A file of a locale's search index (output/search-index.ts), in the `pagefind/` folder of a locale's root. */
export const isSearchIndexFile = (path: string) => /^([^/]+\/)?pagefind\//.test(path);

/** The other files to write: those whose bytes differ from the last build's or that are missing from the output. */
export function changedFiles(files: OutputFile[], previous: BuildManifest | undefined): OutputFile[] {
  if (!previous) return files;
  return files.filter(
    (file) => previous.files[file.path] !== outputFileHash(file) || sizeOf(join(previous.outDir, file.path)) === undefined,
  );
}
