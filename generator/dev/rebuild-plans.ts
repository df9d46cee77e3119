import type { OutputFile } from '../assets/assets.ts';
import type { Translator } from '../i18n/i18n.ts';
import type { SiteData } from '../load/load-data.ts';
import type { Post } from '../load/load-posts.ts';
import { postCardFile } from '../media/card-paths.ts';
import { buildFeeds, buildReaderFiles, buildSiteFiles, feedPageIds } from '../output/site-files.ts';
import { contentPageId } from '../routes/content-page-routes.ts';
import { pageDefinitions } from '../routes/page-definitions.ts';
import { postPageId } from '../routes/blog-routes.ts';
import { PageIndex } from '../render/page-context.ts';
import type { PagePaths } from '../render/page-inputs.ts';
import { buildRoutes, contentFilesOf, type Route } from '../routes/routes.ts';

/**
 * What a dev rebuild plans: the routes it keys (and renders when stale), and the index of the
 * whole output they are rendered and checked against.
 */
export interface RebuildPlan {
  /** The routes to key: every page's, or only those of the pages on disk (`planPagesOnDisk`). */
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
 * After a save of posts' text alone (site-loads' `postsEdited`) with the same assets: every page
 * stays where it was, and so do the links between pages, the sitemaps and the redirects, which
 * are made from pages' places alone. So the last plan's index holds, and only the pages on disk
 * (`pageKeys`) are planned again, by page id, as `buildRoutes` plans the whole table; with them
 * the posts the feeds may list, for the feeds, the one file besides pages such a save changes.
 * The other pages are planned when a browser asks for them. At 5,000 posts the whole table, its
 * sitemaps and feeds were ~105 MB of allocations and most of the ~300 ms of every post edit,
 * for the few pages a browser had asked for. The llms.txt files and Markdown twins list every
 * post's title and text, so they are made again from the pages they list (every post and page,
 * not the blog lists and archives), as a cold build makes them.
 */
export function planPagesOnDisk(
  data: SiteData,
  translators: Map<string, Translator>,
  last: Omit<RebuildPlan, 'routes' | 'siteFiles'> & { pageKeys: Map<string, unknown> },
): RebuildPlan {
  const pageIds = new Set([...last.pageKeys.keys()].map((path) => last.pageIds.get(path)!));
  for (const pageId of feedPageIds(data)) pageIds.add(pageId);
  const planned = buildRoutes(data, translators, pageIds);
  const { pagePaths, outputPaths, byUrl, pageIds: ids, contentFiles, otherFiles } = last;
  return {
    routes: planned.filter((route) => last.pageKeys.has(route.outputPath)),
    pagePaths,
    outputPaths,
    byUrl,
    pageIds: ids,
    contentFiles,
    siteFiles: [
      ...buildFeeds(planned, data, translators),
      ...buildReaderFiles(buildRoutes(data, translators, readerPageIds(data)), data, translators),
    ],
    otherFiles,
  };
}

/** The page ids llms.txt and the Markdown twins are made from: every page but the blog lists and archives. */
function readerPageIds(data: SiteData): Set<string> {
  return new Set([
    ...pageDefinitions.map((page) => page.pageId),
    ...data.posts.map((post) => postPageId(post.slug)),
    ...data.pages.map((page) => contentPageId(page.slug)),
  ]);
}

/**
 * Of `candidates` (files in the output, as last written or left by a failed rebuild), those neither the plan nor a post's social card makes any more: the card and images
 * of a deleted or renamed post, a stylesheet's or island's last name, an alias's redirect page,
 * a page of a rebuild that failed. Deleting them leaves the output a cold build writes.
 */
export function filesNoLongerMade(candidates: string[], plan: RebuildPlan, posts: Post[]): string[] {
  const cards = new Set(posts.map((post) => postCardFile(post.lang, post.slug)));
  return [...new Set(candidates)].filter((path) => !plan.otherFiles.has(path) && !plan.outputPaths.has(path) && !cards.has(path));
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
