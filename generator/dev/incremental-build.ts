import { buildStylesheet, recordChanged, type OutputFile } from '../assets/assets.ts';
import { writeNewFile } from '../output/write-output.ts';
import { createTranslators } from '../i18n/i18n.ts';
import type { ClientRuntime } from '../assets/islands.ts';
import { islandContexts } from '../assets/island-contexts.ts';
import type { PublishOptions } from '../load/publishing.ts';
import { devSiteLoads } from './site-loads.ts';
import { pageRecords, type PageRecord } from '../render/page-inputs.ts';
import { renderDataOf } from '../render/render-route.ts';
import { RenderPool } from '../render/threads/render-pool.ts';
import { renderWorkerBundler } from '../render/threads/worker-bundles.ts';
import type { RenderSetup } from '../render/render-route.ts';
import type { Route } from '../routes/routes.ts';
import { renderDeferredPage, renderDeferredRoutes, splitStale } from './deferred-pages.ts';
import { removeSearchIndexes, writeSearchIndexes } from './search-indexes.ts';
import { isSearchIndexFile } from '../output/build-cache.ts';
import { buildRoutes } from '../routes/routes.ts';
import { filesNoLongerMade, planWholeSite } from './rebuild-plans.ts';
import { writePageBatch, writeUnlessLinksBroken, type BatchSetting, type WrittenPage } from './write-batches.ts';
import { buildSiteAssets } from '../assets/site-assets.ts';
import { buildSocialCards, mediaInputs } from '../media/media-stage.ts';
import { Staging } from '../output/write-output.ts';
import type { RebuildOptions, RebuildResult, SiteState } from './rebuild-state.ts';

export type { RebuildOptions, RebuildResult } from './rebuild-state.ts';

/**
 * The builder behind `sitegen dev`: it keeps the last build's state in the process and, on a
 * change, re-renders only the pages whose inputs changed (one post edited → its pages in every
 * locale that shows it, the list pages and related-post blocks that show its card, feeds and
 * sitemap), writing just those files. Anything site-wide (data, styles) renders all pages
 * again; a strings file, the pages of its language (all of them for English, every language's
 * fallback). A failed rebuild writes nothing, so the last good build stays served. Pages are
 * written into staging and moved into the output one by one (a reader never sees half a page).
 */
