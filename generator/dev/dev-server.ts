import { relative, resolve, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { createIncrementalBuilder } from './incremental-build.ts';
import { LiveEvents } from './live-events.ts';
import {
  changedSince,
  describeWatchFailures,
  gitIndexLocks,
  isInside,
  templatesRoot,
  watchFailure,
  watchIgnores,
  type WatchFailure,
} from './watch-rules.ts';
import { serveSite, type Middleware, type RunningServer } from './serve.ts';
import { buildInChild, codeGraphs } from './template-edits.ts';
import { checkPortFree } from './port-check.ts';
import { changeBursts, settleMs } from './change-bursts.ts';

export { settleMs };

/** How long the other pages of a rebuild wait for the open pages to say they show it (`LiveEvents.shown`). */
const shownPatienceMs = 300;

export interface DevServer extends RunningServer {
  /** Resolves after the rebuild that follows the latest change (for tests). */
  idle(): Promise<void>;
}

/**
 * `sitegen dev`: builds into `outDir`, serves it, watches data/, locales/, content/ and
 * templates/, rebuilds once after each burst of changes and reloads open pages; a change of
 * styles only swaps the stylesheet in open pages. A failed build keeps the last good one served
 * and shows the error in the terminal and over the page; so does a failure of the watcher.
 */
export async function startDevServer(options: {
  root: string;
  outDir: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
}): Promise<DevServer> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  await checkPortFree(options.port, options.host);
  const root = resolve(options.root);
  const outDir = resolve(options.outDir);
  let lastError: string | undefined;
  /** The watcher's failures, each told once, the first five (one usually brings more). */
  const watchFailures: WatchFailure[] = [];
  let watchError: string | undefined;
  // A page that connects is told of a failure still standing.
  const live = new LiveEvents(() => [
    ...(lastError ? [{ name: 'error-report', data: { message: lastError } }] : []),
    ...(watchError ? [{ name: 'error-report', data: watchReport(watchError) }] : []),
  ]);
  const watchReport = (message: string) => ({
    message,
    kind: 'watch',
    title: 'File watching failed: this page may be out of date. Restart sitegen dev. (Click to hide this.)',
  });
  const shown = (path: string) =>
    isInside(templatesRoot, path) ? `templates/${relative(templatesRoot, path).split(sep).join('/')}` : relative(root, path) || path;

  // What each saved file is, from esbuild's metafiles: code this process holds, page code, styles.
  // Once a file this process's code imports has changed, it holds a stale module for good:
  // every later build runs in a fresh process (rare: the logo mark, prices, the og card).
  const graphs = codeGraphs();
  let staleModules = false;
  // Drafts and scheduled posts are built, with a ribbon, so authors can see them before publishing.
  const rebuildChanged = createIncrementalBuilder({ root, outDir, publish: { drafts: true, future: true } });
  /** A failed rebuild, card drawing or requested page: told in the terminal and over the open pages. */
  const failed = (what: string, error: unknown) => {
    lastError = error instanceof Error ? error.message : String(error);
    log(`${what}\n${lastError}`);
    live.send({ name: 'error-report', data: { message: lastError } });
  };
  const rebuild = async (changed: string[]) => {
    const started = performance.now();
    const kinds = await graphs.kinds(changed);
    staleModules ||= kinds.held;
    // Open pages show the last good build: when only styles changed since then, swapping the
    // stylesheet makes them what a reload would show.
    const stylesOnly = kinds.stylesOnly && lastError === undefined;
    /** Open pages told of this rebuild already (with the open pages' batch). */
    const told = new Set<string>();
    try {
      let scope = 'all pages';
      /** The rebuild wrote and removed nothing (a save of the same bytes, a `touch`). */
      let unchanged = false;
      let stylesheet: string | undefined;
      if (staleModules) {
        // The child writes every page: nothing is left to render here, from this process's stale state.
        rebuildChanged.forget();
        await buildInChild(root, outDir);
      } else {
        // Styles alone: open pages swap the stylesheet as soon as it is written, before the
        // pages linking it are rendered again (a reload then shows the same).
        // The rebuild goes on once they say they show it: its load of a big site holds this
        // thread for ~100 ms at a stretch, and their request for the new stylesheet waited for it.
        const onStylesheet = stylesOnly
          ? (href: string) => {
              stylesheet = href;
              live.send({ name: 'css', data: { href } });
              return live.shown(live.openPages(), shownPatienceMs);
            }
          : undefined;
        // Pages open in a browser are rendered first and updated at once; the others after the rest.
        const openPages = live.openPages();
        const onOpenPages = stylesOnly
          ? undefined
          : (written: string[]) => {
              const now = new Set(written);
              live.send({ name: 'reload', data: {} }, (page) => now.has(page));
              written.forEach((page) => told.add(page));
              // The rest renders once they show it: on two cores it slowed the browser updating them.
              return live.shown(written, shownPatienceMs);
            };
        const result = await rebuildChanged(changed, {
          freshTemplates: kinds.rendered,
          onStylesheet,
          openPages,
          onOpenPages,
        });
        result.warnings.forEach((warning) => log(`Warning: ${warning}`));
        unchanged = result.written.length === 0 && result.removed.length === 0;
        scope =
          result.full && !result.deferred
            ? `all ${result.rendered.length} pages`
            : `${result.rendered.length} page(s), ${result.written.length - result.rendered.length} other file(s)${result.removed.length ? `, ${result.removed.length} removed` : ''}${result.deferred ? `; ${result.deferred} more page(s) when requested` : ''}`;
      }
      // Open pages show the output as it is, unless they show an error report this build clears.
      const reload = !unchanged || lastError !== undefined;
      lastError = undefined;
      const names = changed.map(shown);
      log(
        `Rebuilt ${scope} in ${Math.round(performance.now() - started)} ms${names.length ? ` (${names.slice(0, 3).join(', ')}${names.length > 3 ? `, and ${names.length - 3} more` : ''})` : ''}`,
      );
      // After styles alone the css event went out already (and a reload would lose the swap's point).
      if (reload && !(stylesOnly && stylesheet)) live.send({ name: 'reload', data: {} }, (page) => !told.has(page));
    } catch (error) {
      failed('Build failed; still serving the last good build.', error);
    }
  };

  // Changes are collected until the watcher has been quiet for `settleMs`, then built at once;
  // a change during a rebuild is built right after it.
  let inFlight = 0;
  const quietWaiters: (() => void)[] = [];
  /** A rebuild still to come or under way. */
  const busy = () => bursts.collecting || inFlight > 0;
  const settled = () => {
    if (!busy()) quietWaiters.splice(0).forEach((wake) => wake());
  };
  const bursts = changeBursts({
    settleMs,
    gitLocks: gitIndexLocks([root, templatesRoot]),
    log,
    onBurst: (changed) => void enqueue(changed),
  });
  const schedule = (path?: string) => bursts.add(path);
  let running: Promise<void> = Promise.resolve();
  // Rebuilds and pages rendered on request take turns: a page is rendered from one rebuild's data.
  const inTurn = (job: () => Promise<void>) => {
    inFlight += 1;
    running = running.then(job).finally(() => {
      inFlight -= 1;
      settled();
    });
    return running;
  };
  const enqueue = (changed: string[]) => inTurn(() => rebuild(changed));
  /** A deferred page (a big site: dev/deferred-pages.ts), rendered before it is served. */
  const renderRequested = (urlPath: string) =>
    inTurn(async () => {
      try {
        await rebuildChanged.renderRequested(urlPath);
      } catch (error) {
        failed(`Rendering ${urlPath} failed.`, error);
      }
    });
  // The first build runs alone: the watcher's first scan takes seconds of this thread on a big
  // site (1.2-1.7 s of CPU at 5,000 posts), which the build would otherwise wait for.
  const startedAt = Date.now();
  await enqueue([]);

  // chokidar rather than Node's recursive fs.watch, which on Linux loses a file replaced by a
  // rename (`mv`, `sed -i`, `git checkout`, safe writes) and misses its later edits. `atomic`
  // is off: it holds back a deletion for 100 ms to pair it with a re-creation, which would
  // split one save into two rebuilds; the settle delay above merges them instead.
  const watcher: FSWatcher = watch([root, templatesRoot], { ignoreInitial: true, atomic: false, ignored: watchIgnores(root, outDir) });
  watcher.on('all', (_name, path) => schedule(resolve(path)));
  watcher.on('error', (error) => {
    const failure = watchFailure(error);
    if (watchFailures.length >= 5 || watchFailures.some((known) => known.message === failure.message)) return;
    watchFailures.push(failure);
    watchError = describeWatchFailures(watchFailures);
    log(describeWatchFailures([failure]));
    live.send({ name: 'error-report', data: watchReport(watchError) });
    // What is served should at least be what is on disk now.
    schedule();
  });
  // Files and folders changed since the first build began were missed by it, or by the watcher
  // before it watched their folder: each is rebuilt as if reported (a file deleted meanwhile
  // changed its folder). File times come from a coarser clock, hence the margin.
  const scanned = new Promise<void>((ready) =>
    watcher.once('ready', () => {
      // The project folder itself changes as the build writes its output and cache there.
      for (const path of changedSince(watcher, startedAt - 100))
        if (path !== root && (isInside(root, path) || isInside(templatesRoot, path))) schedule(path);
      ready();
    }),
  );

  // Pages go through serve's file lookup (which keeps every path inside outDir) and get the
  // reload script from `rewriteHtml`; a deferred page is rendered first.
  const pagesOnRequest: Middleware = (req, res, next) => {
    let path: string;
    try {
      path = decodeURI(req.url?.split('?')[0] ?? '/');
    } catch {
      return next(); // serve answers a malformed address
    }
    // Only a deferred page waits for its turn: any other is served as it is, also during a
    // rebuild (pages open in a browser are written first and fetched while the rest renders).
    if (!rebuildChanged.isDeferred(path)) return next();
    // Asynchronous from here: what the later steps throw no longer reaches the server's own catch.
    renderRequested(path)
      .then(next)
      .catch((error: unknown) => {
        log(`${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`);
        if (res.headersSent) res.destroy();
        else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal server error\n');
      });
  };
  let server: RunningServer;
  try {
    server = await serveSite(outDir, {
      port: options.port,
      host: options.host,
      before: [live.endpoints, pagesOnRequest],
      // Same origin, so the site's `script-src 'self'` allows it.
      rewriteHtml: (html) => html.replace('</body>', '<script src="/__sitegen/client.js"></script></body>'),
      // Pages change on every rebuild; the reload must fetch the new one.
      htmlCacheControl: 'no-store',
      // A browser on the same machine: compressing each page it fetches after a rebuild took ~1-2 ms.
      compress: false,
    });
  } catch (error) {
    // The port is taken, say: nothing may keep the process alive (a render thread, esbuild's
    // contexts, a rebuild the scan started).
    bursts.close();
    await watcher.close();
    await running;
    await rebuildChanged.close();
    throw error;
  }

  return {
    ...server,
    idle: async () => {
      // Time for the watcher to report a change just written, then until it is built.
      await scanned;
      await new Promise((wake) => setTimeout(wake, 50));
      if (busy()) await new Promise<void>((wake) => quietWaiters.push(wake));
    },
    close: async () => {
      await watcher.close();
      bursts.close();
      await running;
      await rebuildChanged.close();
      settled();
      live.close();
      await server.close();
    },
  };
}
