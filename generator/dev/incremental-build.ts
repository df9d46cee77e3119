import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import type { OutputFile } from '../assets/assets.ts';
import { buildSiteFiles } from '../output/site-files.ts';
import { findBrokenLinks, type PageLinks } from '../check/check-links.ts';
import { BrokenLinksError } from '../errors.ts';
import { clearCaches } from '../cache.ts';
import { createTranslators } from '../i18n/i18n.ts';
import type { ClientRuntime } from '../assets/islands.ts';
import { buildSiteAssets, type BuiltAssets } from '../assets/site-assets.ts';
import { mediaInputs } from '../media/media-stage.ts';
import { loadSiteData, type SiteData } from '../load/load-data.ts';
import { PageIndex } from '../render/page-context.ts';
import { pageKey, siteKey } from '../render/page-keys.ts';
import { renderDataOf } from '../render/render-route.ts';
import { renderInline } from '../render/render-inline.ts';
import { assertRendered } from '../render/render-outcome.ts';
import { buildRoutes, type Route } from '../routes/routes.ts';
import { updateInPlace, writeOutput } from '../output/write-output.ts';

/** What one rebuild did, by output path. */
export interface RebuildResult {
  /** Pages rendered again (all of them on the first build or after a site-wide change). */
  rendered: string[];
  /** Pages whose route is gone, deleted. */
  removed: string[];
  /** Every file written: rendered pages, changed feeds, sitemap, assets. */
  written: string[];
  /** Whether everything was rebuilt (first build, data, strings, styles or images changed). */
  full: boolean;
  /** Problems worth telling but not failing for, from the assets stage when it ran. */
  warnings: string[];
  ms: number;
}

/** Built assets and islands, kept between rebuilds until styles or images change. */
interface AssetState {
  key: string;
  /** The post images they were built for (a new post may use another image). */
  images: string;
  setup: BuiltAssets['setup'];
  files: OutputFile[];
  /** The assets stage's warnings (a locale without its own social image). */
  warnings: string[];
}

interface SiteState {
  assets: AssetState;
  /** Hash of everything every page depends on (site data, strings, assets). */
  siteKey: string;
  /** Output path → hash of what its page was rendered from. */
  pageKeys: Map<string, string>;
  links: Map<string, PageLinks>;
  /** Output path → hash of the feeds, sitemap and the like last written. */
  siteFiles: Map<string, string>;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Styles, the logo and the images posts use: when these change, the assets are rebuilt. */
function assetsNeeded(changed: string[], root: string): boolean {
  return changed.some((path) => {
    const inRepo = relative(root, path).split(sep).join('/');
    return inRepo.startsWith('content/images') || path.includes(`${sep}templates${sep}styles${sep}`) || path.includes(`${sep}templates${sep}assets${sep}`);
  });
}

function postImages(data: SiteData): string[] {
  return [...new Set(data.posts.flatMap((post) => post.images))].sort();
}

async function buildAssetState(root: string, data: SiteData, runtime: ClientRuntime): Promise<AssetState> {
  const images = postImages(data);
  const built = await buildSiteAssets({ root, localeIds: data.locales.map((locale) => locale.id), defaultLocaleId: data.defaultLocale.id, contentImages: images, media: mediaInputs(data, new Set(data.locales.map((locale) => locale.id))), runtime });
  const { setup } = built;
  return { key: hash(JSON.stringify({ setup, images })), images: JSON.stringify(images), setup, files: built.files, warnings: built.warnings };
}

/**
 * The builder behind `sitegen dev`: it keeps the last build's state in the process and, on a
 * change, re-renders only the pages whose inputs changed (one post edited → its pages in every
 * locale that shows it, the list pages and related-post blocks that show its card, feeds and
 * sitemap), writing just those files. Anything site-wide (data, strings, styles) renders all
 * pages again, still without restarting. A failed rebuild throws before writing anything, so
 * the last good build stays served. Template code changes need fresh modules: the dev server
 * runs a full build in a new process for those.
 */
export function createIncrementalBuilder(options: { root: string; outDir: string; runtime?: ClientRuntime }) {
  let state: SiteState | undefined;

  return async function rebuild(changed: string[]): Promise<RebuildResult> {
    const started = performance.now();
    // Nothing kept from the last rebuild's work decides this one's.
    clearCaches();
    const data = await loadSiteData(options.root);
    const translators = createTranslators(data);
    const routes = buildRoutes(data, translators);
    const index = PageIndex.of(routes);
    const assetsStale = !state || assetsNeeded(changed, options.root) || state.assets.images !== JSON.stringify(postImages(data));
    const assets = assetsStale ? await buildAssetState(options.root, data, options.runtime ?? 'preact') : state!.assets;
    const key = siteKey(data, assets.key, index.paths);
    const full = !state || state.siteKey !== key;

    const pageKeys = new Map<string, string>();
    const stale: Route[] = [];
    for (const route of routes) {
      const routeKey = pageKey(route, key, data, index.paths);
      pageKeys.set(route.outputPath, routeKey);
      if (full || state!.pageKeys.get(route.outputPath) !== routeKey) stale.push(route);
    }
    const pages: OutputFile[] = [];
    const outcome = await renderInline({ ...assets.setup, data: renderDataOf(data), pagePaths: index.paths }, stale, (page) => pages.push({ path: page.path, contents: page.html }));
    assertRendered(outcome);
    const links = new Map(state?.links);
    for (const page of outcome.pages) links.set(page.path, page.links);
    const removed = state ? [...state.pageKeys.keys()].filter((path) => !pageKeys.has(path)) : [];
    removed.forEach((path) => links.delete(path));

    const siteFiles = buildSiteFiles(routes, data, translators);
    const broken = findBrokenLinks([...links.values()], new Set([...assets.files, ...siteFiles].map((file) => file.path)), new Set(routes.map((route) => route.outputPath)));
    if (broken.length > 0) throw new BrokenLinksError(broken);

    const siteFileKeys = new Map(siteFiles.map((file) => [file.path, hash(String(file.contents))]));
    const changedSiteFiles = siteFiles.filter((file) => state?.siteFiles.get(file.path) !== siteFileKeys.get(file.path));
    let written: OutputFile[];
    if (!state) {
      // The first build replaces the folder as a whole, so nothing of an older build lingers.
      written = [...pages, ...assets.files, ...siteFiles];
      await writeOutput(options.outDir, written);
    } else {
      written = [...pages, ...(assetsStale ? assets.files : []), ...changedSiteFiles];
      await updateInPlace(options.outDir, written, removed);
    }
    state = { assets, siteKey: key, pageKeys, links, siteFiles: siteFileKeys };
    return { rendered: pages.map((page) => page.path), removed, written: written.map((file) => file.path), full, warnings: assetsStale ? assets.warnings : [], ms: Math.round(performance.now() - started) };
  };
}
