import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { keepLinkValue } from '../../check/check-links.ts';
import { loadPostFiles, type PostFile, type PostFileResult } from '../../load/load-posts.ts';
import type { Route } from '../../routes/routes.ts';
import { SiteError } from '../../errors.ts';
import { tuning } from '../../tuning.ts';
import type { RenderOutcome } from '../render-outcome.ts';
import type { RenderSetup } from '../render-route.ts';
import { bundleRenderWorker } from './worker-bundles.ts';
import { sourceMappedStack } from '../source-mapped-stack.ts';

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
   * the pool is usable at once: work handed to it waits for the threads, not the caller. A
   * `spare` thread, if given, becomes the first thread.
   */
  constructor(count = tuning.renderThreads, bundle: () => Promise<string> = bundleRenderWorker, spare?: Promise<SpareThread>) {
    const ahead = spare?.catch(() => undefined);
    this.threads = bundle().then(
      async (file) => {
        // A spare thread (dev) has its packages loaded already: it only loads the code.
        const thread = await ahead;
        return Array.from({ length: count }, (_, i) => (i === 0 && thread ? thread.adopt(file) : startThread(file)));
      },
      async (error: unknown) => {
        // No code for it (a syntax error in a template): the spare goes too.
        await (await ahead)?.terminate();
        throw error;
      },
    );
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
  // Node's source maps stay off: errors name the .tsx files, lines and columns through the map
  // beside the bundle, read when one happens (render/source-mapped-stack.ts).
  const start = `import(${JSON.stringify(pathToFileURL(file).href)});`;
  const worker = new Worker(start, { eval: true, resourceLimits: threadHeapLimits });
  return { worker, ready: readyOf(worker) };
}

/** A render thread started ahead, with its packages loaded: `adopt` gives it its code. */
export interface SpareThread {
  adopt(file: string): Thread;
  terminate(): Promise<void>;
}

/**
 * Starts a thread that loads the packages render code imports (`preload`, from
 * `renderWorkerBundler`) and other `modules` it will import (the islands' server bundle: ~40 ms
 * of a template edit), and then waits for the code itself. The dev server keeps one for the
 * next template edit, which then waits for esbuild and the templates' own code, not for a
 * thread to start and load React, marked and the sanitizer.
 */
export function startSpareThread(preload: string, modules: string[] = []): SpareThread {
  const start = [
    `const preloaded = Promise.all(${JSON.stringify([preload, ...modules].map((file) => pathToFileURL(file).href))}.map((url) => import(url).catch(() => {})));`,
    "require('node:worker_threads').parentPort.once('message', ({ file }) => preloaded.then(() => import(file)));",
  ].join('\n');
  const worker = new Worker(start, { eval: true, resourceLimits: threadHeapLimits });
  // Until adopted, a failure is nobody's concern: the pool that adopts it hears of it.
  const ignore = () => {};
  worker.on('error', ignore);
  return {
    adopt(file) {
      worker.off('error', ignore);
      const ready = readyOf(worker);
      worker.postMessage({ file: pathToFileURL(file).href });
      return { worker, ready };
    },
    terminate: async () => {
      await worker.terminate();
    },
  };
}

/** Settles when the thread's code says it listens ('ready'), or the thread fails first. */
function readyOf(worker: Worker): Promise<void> {
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (reply: ThreadReply) => (reply.type === 'ready' ? resolve() : reject(new Error(`A render thread sent "${reply.type}" before it had started.`))));
    worker.once('error', (error) => reject(explain(error)));
    worker.once('exit', (code) => reject(new Error(`A render thread stopped with exit code ${code} while starting.`)));
  });
  // Remembered rather than thrown until work is handed out (a failed start needs no listener yet).
  ready.catch(() => {});
  return ready;
}

/** A thread that ran out of heap says so in terms of the build, not of V8. */
function explain(error: Error): Error {
  if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_OUT_OF_MEMORY') {
    // Thrown as the thread loaded its code, say: its stack is in the bundle.
    if (error.stack) error.stack = sourceMappedStack(error.stack);
    return error;
  }
  return new SiteError(`A render thread needed more than its ${threadHeapLimits.maxOldGenerationSizeMb} MB of memory.`, {
    hint: 'Is a post or data file unusually large? Otherwise give the threads more with SITEGEN_THREAD_OLD_MB (tuning.ts).',
    cause: error,
  });
}
