import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { OutputFile } from '../assets/assets.ts';
import { SiteError } from '../errors.ts';
import type { Route } from '../routes/routes.ts';
import { cacheFolder, type RenderPlan } from './build-cache.ts';
import { sealKeyId, sealOf, sealText, unsealText } from './cache-seal.ts';
import { readCacheText } from '../load/project-files.ts';
import { searchBodyOf } from './search-body.ts';

/** A page of the build and where its HTML is now: rendered into staging, or kept in the output. */
export interface IndexedPage {
  route: Route;
  /** Its build-cache key (render/page-inputs.ts): the same key, the same bytes, within one code version. */
  key: string;
  file: string;
}

/**
 * Pagefind's own ready-made interfaces (the site has its own dialog, templates/islands/search/)
 * and its web worker: the dialog runs Pagefind on the page (`noWorker`), which spares a first
 * query a second copy of the code.
 */
const unused = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\./;
/** Index folders kept in `.sitegen-cache/search/`, the most recently used first. */
const keptIndexes = 30;

/**
 * Whether a page goes into its locale's index (issue 43): published pages of the locale's own
 * language. A fallback page (English text under another locale) is the English page's again;
 * noindex pages (404, login, search) and drafts stay out; list and archive pages only repeat
 * their posts' titles and excerpts.
 */
export function isSearchable(route: Route): boolean {
  return route.indexable && !route.fallback && !route.status && route.template !== 'blogList' && route.template !== 'blogArchive';
}

/**
 * One Pagefind index per built locale, from its searchable pages, in the locale's folder
 * (`il/pagefind/`). An index is kept in the cache under the hash of its pages' keys and the
 * code's version: a build where no page of a language changed reuses that language's files
 * as they are, without running Pagefind.
 */
export async function buildSearchIndexes(root: string, version: string, pages: IndexedPage[]): Promise<OutputFile[]> {
  const byLocale = new Map<string, IndexedPage[]>();
  for (const page of pages)
    if (isSearchable(page.route)) byLocale.set(page.route.locale.id, [...(byLocale.get(page.route.locale.id) ?? []), page]);
  const folder = join(cacheFolder(root), 'search');
  const files: OutputFile[] = [];
  try {
    for (const [, localePages] of [...byLocale].sort(([a], [b]) => a.localeCompare(b))) {
      localePages.sort((a, b) => a.route.outputPath.localeCompare(b.route.outputPath));
      const key = indexKey(version, localePages);
      const cached = join(folder, key);
      const list = (await readList(cached, key)) ?? (await writeIndex(cached, key, localePages));
      await utimes(cached, new Date(), new Date());
      const base = `${dirname(homeOutputPath(localePages))}/`.replace(/^\.\//, '');
      for (const { path, size } of list)
        files.push({ path: `${base}pagefind/${path}`, contents: { cacheFile: join(cached, path), key: `${key}/${path}`, size } });
    }
  } finally {
    await pagefind.close();
  }
  await pruneIndexes(folder);
  return files;
}

function indexKey(version: string, pages: IndexedPage[]): string {
  // `version` names the code and the packages (Pagefind's among them), so it names the indexer too.
  const hash = createHash('sha256').update(`${version}\u0000${sealKeyId()}\u0000${pages[0]!.route.locale.lang}`);
  for (const page of pages) hash.update(`\u0000${page.route.outputPath}\u0001${page.route.path}\u0001${page.key}`);
  return hash.digest('hex').slice(0, 32);
}

/** The locale's home page file, whose folder holds the index; any page's locale has one. */
function homeOutputPath(pages: IndexedPage[]): string {
  const home = pages.find((page) => page.route.pageId === 'home');
  if (!home) throw new SiteError(`The ${pages[0]!.route.locale.id} site has no home page to put its search index beside.`);
  return home.route.outputPath;
}

interface IndexFile {
  path: string;
  size: number;
}

/**
 * The list of the index kept as `key`, if its seal matches. Each file has its seal beside it,
 * checked when the file is copied into the output (assets.ts), as a social card's is.
 */
async function readList(folder: string, key: string): Promise<IndexFile[] | undefined> {
  try {
    const text = unsealText(`${key}/files.json`, await readCacheText(join(folder, 'files.json')));
    return text === undefined ? undefined : (JSON.parse(text) as IndexFile[]);
  } catch {
    return undefined;
  }
}

/** Runs Pagefind on the pages' HTML and writes its files into `folder`, whole (by rename), with their list. */
async function writeIndex(folder: string, key: string, pages: IndexedPage[]): Promise<IndexFile[]> {
  const lang = pages[0]!.route.locale.lang;
  const { index, errors } = await pagefind.createIndex({ forceLanguage: lang });
  if (!index) throw new SiteError(`Pagefind could not start an index for "${lang}": ${errors.join('; ')}`);
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.route.path, content: searchBodyOf(await readFile(page.file, 'utf8')) });
    if (added.errors.length > 0) throw new SiteError(`Pagefind could not index ${page.route.outputPath}: ${added.errors.join('; ')}`);
  }
  const made = await index.getFiles();
  if (made.errors.length > 0) throw new SiteError(`Pagefind could not write the "${lang}" index: ${made.errors.join('; ')}`);
  await index.deleteIndex();
  const wasm = wasmOfEntry(made.files);
  const kept = made.files
    .filter((file) => !unused.test(file.path) && !(/^wasm\.[^/]+\.pagefind$/.test(file.path) && file.path !== wasm))
    .sort((a, b) => a.path.localeCompare(b.path));
  const partial = `${folder}.${process.pid}.tmp`;
  await rm(partial, { recursive: true, force: true });
  for (const file of kept) {
    await mkdir(dirname(join(partial, file.path)), { recursive: true });
    await writeFile(join(partial, file.path), file.content);
    // Under the key its output file is known by (`${key}/${path}`, below).
    await writeFile(join(partial, `${file.path}.seal`), sealOf(`${key}/${file.path}`, file.content));
  }
  const list = kept.map((file) => ({ path: file.path, size: file.content.byteLength }));
  await writeFile(join(partial, 'files.json'), sealText(`${key}/files.json`, JSON.stringify(list)));
  if (await renamed(partial, folder)) return list;
  // A folder is there: another build's copy of the same index, as good as this one, or one whose seals do not match, replaced.
  const theirs = await readList(folder, key);
  if (!theirs) await rm(folder, { recursive: true, force: true });
  if (theirs || !(await renamed(partial, folder))) await rm(partial, { recursive: true, force: true });
  return theirs ?? list;
}

