import { outputFileSize, type OutputFile } from './assets/assets.ts';
import { buildSiteAssets } from './assets/site-assets.ts';
import { cacheStats } from './cache.ts';
import { findBrokenLinks } from './check/check-links.ts';
import { BrokenLinksError } from './errors.ts';
import { createTranslators } from './i18n/i18n.ts';
import { withSiteUrl } from './i18n/locale-graph.ts';
import { reportMissingTranslations } from './i18n/missing-translations.ts';
import { loadSiteData } from './load/load-data.ts';
import { loadPostFiles } from './load/load-posts.ts';
import { openPostFileCache } from './load/post-file-cache.ts';
import type { PublishOptions } from './load/publishing.ts';
import { formatBytes, silentReporter, stageClock, type Reporter } from './log.ts';
import { prepareOutputFolder } from './output/output-folder.ts';
import { buildSiteFiles } from './output/site-files.ts';
import { Staging } from './output/write-output.ts';
import { cacheFolder, cacheVersion, pagesToCheck, planRender, readManifest } from './output/build-cache.ts';
import { writeSite } from './output/write-site.ts';
import { pageRecords } from './render/page-inputs.ts';
import type { ClientRuntime } from './assets/islands.ts';
import { join, resolve } from 'node:path';
import { renderPages } from './render/render-pages.ts';
import { renderDataOf } from './render/render-route.ts';
import { RenderPool } from './render/threads/render-pool.ts';
import { estimatePages, threadPlan } from './render/threads/thread-plan.ts';
import { buildRoutes, contentFilesOf, pagePathsOf, type Route } from './routes/routes.ts';
import { selectLocales } from './routes/select-locales.ts';
import { simulatedServicesWarnings } from './render/simulated-services.ts';

export interface BuildOptions {
  root: string; // the folder holding data/, locales/ and content/
  outDir: string; // replaced as a whole by a cold build; updated file by file from the build cache
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

/** The whole pipeline, top to bottom: load → i18n → routes → assets → plan → render → links → write. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const reporter = options.reporter ?? silentReporter;
  const clock = stageClock(reporter);
  const runtime = options.runtime ?? 'preact';
  const version = cacheVersion(runtime);
  let staging: Staging | null = null, pool: RenderPool | undefined;
  try {
    if (!options.dryRun) await prepareOutputFolder(options.root, options.outDir, options.force);
    const previous = options.dryRun || options.force ? undefined : await readManifest(options.root, options.outDir, version); // the last build into this folder: its pages are kept where their inputs are the same
    const threads = threadPlan(options.workers ?? 'auto');
    // Posts unchanged since the last build are not parsed again; many others are shared out to the threads as soon as they are listed.
    const posts = await openPostFileCache(join(cacheFolder(options.root), 'posts'), version, { fresh: options.force, readOnly: options.dryRun });
    const data = withSiteUrl(await loadSiteData(options.root, { loadPostFiles: posts.loader((root, files) => (threads.forLoading(files.length) ? (pool ??= new RenderPool(threads.count)).loadPosts(root, files) : loadPostFiles(root, files))), publish: options.publish }), options);
    const selected = selectLocales(data, options.locales);
    clock.stage('load', `${data.fileCount} files, ${data.locales.length} locales${posts.stats.reused ? `, ${posts.stats.reused} posts unchanged` : ''}${pool ? ', posts on worker threads' : ''}`);
    simulatedServicesWarnings(data.site).forEach((warning) => reporter.warn(warning));
    // Otherwise they start once the size of the site is known, loading while routes are planned.
    if (!previous && threads.forRendering(estimatePages(data, selected))) pool ??= new RenderPool(threads.count);

    const translators = createTranslators(data);
    const missing = reportMissingTranslations(data, reporter);
    clock.stage('i18n', `${translators.size} languages`);
    const assetsBuilt = buildSiteAssets({ root: options.root, data, localeIds: [...selected], runtime, readOnlyCache: options.dryRun }); // in esbuild's process and sharp's threads, while routes are planned here
    assetsBuilt.catch(() => {}); // awaited below; failing while routes are planned is not unhandled
    const allRoutes = buildRoutes(data, translators);
    const routes = allRoutes.filter((route) => selected.has(route.locale.id));
    clock.stage('routes', `${routes.length} pages in ${selected.size} locale(s)`);

    const assets = await assetsBuilt;
    assets.warnings.forEach((warning) => reporter.warn(warning));
    const extraFiles: OutputFile[] = buildSiteFiles(routes, data, translators, assets.files, allRoutes);
    clock.stage('assets', `${assets.counts.assetFiles} files, ${assets.counts.islands} islands (${runtime})`);

    const setup = { ...assets.setup, data: renderDataOf(data), pagePaths: pagePathsOf(allRoutes) };
    const records = pageRecords(setup); // what each page read last time, compared with what it is now
    const plan = planRender(routes, records, previous);
    plan.stale.forEach(({ route, reason }) => previous && reporter.detail(`${route.outputPath}: ${reason}`));
    clock.stage('plan', previous ? `${plan.stale.length} to render, ${plan.reused.length} unchanged (build cache)` : `${routes.length} to render (no build cache)`);

    if (threads.forRendering(plan.stale.length)) pool ??= new RenderPool(threads.count);
    staging = options.dryRun ? null : await Staging.create(options.outDir);
    const rendered = await renderPages(setup, plan.stale.map(({ route }) => route), pool, staging);
    clock.stage('render', `${rendered.pages.length} pages${pool ? ' on worker threads' : ''}`);
    const pages = [...plan.reused, ...rendered.pages];
    const otherFiles = new Set(extraFiles.map((file) => file.path));
    const judged = pagesToCheck(plan, rendered.pages.map((page) => page.links), previous, otherFiles, selected.size === data.locales.length);
    const broken = findBrokenLinks(pages.map((page) => page.links), otherFiles, new Set(allRoutes.map((route) => route.outputPath)), data.locales, judged);
    if (broken.length > 0) throw new BrokenLinksError(broken, contentFilesOf(allRoutes));
    clock.stage('links', judged ? `${judged.size} rendered page(s) checked; kept pages' targets all remain` : `${routes.length} pages checked`);

    const written = staging ? (await writeSite({ root: options.root, staging, manifest: { version, outDir: resolve(options.outDir) }, previous, plan, records, rendered: rendered.pages, extraFiles })).written : 0;
    const bytes = pages.reduce((sum, page) => sum + page.bytes, 0) + extraFiles.reduce((sum, file) => sum + outputFileSize(file), 0);
    clock.stage('write', `${written} of ${routes.length + extraFiles.length} files written, ${formatBytes(bytes)}${options.dryRun ? ' (dry run: nothing written)' : ''}`);
    reporter.detail(await assets.media.finishCache(staging !== null && selected.size === data.locales.length)); // pruned only when every locale was built and written
    await posts.save();
    for (const cache of cacheStats()) reporter.detail(`cache "${cache.name}": ${cache.hits} hits, ${cache.misses} misses, ${cache.size} of ${cache.limit} kept`);
    return { pages: routes.length, rendered: rendered.pages.length, files: routes.length + extraFiles.length, bytes, ms: clock.total(), routes, missing, stages: clock.stages };
  } catch (error) {
    await pool?.close(); // first: a thread may still be writing into staging when another failed
    await staging?.discard();
    throw error;
  } finally {
    await pool?.close();
  }
}
