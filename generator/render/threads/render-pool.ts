import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { bundleKey, cacheDir, cachedFile, writeCachedFile } from '../../assets/islands.ts';
import { keepLinkValue } from '../../check/check-links.ts';
import { loadPostFiles, type PostFile, type PostFileResult } from '../../load/load-posts.ts';
import type { Route } from '../../routes/routes.ts';
import { SiteError } from '../../errors.ts';
import { tuning } from '../../tuning.ts';
import type { RenderOutcome } from '../render-outcome.ts';
import type { RenderSetup } from '../render-route.ts';

/** What a thread sends back for a batch: its pages' summaries, failures and unknown keys, in route order. */
export type BatchResult = RenderOutcome & { first: number };

/**
 * What the main thread sends a render thread: shares of post files to load, then the render
 * setup once and batches of routes.
 */
export type RenderMessage =
  | { type: 'load'; root: string; start: number; files: PostFile[] }
  | { type: 'setup'; setup: RenderSetup; stagingDir: string | null }
  | { type: 'batch'; first: number; routes: Route[] };

/** What a render thread sends back: that it has started, a loaded share, a rendered batch. */
export type ThreadReply =
  | { type: 'ready' }
  | { type: 'loaded'; start: number; results: PostFileResult[] }
  | ({ type: 'rendered' } & BatchResult);

/**
 * The render thread's code as one ES module: the generator, the templates and the packages they
 * use (React, marked, i18next, zod, the front-matter parser, the sanitizer). Measured on this
 * machine, a thread starts in about 200 ms from one file, against 430 ms resolving and reading
 * the packages' files one by one, and with about 30 MB instead of the 60 MB of a thread that
 * compiles the TypeScript sources itself.
 *
 * Bundling takes about 250 ms, so the bundle is kept under the key of the code that goes into
 * it (`bundleKey`): a build made after another with the same code starts its threads that
 * much sooner.
 */
export function bundleRenderWorker(): Promise<string> {
  const file = join(cacheDir, `render-worker-${bundleKey()}.mjs`);
  return cachedFile(file, async () => {
    const result = await esbuild.build(workerBuildOptions(file));
    return result.outputFiles![0]!.contents;
  });
}

/**
 * The same bundle, remade after each template edit by one esbuild context that stays open
 * (esbuild re-reads only the files that changed): for `sitegen dev`, where a template edit
 * otherwise waited about 0.7 s for the whole bundle here.
 */
export function renderWorkerBundler(): { bundle(): Promise<string>; dispose(): Promise<void> } {
  let context: Promise<esbuild.BuildContext<esbuild.BuildOptions & { write: false }>> | undefined;
  let previous: string | undefined;
  // Built for the cache folder, where a thread's source map paths lead back to the sources.
  const outfile = join(cacheDir, 'render-worker-dev.mjs');
  return {
    async bundle() {
      // Packages stay in node_modules: bundling them in again at each edit was most of its time.
      context ??= esbuild.context({ ...workerBuildOptions(outfile), packages: 'external' });
      const result = await (await context).rebuild();
      // Each bundle gets a name of its own (a thread imports a file once per name); the last
      // one goes, its thread has long loaded it: 200 edits must not leave 200 bundles behind.
      const file = await writeCachedFile(join(cacheDir, `render-worker-dev-${bundleKey()}.mjs`), result.outputFiles![0]!.contents);
      if (previous && previous !== file) await rm(previous, { force: true });
      previous = file;
      return file;
    },
    async dispose() {
      await (await context)?.dispose();
      if (previous) await rm(previous, { force: true });
    },
  };
}

