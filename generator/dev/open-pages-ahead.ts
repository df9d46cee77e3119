import type { PageLinks } from '../check/check-links.ts';
import type { SiteData } from '../load/load-data.ts';
import type { Post } from '../load/load-posts.ts';
import { pageRecords, type PageRecord } from '../render/page-inputs.ts';
import type { RenderSetup } from '../render/render-route.ts';
import type { RenderPool } from '../render/threads/render-pool.ts';
import { buildRoutes } from '../routes/routes.ts';
import type { Translator } from '../i18n/i18n.ts';
import { writeUnlessLinksBroken } from './write-batches.ts';

/**
 * The pages open in a browser, planned, rendered and written before the rest of a rebuild plans
 * the site: on a 5,000-post site the route table, the feeds, the sitemap and the media inputs
 * took ~0.5 s of every post edit, and the open page waited for all of them.
 *
 * Safe only when the edit keeps the site's shape (`siteShape`): the same posts, content pages
 * and legal texts at the same places, so every page's path, the paths pages link to and the
 * output's files are those of the last rebuild. The page's route is planned by the same
 * `buildRoutes` as the whole table (asked for its page id only), so it is the route the
 * table will have; the rebuild that follows keys it again with its plan (rebuild-plans.ts) and
 * renders it again, telling the page again, only if that key differs.
 */

/** What the last rebuild knows of the output, as this step reads it. */
export interface OutputSoFar {
  /** Output path → what the page on disk was made from. */
  pageKeys: Map<string, PageRecord>;
  /** Output path → page id (`blog/<slug>` for a post's page). */
  pageIds: Map<string, string>;
  byUrl: Map<string, string>;
  links: Map<string, PageLinks>;
  setup: RenderSetup;
  otherFiles: Set<string>;
  outputPaths: Set<string>;
  contentFiles: Map<string, string>;
}

/**
 * Where the site's pages come from, as a string: each post's language, slug and terms, each
 * content page's language and slug, each legal text's. Equal for two loads → the same pages at the same paths (with the
 * same data files and locales, which the caller checks by the changed files).
 */
export function siteShape(data: SiteData): string {
  const posts = data.posts.map(postShape);
  const pages = data.pages.map((page) => `${page.file}\u0000${page.lang}\u0000${page.slug}`);
  const legal = data.legal.map((doc) => `${doc.kind}\u0000${doc.lang}`);
  return [...posts, '', ...pages, '', ...legal].join('\n');
}

/**
 * A post's place in the shape, kept for the post: a post whose file is unchanged is the same
 * object at the next load, and 5,000 of them were ~7 ms of each rebuild.
 */
const postShapes = new WeakMap<Post, string>();
function postShape(post: Post): string {
  let shape = postShapes.get(post);
  // A post's terms: a new tag is a new archive page, which the post's page links.
  if (shape === undefined)
    postShapes.set(
      post,
      (shape = `${post.file}\u0000${post.lang}\u0000${post.slug}\u0000${post.categories.join('\u0001')}\u0000${post.tags.join('\u0001')}`),
    );
  return shape;
}

/**
 * Renders and writes the stale ones of `openPages` (URL paths) that are on disk, records their
 * keys and links in `output`, and returns the output paths written. A broken link or a failed
 * render throws, as the whole rebuild would for the same page.
 */
export async function writeOpenPagesAhead(args: {
  openPages: string[];
  data: SiteData;
  translators: Map<string, Translator>;
  /** The assets' setup: the last rebuild's (the caller does this only when they are unchanged). */
  assets: { setup: Omit<RenderSetup, 'data' | 'pagePaths'> };
  renderData: RenderSetup['data'];
  output: OutputSoFar;
  outDir: string;
  pool: RenderPool | undefined;
  /** Template code changed: every page on disk is stale. */
  freshTemplates: boolean;
}): Promise<string[]> {
  const { output } = args;
  const wanted = new Set(
    args.openPages.map((url) => output.byUrl.get(url)).filter((path): path is string => path !== undefined && output.pageKeys.has(path)),
  );
  if (wanted.size === 0) return [];
  const pageIds = new Set([...wanted].map((path) => output.pageIds.get(path)!));
  const routes = buildRoutes(args.data, args.translators, pageIds).filter((route) => wanted.has(route.outputPath));
  const setup: RenderSetup = { ...args.assets.setup, data: args.renderData, pagePaths: output.setup.pagePaths };
  const records = pageRecords(setup);
  const stale = routes.filter((route) => args.freshTemplates || !records.isFresh(route, output.pageKeys.get(route.outputPath)!));
  if (stale.length === 0) return [];
  const links = new Map(output.links);
  // A broken link: nothing ahead; the rebuild reports every broken link of the site.
  const written =
    (await writeUnlessLinksBroken({
      outDir: args.outDir,
      setup,
      pool: args.pool,
      links,
      otherFiles: output.otherFiles,
      outputPaths: output.outputPaths,
      contentFiles: output.contentFiles,
      first: false,
      routes: stale,
      others: [],
      last: false,
      removed: [],
    })) ?? [];
  output.links = links;
  const routeAt = new Map(stale.map((route) => [route.outputPath, route]));
  for (const { path, reads } of written) output.pageKeys.set(path, records.recordOf(routeAt.get(path)!, reads));
  return written.map((page) => page.path);
}
