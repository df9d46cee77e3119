import { serialize } from 'node:v8';
import { Tinypool, type TinypoolWorker } from 'tinypool';
import { loadPostFiles, type PostFile, type PostFileResult } from '../../load/load-posts.ts';
import type { Route } from '../../routes/routes.ts';
import { SiteError } from '../../errors.ts';
import { tuning } from '../../tuning.ts';
import { keptOnce, type RenderOutcome } from '../render-outcome.ts';
import type { RenderSetup } from '../render-route.ts';
import { bundleRenderWorker } from './worker-bundles.ts';
import { sourceMappedStack } from '../source-mapped-stack.ts';

/** A share of post files for a thread to load (`loadShare` in render-worker.ts). */
export interface LoadTask {
  root: string;
  files: PostFile[];
}

/**
 * A batch of routes for a thread to render (`renderBatch`). The setup travels as bytes in
 * shared memory, the same for every batch of a `render` call: each thread deserializes it once
 * per `setupId` instead of receiving a copy with each batch.
 */
export interface RenderTask {
  setupId: number;
  setup: SharedArrayBuffer;
  stagingDir: string | null;
  routes: Route[];
}

const threadHeapLimits = { maxYoungGenerationSizeMb: tuning.threadYoungGenerationMb, maxOldGenerationSizeMb: tuning.threadOldGenerationMb };
let setups = 0;

/**
 * Render threads, one per core, run by Tinypool (as Docusaurus's ssgExecutor does). They load
 * post files (with the main thread, while they start) and render pages (the main thread
 * meanwhile only hands out batches and collects).
 */
export class RenderPool {
  private readonly pool: Promise<Tinypool>;
  /**
   * A thread that failed with no task of ours to reject (it failed loading its code) fails the
   * tasks in flight (`waiting`) and every task after them (`failure`). Not a promise raced with
   * each task: every race would leave a reaction on it, holding that task's result (each batch's
   * pages) until the pool is gone.
   */
  private failure: Error | undefined;
  private readonly waiting = new Set<(error: Error) => void>();

  /**
   * Starts the threads. Their code is bundled first (about 250 ms, in esbuild's own process);
   * the pool is usable at once: work handed to it waits for the threads, not the caller.
   */
  constructor(
    private readonly count = tuning.renderThreads,
    bundle: () => Promise<string> = bundleRenderWorker,
  ) {
    this.pool = bundle().then((filename) => {
      const pool = new Tinypool({
        filename,
        minThreads: count,
        maxThreads: count,
        resourceLimits: threadHeapLimits,
        // Two tasks in flight per thread: it starts the next while its last result travels
        // back, instead of idling for a round trip through the main thread's event loop.
        concurrentTasksPerWorker: 2,
      });
      // Tinypool emits it, rather than rejecting a task, when no task was on that thread (each
      // thread that fails: the first is reported).
      pool.on('error', (error: Error) => {
        this.failure ??= explain(error);
        for (const reject of this.waiting) reject(this.failure);
      });
      return pool;
    });
    // A failed bundle is reported when work is handed out, not as an unhandled rejection now.
    this.pool.catch(() => {});
  }

  /** Runs the worker's export `name` on a thread; its errors say where in the sources they come from. */
  private async run<T>(name: 'started' | 'loadShare' | 'renderBatch', task?: LoadTask | RenderTask): Promise<T> {
    const pool = await this.pool;
    if (this.failure) throw this.failure;
    return new Promise<T>((resolve, reject) => {
      this.waiting.add(reject);
      (pool.run(task, { name }) as Promise<T>)
        .then(resolve, (error: Error) => reject(explain(error)))
        .finally(() => this.waiting.delete(reject));
    });
  }

  /**
   * Loads post files in shares, on the threads and on the main thread: the main thread starts
   * at once, each thread joins once it has loaded its code, so no share waits for a thread
   * still starting; once the main thread has emptied the queue, nobody waits for those either.
   * Results come back in file order. Tests turn the main thread's part off, to see the
   * threads' results alone.
   */
  async loadPosts(
    root: string,
    files: PostFile[],
    options: { shareSize?: number; onMainThread?: boolean } = {},
  ): Promise<PostFileResult[]> {
    const { shareSize = tuning.loadShareSize, onMainThread = true } = options;
    const results = new Array<PostFileResult>(files.length);
    const queue: { start: number; files: PostFile[] }[] = [];
    for (let start = 0; start < files.length; start += shareSize) queue.push({ start, files: files.slice(start, start + shareSize) });
    const takeShares = async (load: (files: PostFile[]) => Promise<PostFileResult[]>) => {
      for (let share = queue.shift(); share; share = queue.shift()) {
        const { start } = share;
        (await load(share.files)).forEach((result, i) => (results[start + i] = result));
      }
    };
    const drained = onMainThread ? takeShares((share) => loadPostFiles(root, share)) : undefined;
    // Two takers per thread, as two tasks are in flight on each.
    const onThreads = Array.from({ length: this.count * 2 }, async () => {
      const started = this.run('started').then(() => true);
      started.catch(() => {}); // not awaited if the main thread finishes first
      if (await Promise.race(drained ? [started, drained.then(() => false)] : [started]))
        await takeShares((share) => this.run('loadShare', { root, files: share }));
    });
    await Promise.all([drained, ...onThreads]);
    return results;
  }

  /**
   * The thread executor: renders the routes on the threads in batches, each thread taking the
   * next batch when it finishes one, so a slow batch does not hold the others up. Each thread
   * runs the same `createRouteRenderer` as the inline executor and writes its pages into
   * `stagingDir` itself (nothing is written when it is null). Results come back in route order.
   */
  async render(setup: RenderSetup, routes: Route[], stagingDir: string | null): Promise<RenderOutcome> {
    const bytes = serialize(setup);
    const shared = new SharedArrayBuffer(bytes.length);
    new Uint8Array(shared).set(bytes);
    const setupId = (setups += 1);
    const batches: Promise<RenderOutcome>[] = [];
    for (let first = 0; first < routes.length; first += tuning.batchSize) {
      batches.push(
        this.run<RenderOutcome>('renderBatch', {
          setupId,
          setup: shared,
          stagingDir,
          routes: routes.slice(first, first + tuning.batchSize),
        }).then((outcome) => ({ ...outcome, pages: outcome.pages.map(keptOnce) })),
      );
    }
    const results = await Promise.all(batches);
    return {
      pages: results.flatMap((r) => r.pages),
      failures: results.flatMap((r) => r.failures),
      unknownKeys: [...new Set(results.flatMap((r) => r.unknownKeys))].sort(),
    };
  }

  /** Stops the threads, also one still writing into staging after another failed. */
  async close(): Promise<void> {
    const pool = await this.pool.catch(() => undefined);
    if (!pool) return;
    const threads = pool.threads;
    // Tinypool 2.2.0's destroy() waits for each thread's exit with events.once(), which, when a
    // thread fails meanwhile (a second one out of memory), calls removeListener on Tinypool's
    // thread wrapper, which has none: an uncaught TypeError. Given a no-op (the listener left is
    // a dying thread's), destroy() rejects instead, and every thread's exit is awaited here.
    for (const thread of threads as (TinypoolWorker & { removeListener?: () => void })[]) thread.removeListener ??= () => {};
    await pool.destroy().catch(() => {});
    await Promise.all(threads.map((thread) => thread.terminate()));
  }
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