function workerBuildOptions(outfile: string) {
  return {
    // Where the file will be, so the source map's paths lead back to the sources from there.
    outfile,
    entryPoints: [fileURLToPath(new URL('./render-worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    legalComments: 'none',
    // Errors on a thread name the sources: the worker turns source maps on.
    sourcemap: 'inline',
    // The CommonJS packages bundled in (React, the sanitizer) load Node's own modules with
    // `require`, which an ES module lacks until it makes one.
    banner: { js: "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);" },
  } satisfies esbuild.BuildOptions & { write: false };
}

const threadHeapLimits = { maxYoungGenerationSizeMb: tuning.threadYoungGenerationMb, maxOldGenerationSizeMb: tuning.threadOldGenerationMb };

interface Thread {
  worker: Worker;
  /** Settles when the thread has loaded its code and listens, or has failed to. */
  ready: Promise<void>;
}

/**
 * Render threads, one per core. They load post files (with the main thread, while they start)
 * and render pages (the main thread meanwhile only dispatches and collects).
 */
export class RenderPool {
  private readonly threads: Promise<Thread[]>;

  /**
   * Starts the threads. Their code is bundled first (about 250 ms, in esbuild's own process);
   * the pool is usable at once: work handed to it waits for the threads, not the caller.
   */
  constructor(count = tuning.renderThreads, bundle: () => Promise<string> = bundleRenderWorker) {
    this.threads = bundle().then((file) => Array.from({ length: count }, () => startThread(file)));
    // A failed bundle is reported when work is handed out, not as an unhandled rejection now.
    this.threads.catch(() => {});
  }

  /**
   * Loads post files in shares, on the threads and on the main thread: the main thread starts
   * at once, each thread joins once it has loaded its code. Results come back in file order.
   * Tests turn the main thread's part off, to see the threads' results alone.
   */
  async loadPosts(root: string, files: PostFile[], options: { shareSize?: number; onMainThread?: boolean } = {}): Promise<PostFileResult[]> {
    const { shareSize = tuning.loadShareSize, onMainThread = true } = options;
    const results = new Array<PostFileResult>(files.length);
    const queue: Extract<RenderMessage, { type: 'load' }>[] = [];
    for (let start = 0; start < files.length; start += shareSize) queue.push({ type: 'load', root, start, files: files.slice(start, start + shareSize) });
    const store = (reply: ThreadReply) => {
      if (reply.type === 'loaded') reply.results.forEach((result, i) => (results[reply.start + i] = result));
    };
    let drained = () => {};
    const mainDrained = new Promise<void>((resolve) => (drained = resolve));
    const onThreads = this.shareOut(queue, store, undefined, onMainThread ? mainDrained : undefined);
    const onMain = (async () => {
      if (!onMainThread) return;
      for (let share = queue.shift(); share; share = queue.shift()) store({ type: 'loaded', start: share.start, results: await loadPostFiles(root, share.files) });
      drained();
    })();
    await Promise.all([onThreads, onMain]);
    return results;
  }

  /**
   * The thread executor: renders the routes on the threads, each taking the next batch when it
   * finishes one, so a slow batch does not hold the others up. Each thread runs the same
   * `createRouteRenderer` as the inline executor and writes its pages into `stagingDir`
   * itself (nothing is written when it is null). Results come back in route order.
   */
  async render(setup: RenderSetup, routes: Route[], stagingDir: string | null): Promise<RenderOutcome> {
    const queue: RenderMessage[] = [];
    for (let first = 0; first < routes.length; first += tuning.batchSize) queue.push({ type: 'batch', first, routes: routes.slice(first, first + tuning.batchSize) });
    const results: BatchResult[] = [];
    await this.shareOut(queue, (reply) => {
      if (reply.type !== 'rendered') return;
      // Each page brings its own copies of the same navigation and footer links: kept once.
      for (const { links } of reply.pages) {
        links.ids = links.ids.map(keepLinkValue);
        links.links = links.links.map(keepLinkValue);
      }
      results.push(reply);
    }, { type: 'setup', setup, stagingDir });
    results.sort((a, b) => a.first - b.first);
    return {
      pages: results.flatMap((r) => r.pages),
      failures: results.flatMap((r) => r.failures),
      unknownKeys: [...new Set(results.flatMap((r) => r.unknownKeys))].sort(),
    };
  }

  /**
   * Hands out the queue's messages to the threads until the queue is empty and every reply is
   * in. A thread takes work only once it has started, so work shared with the main thread is
   * never held by a thread still loading its code; and once the main thread has emptied the
   * queue (`drained`), nobody waits for threads still starting.
   */
  private async shareOut(queue: RenderMessage[], onReply: (reply: ThreadReply) => void, opening?: RenderMessage, drained?: Promise<void>): Promise<void> {
    const whenDrained = drained ?? new Promise<never>(() => {});
    const threads = await Promise.race([this.threads, whenDrained.then((): Thread[] => [])]);
    await Promise.all(threads.map(async ({ worker, ready }) => {
      const started = await Promise.race([ready.then(() => true), whenDrained.then(() => false)]);
      if (started) await feed(worker, queue, onReply, opening);
    }));
  }

  async close(): Promise<void> {
    const threads = await this.threads.catch(() => []);
    await Promise.all(threads.map(({ worker }) => worker.terminate()));
  }
}

/**
 * Feeds one thread from the shared queue, taking the next message each time a reply comes back,
 * until the queue is empty and its replies are in. `opening` (the render setup) goes first.
 */
function feed(worker: Worker, queue: RenderMessage[], onReply: (reply: ThreadReply) => void, opening?: RenderMessage): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    // Two messages in flight per thread: it starts the next while its last result travels
    // back, instead of idling for a round trip through the main thread's event loop.
    let inFlight = 0;
    const sendNext = () => {
      const message = queue.shift();
      if (message) {
        inFlight += 1;
        worker.postMessage(message);
      } else if (inFlight === 0) {
        stop();
        resolve();
      }
    };
    const onMessage = (reply: ThreadReply) => {
      inFlight -= 1;
      onReply(reply);
      sendNext();
    };
    const onError = (error: Error) => {
      stop();
      reject(explain(error));
    };
    const onExit = (code: number) => {
      stop();
      reject(new Error(`A render thread stopped with exit code ${code}.`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    if (opening && queue.length > 0) worker.postMessage(opening);
    sendNext();
    sendNext();
  });
}

function startThread(file: string): Thread {
  // Source maps are turned on before the bundle loads (Node reads a module's map as it loads
  // it), so errors on the thread name the .tsx files, lines and columns.
  const start = `process.setSourceMapsEnabled(!process.env.NOMAP); import(${JSON.stringify(pathToFileURL(file).href)});`;
  const worker = new Worker(start, { eval: true, resourceLimits: threadHeapLimits });
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (reply: ThreadReply) => (reply.type === 'ready' ? resolve() : reject(new Error(`A render thread sent "${reply.type}" before it had started.`))));
    worker.once('error', (error) => reject(explain(error)));
    worker.once('exit', (code) => reject(new Error(`A render thread stopped with exit code ${code} while starting.`)));
  });
  // Remembered rather than thrown until work is handed out (a failed start needs no listener yet).
  ready.catch(() => {});
  return { worker, ready };
}

/** A thread that ran out of heap says so in terms of the build, not of V8. */
function explain(error: Error): Error {
  if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_OUT_OF_MEMORY') return error;
  return new SiteError(`A render thread needed more than its ${threadHeapLimits.maxOldGenerationSizeMb} MB of memory.`, {
    hint: 'Is a post or data file unusually large? Otherwise give the threads more with SITEGEN_THREAD_OLD_MB (tuning.ts).',
    cause: error,
  });
}
