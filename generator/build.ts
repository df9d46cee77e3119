import { buildSiteAssets } from './assets/site-assets.ts';
import { cacheStats, describeCache } from './cache.ts';
import { checkBuiltLinks } from './check/built-links.ts';
import { createTranslators } from './i18n/i18n.ts';
import { reportMissingTranslations } from './i18n/missing-translations.ts';
import { loadSite } from './load/load-site.ts';
import { loadPostFiles } from './load/load-posts.ts';
import { allOnceSettled } from './load/concurrency.ts';
import type { PublishOptions } from './load/publishing.ts';
import { formatBytes, silentReporter, stageClock, type Reporter } from './log.ts';
import { prepareOutputFolder } from './output/output-folder.ts';
import { buildSiteFiles } from './output/site-files.ts';
import { Staging } from './output/write-output.ts';
import { cacheVersion, describePlan, planRender, readManifest } from './output/build-cache.ts';
import { indexSearch, outputBytes, withKeys, writeSite } from './output/write-site.ts';
import { pageRecords } from './render/page-inputs.ts';
import type { ClientRuntime } from './assets/islands.ts';
import { resolve } from 'node:path';
import { renderPages } from './render/render-pages.ts';
import { renderDataOf } from './render/render-route.ts';
import { RenderPool } from './render/threads/render-pool.ts';
import { estimatePages, threadPlan } from './render/threads/thread-plan.ts';
import { buildRoutes, pagePathsOf, type Route } from './routes/routes.ts';
import { selectLocales } from './routes/select-locales.ts';

export interface BuildOptions {
  root: string; // the folder holding data/, locales/ and content/
  outDir: string; // replaced as a whole by every build; one from the build cache links the files it keeps
  locales?: string[]; // locale ids to build (`mx`); all when empty or absent
  baseUrl?: string; // overrides `siteUrl` of data/site.json (previews, staging)
  basePath?: string; // `/sub`: replaces the site URL's path; every URL path starts with it
  dryRun?: boolean; // build and check everything, write nothing
  workers?: number | 'auto'; // render threads; 'auto': one per core once the site repays them (tuning.ts)
  runtime?: ClientRuntime; // the islands' client runtime: Preact (default, smaller) or React
  force?: boolean; // ignore the build cache, and replace an output folder of other files
  publish?: PublishOptions; // drafts and scheduled posts: left out unless asked for (dev, --future)
  reporter?: Reporter;
}

export interface BuildResult {
  pages: number;
  rendered: number; // pages rendered by this build; the others were kept from the build cache
  files: number; // pages and other files
  bytes: number;
  ms: number;
  routes: Route[];
  missing: Map<string, string[]>; // missing UI string keys per language
  stages: Record<string, number>; // milliseconds per stage, in pipeline order
}

/** The whole pipeline, top to bottom: load → i18n → routes → assets → plan → render → cards → links → write. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const { root, outDir, dryRun } = options;
  const reporter = options.reporter ?? silentReporter;
  const clock = stageClock(reporter);
  const runtime = options.runtime ?? 'preact';
  const version = cacheVersion(runtime);
  const threads = threadPlan(options.workers ?? 'auto');
  let staging: Staging | null = null;
  let pool: RenderPool | undefined;
  const startThreads = () => (pool ??= new RenderPool(threads.count));
  try {
    if (!dryRun) await prepareOutputFolder(root, outDir, options.force);
    // The last build into this folder: its pages are kept where what they read is the same.
    const previous = dryRun || options.force ? undefined : await readManifest(root, outDir, version);
    const { data, posts, note } = await loadSite({
      ...{ root, version, force: options.force, dryRun, publish: options.publish, placed: options, reporter },
      // A big blog's posts are parsed on the render threads too.
      loadPostFiles: (at, files) => (threads.forLoading(files.length) ? startThreads().loadPosts(at, files) : loadPostFiles(at, files)),
    });
    const selected = selectLocales(data, options.locales);
    clock.stage('load', `${note}${pool ? ', posts on worker threads' : ''}`);
    // Otherwise they start once the size of the site is known, loading while routes are planned.
    if (!previous && threads.forRendering(estimatePages(data, selected))) startThreads();
    const translators = createTranslators(data);
    const missing = reportMissingTranslations(data, reporter);
    clock.stage('i18n', `${translators.size} languages`);
    // In esbuild's process and sharp's threads, while routes are planned here; awaited below.
    const assetsBuilt = buildSiteAssets({ root, data, localeIds: [...selected], runtime, readOnlyCache: dryRun });
    assetsBuilt.catch(() => {});
    const allRoutes = buildRoutes(data, translators);
    const routes = allRoutes.filter((route) => selected.has(route.locale.id));
    clock.stage('routes', `${routes.length} pages in ${selected.size} locale(s)`);
    const assets = await assetsBuilt;
    assets.warnings.forEach((warning) => reporter.warn(warning));
    clock.stage('assets', `${assets.counts.assetFiles} files, ${assets.counts.islands} islands (${runtime})`);
    const setup = { ...assets.setup, data: renderDataOf(data), pagePaths: pagePathsOf(allRoutes) };
    const records = pageRecords(setup); // what each page read last time, compared with what it is now
    const plan = planRender(routes, records, previous);
    plan.stale.forEach(({ route, reason }) => previous && reporter.detail(`${route.outputPath}: ${reason}`));
    clock.stage('plan', describePlan(plan, previous));
    if (threads.forRendering(plan.stale.length)) startThreads();
    staging = dryRun ? null : await Staging.create(outDir);
    const stale = plan.stale.map(({ route }) => route);
    // Nothing renders after this: the threads stop, and their heaps go before the cards and the write.
    const rendered = withKeys((await renderPages(setup, stale, pool, staging).finally(() => pool?.close())).pages, stale, records);
    clock.stage('render', `${rendered.length} pages${pool ? ' on worker threads' : ''}`);
    // Pagefind indexes the staged pages while the cards are finished; both end before staging may go.
    const search = staging ? indexSearch({ root, version, outDir, staging, routes, plan, rendered }) : [];
    const [cards, searchFiles] = await allOnceSettled([assets.cards, search]);
    const extraFiles = buildSiteFiles(routes, data, translators, [...assets.files, ...cards], allRoutes);
    clock.stage('cards', `${extraFiles.length} other files: the social cards, drawn while the pages rendered, and the search indexes`);
    const everyLocale = selected.size === data.locales.length;
    clock.stage('links', checkBuiltLinks({ plan, rendered, previous, extraFiles, allRoutes, data, everyLocale }));
    const toWrite = { root, manifest: { version, outDir: resolve(outDir) }, previous, plan, rendered, extraFiles, searchFiles };
    const { written, files: otherFiles } = staging ? await writeSite({ ...toWrite, staging }) : { written: 0, files: extraFiles };
    const bytes = outputBytes([...plan.reused, ...rendered], otherFiles);
    const files = routes.length + otherFiles.length;
    clock.stage('write', `${written} of ${files} files written, ${formatBytes(bytes)}${dryRun ? ' (dry run: nothing written)' : ''}`);
    reporter.detail(await assets.media.finishCache(staging !== null && everyLocale)); // pruned only when every locale was built and written
    await posts.save();
    cacheStats().forEach((cache) => reporter.detail(describeCache(cache)));
    return { pages: routes.length, rendered: rendered.length, files, bytes, ms: clock.total(), routes, missing, stages: clock.stages };
  } catch (error) {
    await pool?.close(); // first: a thread may still be writing into staging when another failed
    await staging?.discard();
    throw error;
  }
}