export function createIncrementalBuilder(options: { root: string; outDir: string; runtime?: ClientRuntime; publish?: PublishOptions }) {
  const runtime = options.runtime ?? 'preact';
  let state: SiteState | undefined;
  // Parsed posts are kept between loads, by their bytes' digest.
  const loads = devSiteLoads(options.root, runtime, options.publish);
  /** The render thread with the current templates, once a template has changed. */
  let pool: RenderPool | undefined;
  const bundler = renderWorkerBundler();
  // Island bundles from esbuild contexts, which know the files each was made from.
  const islands = islandContexts(runtime);

  /**
   * What changed since the last good rebuild: a failed rebuild's changes are the next one's too
   * (a photo saved while a post was broken redraws its cards once the post is fixed).
   */
  const sinceLastGood = { paths: new Set<string>(), freshTemplates: false };
  /** The assets stage's warnings told already (a locale without its own social image): each once. */
  const warned = new Set<string>();

  const rebuild = async (changedNow: string[], rebuildOptions: RebuildOptions = {}): Promise<RebuildResult> => {
    const started = performance.now();
    changedNow.forEach((path) => sinceLastGood.paths.add(path));
    const changed = [...sinceLastGood.paths];
    const freshTemplates = (sinceLastGood.freshTemplates ||= rebuildOptions.freshTemplates === true);
    if (rebuildOptions.freshTemplates) {
      // The old thread goes only once the new one is asked for: a failed bundle (a syntax
      // error) is reported by the render below, and the next template fix starts another.
      const old = pool;
      pool = new RenderPool(1, bundler.bundle);
      await old?.close();
    }
    if (state && rebuildOptions.onStylesheet) {
      // Styles alone (the caller says so): the stylesheet is all they make, from the last
      // rebuild's brand. It goes out first, before the site is loaded and its pages rendered
      // again for its new name: open pages swap it within a few tens of milliseconds.
      const sheet = await buildStylesheet(state.brand);
      if (`/${sheet.path}` !== state.assets.setup.assets.stylesheet) {
        await writeNewFile(options.outDir, sheet); // a new name, which no page links yet: written whole, then told
        await rebuildOptions.onStylesheet(`/${sheet.path}`);
      }
    }
    // Kept from the last rebuild: parsed posts by their bytes' digest (site-loads.ts), and caches
    // keyed by all their inputs (rendered Markdown: text and image set). Nothing else.
    const data = await loads.load();
    const translators = createTranslators(data);
    // Every asset is made at every rebuild, as `generate` makes it: each comes from a cache keyed
    // by what it is made from (images and cards by their sources' digests, island bundles by the
    // files esbuild's metafile names), and only files whose bytes changed are written. The
    // social cards are drawn after the pages (below), so a title edit shows before its card.
    islands.changed(changed);
    const localeIds = data.locales.map((locale) => locale.id);
    const media = mediaInputs(data, new Set(localeIds));
    const assets = await buildSiteAssets({ root: options.root, data, localeIds, runtime, media, islands, cards: false });
    const plan = planWholeSite(data, translators, assets.files);
    const { routes, outputPaths, byUrl, contentFiles } = plan;
    // The same page records as the build cache of generate (render/page-inputs.ts); fresh templates change every page.
    // Only pages on disk are compared: any other is stale (on a big site most pages are never asked for).
    const setup: RenderSetup = { ...assets.setup, data: renderDataOf(data), pagePaths: plan.pagePaths };
    const records = pageRecords(setup);
    const isStale = (route: Route) => {
      const before = state?.pageKeys.get(route.outputPath);
      // After a template edit every page is stale.
      if (before === undefined || freshTemplates) return true;
      return !records.isFresh(route, before);
    };
    // What each page written by this rebuild was made from.
    const routeAt = new Map(routes.map((route) => [route.outputPath, route]));
    const madeNow = new Map<string, PageRecord>();
    const recorded = (written: WrittenPage[]) =>
      written.map(({ path, reads }) => (madeNow.set(path, records.recordOf(routeAt.get(path)!, reads)), path));
    const removed = state ? [...state.pageKeys.keys()].filter((path) => !outputPaths.has(path)) : [];
    const links = new Map(state?.links);
    removed.forEach((path) => links.delete(path));
    // Assets are listed before the pages, so a new stylesheet is moved into place no later than the pages linking it.
    const fileKeys = new Map(state?.files);
    const others = recordChanged([...assets.files, ...plan.siteFiles], fileKeys);
    // Deleted with the last batch.
    const goneFiles = filesNoLongerMade([...fileKeys.keys()], plan, data.posts);
    for (const path of goneFiles) fileKeys.delete(path);
    const batch: BatchSetting = {
      outDir: options.outDir,
      setup,
      pool,
      links,
      otherFiles: plan.otherFiles,
      outputPaths,
      contentFiles,
      first: !state,
    };

    // Pages open in a browser go first: keyed, rendered and written with the other files, and told
    // (`onOpenPages`), before the other pages are even keyed (~9 ms of the shipped site's 170).
    // After a template edit, 170 pages on a fresh render thread take over a second; a strings edit
    // renders 34 pages inline on the shipped site (its open page was told after ~68 ms instead of
    // ~153). Rendering inline yields to the event loop every 20 ms, so the open page's request is
    // answered meanwhile.
    const open = new Set((rebuildOptions.openPages ?? []).map((url) => byUrl.get(url)).filter((path) => path !== undefined));
    const openRoutes = state ? routes.filter((route) => open.has(route.outputPath)) : [];
    const openStale = openRoutes.filter(isStale);
    const openWritten =
      openStale.length > 0
        ? await writeUnlessLinksBroken({ ...batch, routes: openStale, others, last: false, removed: [] }).then(
            (written) => written && recorded(written),
          )
        : [];
    const pages = openWritten ?? [];
    if (pages.length > 0)
      await rebuildOptions.onOpenPages?.((rebuildOptions.openPages ?? []).filter((url) => pages.includes(byUrl.get(url) ?? '')));
    const stale = routes.filter((route) => (!openRoutes.includes(route) || !openWritten) && isStale(route));
    const full = openStale.length + stale.length === outputPaths.size;
    const { now, later } = splitStale(stale, state?.pageKeys ?? new Map());
    // A deferred page's file, if any, is out of date: its links count again once it is rendered.
    later.forEach((route) => links.delete(route.outputPath));
    let cards: OutputFile[] = [];
    try {
      pages.push(
        ...recorded(
          await writePageBatch({
            ...batch,
            routes: now,
            others: pages.length > 0 ? [] : others,
            last: true,
            removed: [...removed, ...goneFiles],
            leftForLater: later.length,
          }),
        ),
      );
      // Then the social cards, which pages link but do not show: those whose bytes changed.
      cards = recordChanged(await buildSocialCards(options.root, media), fileKeys);
      if (cards.length > 0) await Staging.mergeFiles(options.outDir, cards, { linkCached: true });
    } catch (error) {
      // The open pages' batch is in the output: it stays known as on disk, with a record and a key
      // that match nothing, so the next rebuild writes it again or deletes it, like any other output.
      for (const path of pages) state!.pageKeys.set(path, { key: '', reads: [] });
      if (pages.length > 0) for (const file of others) state!.files.set(file.path, '');
      throw error;
    }
    const onDisk = new Map(state?.pageKeys);
    removed.forEach((path) => onDisk.delete(path));
    for (const path of pages) onDisk.set(path, madeNow.get(path)!);
    // Left for later: the stale pages not rendered now (a page not on disk is always stale).
    const deferred = new Set(later.map((route) => route.outputPath));
    const { pagePaths, pageIds, otherFiles } = plan;
    const current: SiteState = {
      assets,
      data,
      translators,
      brand: data.brand,
      pageKeys: onDisk,
      records,
      links,
      files: fileKeys,
      deferred,
      setup,
      pagePaths,
      byUrl,
      pageIds,
      otherFiles,
      outputPaths,
      contentFiles,
    };
    state = current;
    sinceLastGood.paths.clear();
    sinceLastGood.freshTemplates = false;
    loads.savePosts();
    // The search indexes, from every page: while some are left for later, none (see `searchRequested`).
    const indexed =
      deferred.size === 0
        ? await writeSearchIndexes({ root: options.root, outDir: options.outDir, runtime, routes, pageKeys: onDisk, files: fileKeys })
        : await removeSearchIndexes(options.outDir, fileKeys).then(() => []);
    const rendered = pages;
    const warnings = assets.warnings.filter((warning) => !warned.has(warning));
    warnings.forEach((warning) => warned.add(warning));
    return {
      rendered,
      removed,
      written: [...rendered, ...[...others, ...cards].map((file) => file.path), ...indexed],
      full,
      deferred: deferred.size,
      warnings,
      ms: Math.round(performance.now() - started),
    };
  };

  /**
   * Whether a request for `urlPath` is for a page left until requested (see `renderRequested`),
   * or for a search index while pages are; others are served as they are on disk.
   */
  const isDeferred = (urlPath: string) => {
    if (!state || state.deferred.size === 0) return false;
    const outputPath = state.byUrl.get(urlPath);
    return (outputPath !== undefined && state.deferred.has(outputPath)) || isSearchIndexFile(urlPath.slice(1));
  };

  /**
   * A search index asked for while pages are left for later: every page left is rendered, then
   * the indexes are made (at 5,000 posts, a first search in dev waits for the site's pages).
   */
  const searchRequested = async (current: SiteState) => {
    const routes = buildRoutes(current.data, current.translators);
    await renderDeferredRoutes(
      current,
      routes.filter((route) => current.deferred.has(route.outputPath)),
      options.outDir,
      pool,
    );
    const { root, outDir } = options;
    await writeSearchIndexes({ root, outDir, runtime, routes, pageKeys: current.pageKeys, files: current.files });
  };

  return Object.assign(rebuild, {
    isDeferred,
    renderRequested: async (urlPath: string) => {
      if (!isDeferred(urlPath)) return undefined;
      if (!isSearchIndexFile(urlPath.slice(1))) return renderDeferredPage(state!, urlPath, options.outDir, pool);
      await searchRequested(state!);
      return undefined;
    },
    /** Drops what this process knows of the output (another process rebuilt it): the next rebuild is a first one. */
    forget: () => {
      state = undefined;
    },
    close: async () => {
      await loads.close();
      await pool?.close();
      await Promise.all([bundler.dispose(), islands.dispose()]);
    },
  });
}