const renamed = (from: string, to: string) =>
  rename(from, to).then(
    () => true,
    () => false,
  );

/**
 * The one WebAssembly file the index's language loads: Pagefind writes the language's own (with
 * its stemmer) and `wasm.unknown.pagefind`, which pagefind.js loads only for a language without
 * one (Hebrew); the other is never fetched.
 */
function wasmOfEntry(files: { path: string; content: Uint8Array }[]): string {
  const entry = files.find((file) => file.path === 'pagefind-entry.json');
  if (!entry) throw new SiteError('Pagefind wrote no pagefind-entry.json: the index is incomplete.');
  const languages = Object.values(
    (JSON.parse(Buffer.from(entry.content).toString('utf8')) as { languages: Record<string, { wasm: string | null }> }).languages,
  );
  if (languages.length !== 1) throw new SiteError(`Pagefind wrote an index of ${languages.length} languages where one was asked for.`);
  return `wasm.${languages[0]!.wasm ?? 'unknown'}.pagefind`;
}

/** Keeps the most recently used indexes; the others are made again if a build needs them. */
async function pruneIndexes(folder: string): Promise<void> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => /^[0-9a-f]{32}$/.test(name));
  if (names.length <= keptIndexes) return;
  const used = await Promise.all(names.map(async (name) => ({ name, time: (await stat(join(folder, name))).mtimeMs })));
  used.sort((a, b) => b.time - a.time);
  await Promise.all(used.slice(keptIndexes).map(({ name }) => rm(join(folder, name), { recursive: true, force: true })));
}

/** The pages of this build for `buildSearchIndexes`: those rendered now (in staging) and those kept in the output. */
export function pagesOfBuild(args: {
  routes: Route[];
  plan: RenderPlan;
  rendered: { path: string; key: string }[];
  stagingDir: string;
  outDir: string;
}): IndexedPage[] {
  const routeAt = new Map(args.routes.map((route) => [route.outputPath, route]));
  return [
    ...args.rendered.map((page) => ({ route: routeAt.get(page.path)!, key: page.key, file: join(args.stagingDir, page.path) })),
    ...args.plan.reused.map((page) => ({ route: routeAt.get(page.path)!, key: page.key, file: join(args.outDir, page.path) })),
  ];
}
