import type { OutputFile } from './assets/assets.ts';
import type { ClientRuntime } from './assets/islands.ts';
import { buildSiteAssets } from './assets/site-assets.ts';
import { cacheStats } from './cache.ts';
import { findBrokenLinks } from './check/check-links.ts';
import { BrokenLinksError } from './errors.ts';
import { createTranslators } from './i18n/i18n.ts';
import { reportMissingTranslations } from './i18n/missing-translations.ts';
import { loadSiteData } from './load/load-data.ts';
import { loadPostFiles, type PostFileLoader } from './load/load-posts.ts';
import { formatBytes, silentReporter, stageClock, type Reporter } from './log.ts';
import { prepareOutputFolder } from './output/output-folder.ts';
import { buildSiteFiles } from './output/site-files.ts';
import { Staging } from './output/write-output.ts';
import { renderPages } from './render/render-pages.ts';
import { renderDataOf } from './render/render-route.ts';
import { RenderPool } from './render/threads/render-pool.ts';
import { estimatePages, threadPlan } from './render/threads/thread-plan.ts';
import { buildRoutes, type Route } from './routes/routes.ts';
import { selectLocales } from './routes/select-locales.ts';
import { tuning } from './tuning.ts';

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
  /** Render threads: 'auto' starts one per core once a site is big enough to repay starting them (tuning.ts). */
  workers?: number | 'auto';
  /** Client runtime of the islands: Preact (default, smaller) or React. */
  runtime?: ClientRuntime;
  /** Replace an output folder that holds files an earlier build did not write. */
  force?: boolean;
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

/** The whole pipeline, top to bottom: load → i18n → routes → assets → render → links → write. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const reporter = options.reporter ?? silentReporter;
  const clock = stageClock(reporter);
  const threads = threadPlan(options.workers ?? 'auto');
  let pool: RenderPool | undefined;
  // With a big blog the threads start when the post files are listed, and parse shares of them.
  const loadPosts: PostFileLoader = (root, files) => (threads.forLoading(files.length) ? (pool ??= new RenderPool(threads.count)).loadPosts(root, files) : loadPostFiles(root, files));
  let staging: Staging | null = null;
  try {
    if (!options.dryRun) await prepareOutputFolder(options.root, options.outDir, options.force);
    const data = await loadSiteData(options.root, { loadPostFiles: loadPosts });
    if (options.baseUrl) data.site = { ...data.site, siteUrl: options.baseUrl.replace(/\/+$/, '') };
    const selected = selectLocales(data, options.locales);
    clock.stage('load', `${data.fileCount} files, ${data.locales.length} locales${pool ? ', posts on worker threads' : ''}`);
    // Otherwise they start once the size of the site is known, loading while routes are planned.
    if (threads.forRendering(estimatePages(data, selected))) pool ??= new RenderPool(threads.count);

    const translators = createTranslators(data);
    const missing = reportMissingTranslations(data, reporter);
    clock.stage('i18n', `${translators.size} languages`);

    // esbuild bundles the assets in its own process, while the routes are planned here.
    const runtime = options.runtime ?? 'preact';
    const assetsBuilt = buildSiteAssets({ root: options.root, localeIds: [...selected], defaultLocaleId: data.defaultLocale.id, contentImages: data.posts.flatMap((post) => post.images), runtime });
    assetsBuilt.catch(() => {}); // awaited below; failing while routes are planned is not unhandled
    const allRoutes = buildRoutes(data, translators);
    const routes = allRoutes.filter((route) => selected.has(route.locale.id));
    clock.stage('routes', `${routes.length} pages in ${selected.size} locale(s)`);

    const assets = await assetsBuilt;
    assets.warnings.forEach((warning) => reporter.warn(warning));
    const extraFiles: OutputFile[] = [...assets.files, ...buildSiteFiles(routes, data, translators)];
    clock.stage('assets', `${assets.counts.assetFiles} files, ${assets.counts.islands} islands (${runtime})`);

    staging = options.dryRun ? null : await Staging.create(options.outDir);
    const pagePaths = new Map(allRoutes.map((route) => [`${route.locale.id}\u0000${route.pageId}`, route.path]));
    const rendered = await renderPages({ ...assets.setup, data: renderDataOf(data), pagePaths }, routes, pool, staging);
    clock.stage('render', `${routes.length} pages${pool ? ' on worker threads' : ''}`);

    const broken = findBrokenLinks(rendered.pages.map((page) => page.links), new Set(extraFiles.map((file) => file.path)), new Set(allRoutes.map((route) => route.outputPath)));
    if (broken.length > 0) throw new BrokenLinksError(broken);
    clock.stage('links', `${routes.length} pages checked`);

    if (staging) {
      await staging.write(extraFiles);
      // A big site's previous output is deleted by a detached process, after this returns.
      await staging.commit({ removeOldInBackground: routes.length >= tuning.backgroundRemovalFromPages });
    }
    const bytes = rendered.pages.reduce((sum, page) => sum + page.bytes, 0) + extraFiles.reduce((sum, file) => sum + byteLength(file.contents), 0);
    clock.stage('write', `${routes.length + extraFiles.length} files, ${formatBytes(bytes)}${options.dryRun ? ' (dry run: nothing written)' : ''}`);
    for (const cache of cacheStats()) reporter.detail(`cache "${cache.name}": ${cache.hits} hits, ${cache.misses} misses, ${cache.size} of ${cache.limit} kept`);
    return { pages: routes.length, files: routes.length + extraFiles.length, bytes, ms: clock.total(), routes, missing, stages: clock.stages };
  } catch (error) {
    // The threads stop first: one may still be writing into staging when another failed.
    await pool?.close();
    await staging?.discard();
    throw error;
  } finally {
    await pool?.close();
  }
}

function byteLength(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}
