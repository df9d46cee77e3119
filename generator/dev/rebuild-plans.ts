import type { OutputFile } from '../assets/assets.ts';
import type { Translator } from '../i18n/i18n.ts';
import type { SiteData } from '../load/load-data.ts';
import type { Post } from '../load/load-posts.ts';
import { postCardFile } from '../media/card-paths.ts';
import { isSearchIndexFile } from '../output/build-cache.ts';
import { buildSiteFiles } from '../output/site-files.ts';
import { PageIndex } from '../render/page-context.ts';
import type { PagePaths } from '../render/page-inputs.ts';
import { buildRoutes, contentFilesOf, type Route } from '../routes/routes.ts';

/**
 * What a dev rebuild plans: the routes it keys (and renders when stale), and the index of the
 * whole output they are rendered and checked against.
 */
export interface RebuildPlan {
  /** Every page's route: each is keyed, and rendered when stale. */
  routes: Route[];
  /** Every page of the site: its URL path by locale and page id (links between pages). */
  pagePaths: PagePaths;
  outputPaths: Set<string>;
  /** URL path → output path, of every page (`pagesByUrl`). */
  byUrl: Map<string, string>;
  /** Output path → page id, of every page. */
  pageIds: Map<string, string>;
  /** Output path → the content file a page is made from (the broken-link report). */
  contentFiles: Map<string, string>;
  /** The files besides pages this rebuild made (each written only if it changed). */
  siteFiles: OutputFile[];
  /** The paths of every file besides pages, assets included: the targets links may have. */
  otherFiles: Set<string>;
}

/** Every page of the site, and every file besides pages. */
export function planWholeSite(data: SiteData, translators: Map<string, Translator>, assetFiles: OutputFile[]): RebuildPlan {
  const routes = buildRoutes(data, translators);
  const siteFiles = buildSiteFiles(routes, data, translators);
  return {
    routes,
    pagePaths: PageIndex.of(routes).paths,
    outputPaths: new Set(routes.map((route) => route.outputPath)),
    byUrl: pagesByUrl(routes),
    pageIds: new Map(routes.map((route) => [route.outputPath, route.pageId])),
    contentFiles: contentFilesOf(routes),
    siteFiles,
    otherFiles: new Set([...assetFiles, ...siteFiles].map((file) => file.path)),
  };
}

/**
 * Of `candidates` (files in the output, as last written or left by a failed rebuild), those neither the plan nor a post's social card makes any more: the card and images
 * of a deleted or renamed post, a stylesheet's or island's last name, an alias's redirect page,
 * a page of a rebuild that failed. Search index files are the index step's (search-indexes.ts). Deleting them leaves the output a cold build writes.
 */
export function filesNoLongerMade(candidates: string[], plan: RebuildPlan, posts: Post[]): string[] {
  const cards = new Set(posts.map((post) => postCardFile(post.lang, post.slug)));
  return [...new Set(candidates)].filter(
    (path) => !plan.otherFiles.has(path) && !plan.outputPaths.has(path) && !cards.has(path) && !isSearchIndexFile(path),
  );
}

/**
 * The output path a request for `urlPath` is served from, for the pages of `routes`: a page's
 * own path (`/mx/pricing/`) and its file (`/mx/pricing/index.html`).
 */
export function pagesByUrl(routes: Route[]): Map<string, string> {
  const byUrl = new Map<string, string>();
  for (const route of routes) {
    byUrl.set(`/${route.outputPath}`, route.outputPath);
    if (route.path.endsWith('/')) byUrl.set(route.path, route.outputPath);
  }
  return byUrl;
}
