import { performance } from 'node:perf_hooks';
import type { OutputFile } from './assets.ts';
import { buildSiteAssets } from './site-assets.ts';
import { findBrokenLinks, type PageLinks } from './check-links.ts';
import { BrokenLinksError, ContentError, RenderError, UsageError } from './errors.ts';
import { buildFeed } from './feeds.ts';
import { buildHeadersFile } from './deploy-headers.ts';
import { missingKeys, type Translator } from './i18n.ts';
import { loadSiteData, type SiteData } from './load-data.ts';
import { loadPostFiles, type PostFileLoader } from './load-posts.ts';
import { silentReporter, formatBytes, type Reporter } from './log.ts';
import { missingDataTranslations } from './page-data.ts';
import { RenderPool, type BatchResult } from './render-pool.ts';
import { PageIndex } from './page-context.ts';
import { createRenderer, createTranslators, describeRoute, type Renderer, type RenderSetup } from './renderer.ts';
import { buildRoutes, type Route } from './routes.ts';
import { buildRobotsTxt, buildSitemap } from './sitemap.ts';
import { Staging } from './write-output.ts';
import { loadIslandRenderer } from './island-renderer.ts';
import type { ClientRuntime } from './islands.ts';

export interface BuildOptions {
  /** Folder holding `data/`, `locales/` and `content/`. */
  root: string;
  /** Output folder; replaced as a whole when the build succeeds. */
  outDir: string;
  /** Locale ids to build (`mx`); all when empty or absent. */
  locales?: string[];
  /** Overrides `siteUrl` of data/site.json (for previews and staging). */
  baseUrl?: string;
  /** Build and check everything but write nothing. */
  dryRun?: boolean;
  /** Render threads: 'auto' uses one per core once a site is big enough to repay starting them. */
  workers?: number | 'auto';
  /** Client runtime of the islands: Preact (default, smaller) or React. */
  runtime?: ClientRuntime;
  reporter?: Reporter;
}

export interface BuildResult {
  pages: number;
  files: number;
  bytes: number;
  ms: number;
  routes: Route[];
  /** Missing UI string keys per language. */
  missing: Map<string, string[]>;
  /** Milliseconds per stage, in pipeline order. */
  stages: Record<string, number>;
}

/**
 * From this many pages, the previous output is deleted in the background: deleting it took
 * 2-4 s at 10,895 pages, while starting a process for it costs about 50 ms on the other core.
 */
const backgroundRemovalThreshold = 1000;
/** Below this many pages, starting worker threads costs more than it saves. */
const parallelThreshold = 400;
/**
 * From this many post files, the threads start before loading and parse shares of them. Their
 * start-up (about 0.25 s bundling, 0.2 s each loading code) competes with the main thread's own
 * parsing: at 1,000 files, loading took 0.4-0.6 s alone and 0.7-0.9 s shared; at 20,000, 6.3 s
 * alone and 5.3 s shared.
 */
const parallelLoadThreshold = 2000;

/** The whole pipeline, top to bottom: load → translate → plan routes → assets → render → check → write. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const reporter = options.reporter ?? silentReporter;
  const started = performance.now();
  let stageStart = started;
  const stages: Record<string, number> = {};
  const stage = (name: string, detail: string) => {
    const now = performance.now();
    stages[name] = Math.round(now - stageStart);
    stageStart = now;
    reporter.stage(name, detail, stages[name]);
  };

  // Render threads start as soon as the build knows it needs them: with a big blog, when the
  // post files are listed, so they share the load stage's parsing; otherwise when the size of
  // the site is known, so loading their code overlaps with planning routes and building assets.
  const workers = options.workers ?? 'auto';
  const threadCount = workers === 'auto' ? undefined : workers;
  let pool: RenderPool | undefined;
  const loadPostFilesInShares: PostFileLoader = (root, files) => {
    const shared = workers === 'auto' ? files.length >= parallelLoadThreshold : workers > 1;
    if (!shared) return loadPostFiles(root, files);
    pool ??= new RenderPool(threadCount);
    return pool.loadPosts(root, files);
  };

  let staging: Staging | null = null;
  let pageBytes = 0;
  let extraFiles: OutputFile[];
  let routes: Route[];
  let missing: Map<string, string[]>;
  try {
    const data = await loadSiteData(options.root, { loadPostFiles: loadPostFilesInShares });
    if (options.baseUrl) data.site = { ...data.site, siteUrl: options.baseUrl.replace(/\/+$/, '') };
    const selected = selectLocales(data, options.locales);
    stage('load', `${data.fileCount} files, ${data.locales.length} locales${pool ? ', posts on worker threads' : ''}`);

    const parallel = workers === 'auto' ? estimatePages(data, selected) >= parallelThreshold : workers > 1;
    if (parallel) pool ??= new RenderPool(threadCount);

    const translators = createTranslators(data);
    missing = reportMissingTranslations(data, reporter);
    stage('i18n', `${translators.size} languages`);

    // esbuild bundles the assets in its own process: started now, they build while the routes
    // are planned on this thread.
    const runtime = options.runtime ?? 'preact';
    const assetsBuilt = buildSiteAssets({ root: options.root, localeIds: [...selected], defaultLocaleId: data.defaultLocale.id, contentImages: data.posts.flatMap((post) => post.images), runtime });
    assetsBuilt.catch(() => {}); // awaited below; failing while routes are planned is not unhandled

    const allRoutes = buildRoutes(data, translators);
    const index = PageIndex.of(allRoutes);
    routes = allRoutes.filter((route) => selected.has(route.locale.id));
    stage('routes', `${routes.length} pages in ${selected.size} locale(s)`);

    const assets = await assetsBuilt;
    assets.warnings.forEach((warning) => reporter.warn(warning));
    extraFiles = [...assets.files, ...buildSiteFiles(routes, data, translators)];
    stage('assets', `${assets.counts.assetFiles} files, ${assets.counts.islands} islands (${runtime})`);

    // Render threads make their pages' folders themselves; inline rendering writes through
    // `staging.write`, which makes them too.
    staging = options.dryRun ? null : await Staging.create(options.outDir);
    const setup: RenderSetup = { ...assets.setup, data, pagePaths: index.paths };
    const numbered = routes.map((route, i) => ({ index: i, route }));
    const rendered = pool
      // Threads get the data without posts: each post route carries the posts it shows.
      ? await pool.render({ ...setup, data: { ...data, posts: [] } }, numbered, staging?.dir ?? null)
      : await renderInline(createRenderer(setup, await loadIslandRenderer(setup.islands.serverBundle), index, translators), numbered, staging);
    if (rendered.failures.length > 0) {
      throw new RenderError(rendered.failures.map((failure) => ({ route: failure.route, error: new Error(failure.message) })));
    }
    if (rendered.unknownKeys.length > 0) {
      throw new ContentError(rendered.unknownKeys.map((entry) => ({ file: 'templates', field: entry, message: 'is used by a template but defined in no strings file', hint: 'add it to locales/en.json' })), 'rendering');
    }
    stage('render', `${routes.length} pages${pool ? ' on worker threads' : ''}`);

    pageBytes = rendered.pages.reduce((sum, page) => sum + page.bytes, 0);
    const pageLinks: PageLinks[] = rendered.pages.map((page) => page.links);
    const broken = findBrokenLinks(pageLinks, new Set(extraFiles.map((file) => file.path)), new Set(allRoutes.map((route) => route.outputPath)));
    if (broken.length > 0) throw new BrokenLinksError(broken);
    stage('links', `${routes.length} pages checked`);

    if (staging) {
      await staging.write(extraFiles);
      // A big site's previous output is deleted by a detached process, after this returns.
      await staging.commit({ removeOldInBackground: routes.length >= backgroundRemovalThreshold });
    }
  } catch (error) {
    await staging?.discard();
    throw error;
  } finally {
    await pool?.close();
  }
  const bytes = pageBytes + extraFiles.reduce((sum, file) => sum + byteLength(file.contents), 0);
  stage('write', `${routes.length + extraFiles.length} files, ${formatBytes(bytes)}${options.dryRun ? ' (dry run: nothing written)' : ''}`);
  const ms = Math.round(performance.now() - started);
  return { pages: routes.length, files: routes.length + extraFiles.length, bytes, ms, routes, missing, stages };
}

/**
 * Pages a build will render, before routes are planned: every post slug in every selected
 * locale (untranslated posts are shown in English) plus a few dozen fixed and list pages.
 */
function estimatePages(data: SiteData, selected: Set<string>): number {
  return selected.size * (new Set(data.posts.map((post) => post.slug)).size + 20);
}

function byteLength(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}

/** Rendering on the main thread, for small sites: pages are written to staging one by one. */
async function renderInline(renderer: Renderer, routes: { index: number; route: Route }[], staging: Staging | null): Promise<BatchResult> {
  const result: BatchResult = { pages: [], failures: [], unknownKeys: [] };
  const pages: OutputFile[] = [];
  for (const { index, route } of routes) {
    try {
      const page = renderer.render(route);
      pages.push({ path: page.path, contents: page.html });
      result.pages.push({ index, links: page.links, bytes: Buffer.byteLength(page.html) });
    } catch (error) {
      result.failures.push({ index, route: describeRoute(route), message: error instanceof Error ? error.message : String(error) });
    }
  }
  if (staging && result.failures.length === 0) await staging.write(pages);
  result.unknownKeys = renderer.unknownKeys();
  return result;
}

/** The files besides pages and assets: feeds, sitemap, robots.txt and the deploy headers. */
export function buildSiteFiles(routes: Route[], data: SiteData, translators: Map<string, Translator>): OutputFile[] {
  return [
    ...buildFeeds(routes, data, translators),
    { path: 'sitemap.xml', contents: buildSitemap(routes, data.site.siteUrl) },
    { path: 'robots.txt', contents: buildRobotsTxt(data.site.siteUrl) },
    { path: '_headers', contents: buildHeadersFile(data.site) },
  ];
}

/** `blog/feed.xml` of every built locale. */
function buildFeeds(routes: Route[], data: SiteData, translators: Map<string, Translator>): OutputFile[] {
  const postRoutes = new Map<string, Route[]>();
  for (const route of routes) {
    if (route.template !== 'blogPost') continue;
    const list = postRoutes.get(route.locale.id);
    if (list) list.push(route);
    else postRoutes.set(route.locale.id, [route]);
  }
  return routes.filter((route) => route.pageId === 'blog').map((blogRoute) => {
    const { t } = translators.get(blogRoute.locale.lang)!;
    return {
      path: blogRoute.feedPath.slice(1),
      contents: buildFeed({
        blogRoute,
        postRoutes: postRoutes.get(blogRoute.locale.id) ?? [],
        siteUrl: data.site.siteUrl,
        title: t('blog.feedTitle'),
        description: t('blog.subtitle'),
      }),
    };
  });
}

function selectLocales(data: SiteData, requested: string[] | undefined): Set<string> {
  const known = data.locales.map((locale) => locale.id);
  if (!requested || requested.length === 0) return new Set(known);
  const unknown = requested.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new UsageError(`Unknown locale ${unknown.map((id) => `"${id}"`).join(', ')}. Valid locales: ${known.join(', ')}.`, {
      hint: 'Locales are defined in locales/locales.json.',
    });
  }
  return new Set(requested);
}

/** Prints the count of UI strings and data texts each language lacks (listed with --verbose). */
function reportMissingTranslations(data: SiteData, reporter: Reporter): Map<string, string[]> {
  const english = data.strings.get('en')!;
  const missing = new Map<string, string[]>();
  for (const lang of data.strings.keys()) {
    if (lang === 'en') continue;
    const keys = missingKeys(english, data.strings.get(lang));
    const texts = missingDataTranslations(data, lang);
    missing.set(lang, keys);
    if (keys.length + texts.length > 0) {
      reporter.info(`  ${lang}: ${keys.length} missing string(s), ${texts.length} data text(s) shown in English`);
      [...keys.map((key) => `locales/${lang}.json: ${key}`), ...texts].forEach((entry) => reporter.detail(entry));
    }
  }
  return missing;
}
