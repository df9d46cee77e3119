import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { writeCachedModule } from './islands.ts';
import type { PageLinks } from './check-links.ts';
import type { RenderSetup } from './renderer.ts';
import type { LocalePost } from './blog-posts.ts';
import type { Post } from './load-posts.ts';
import type { Route } from './routes.ts';

export interface BatchResult {
  pages: { index: number; links: PageLinks; bytes: number }[];
  failures: { index: number; route: string; message: string }[];
  unknownKeys: string[];
}

/** What the main thread sends a render thread: the setup once, then batches of routes. */
export type RenderMessage =
  | { type: 'setup'; setup: RenderSetup; stagingDir: string | null }
  | { type: 'batch'; routes: { index: number; route: Route }[] };

/**
 * Routes per message: big enough that messaging costs little, small enough that the threads
 * finish together. A post's locale variants are adjacent in the route table, so a batch
 * usually holds all of them and renders the post's Markdown once.
 */
const batchSize = 64;

/**
 * The render thread's code as one ES module (the generator and templates bundled, packages
 * imported from node_modules). Measured on this machine, a thread loading it starts with about
 * 30 MB instead of 60 MB and sooner than one compiling the TypeScript sources itself.
 */
export async function bundleRenderWorker(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./render-worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
    legalComments: 'none',
  });
  return writeCachedModule('render-worker', result.outputFiles![0]!.contents);
}

/**
 * A route as a render thread receives it: the posts it lists (cards, related posts, the home
 * page's featured strip) without their Markdown, which only the page's own post needs. Each
 * message is a copy, and a list page of 12 posts carried 12 texts: at 5,000 posts that was
 * about 200 MB copied to the threads and thrown away there.
 */
function routeForRenderThread(route: Route, cards: (entry: LocalePost) => LocalePost): Route {
  const { content } = route;
  if (content.kind === 'post') return { ...route, content: { ...content, related: content.related.map(cards) } };
  if (content.kind === 'blogList') return { ...route, content: { ...content, posts: content.posts.map(cards) } };
  if (content.kind === 'home') return { ...route, content: { ...content, featured: content.featured.map(cards) } };
  return route;
}

/** Card copies of posts, made once per post. */
function cardMaker(): (entry: LocalePost) => LocalePost {
  const withoutText = new Map<Post, Post>();
  return (entry) => {
    let post = withoutText.get(entry.post);
    if (!post) withoutText.set(entry.post, (post = { ...entry.post, markdown: '' }));
    return { ...entry, post };
  };
}

const threadHeapLimits = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 256 };

/** Render threads, one per core (the main thread meanwhile only dispatches and collects). */
export class RenderPool {
  private readonly workers: Worker[];
  private failed: Error | undefined;

  constructor(workerFile: string, count = Math.max(1, availableParallelism())) {
    // Heap limits of each thread. A smaller young generation than V8's default: render garbage is
    // short-lived, and at 5,000 posts this kept peak memory about 80 MB lower. An old generation
    // of at most 256 MB: a thread keeps about 30 MB alive, but V8 let each grow to 110-130 MB
    // between full collections; under a limit it collects sooner. Peak memory at 5,000 posts
    // went from 470-490 MB to about 385 MB, with build times within the machine's noise.
    this.workers = Array.from({ length: count }, () => new Worker(workerFile, { resourceLimits: threadHeapLimits }));
    // Until `render` listens, a thread that fails to start is remembered rather than thrown.
    for (const worker of this.workers) worker.on('error', (error) => (this.failed ??= explain(error)));
  }

  /**
   * Renders the routes on the threads, each taking the next batch when it finishes one, so a
   * slow batch does not hold the others up. Results come back in route order.
   */
  async render(setup: RenderSetup, routes: { index: number; route: Route }[], stagingDir: string | null): Promise<BatchResult> {
    const batches: { index: number; route: Route }[][] = [];
    const cards = cardMaker();
    for (let i = 0; i < routes.length; i += batchSize) {
      batches.push(routes.slice(i, i + batchSize).map(({ index, route }) => ({ index, route: routeForRenderThread(route, cards) })));
    }
    const results: BatchResult[] = [];
    const active = this.workers.slice(0, Math.max(1, Math.min(this.workers.length, batches.length)));
    await Promise.all(active.map((worker) => new Promise<void>((resolve, reject) => {
      if (this.failed) return reject(this.failed);
      // Two batches in flight per thread: it starts the next while its last result travels back,
      // instead of idling for a round trip through the main thread's event loop.
      let inFlight = 0;
      const sendNext = () => {
        const batch = batches.shift();
        if (batch) {
          inFlight += 1;
          worker.postMessage({ type: 'batch', routes: batch } satisfies RenderMessage);
        } else if (inFlight === 0) resolve();
      };
      worker.on('message', (result: BatchResult) => {
        inFlight -= 1;
        results.push(result);
        sendNext();
      });
      worker.on('error', (error) => reject(explain(error)));
      worker.on('exit', (code) => {
        if (code !== 0) reject(new Error(`A render worker stopped with exit code ${code}.`));
      });
      worker.postMessage({ type: 'setup', setup, stagingDir } satisfies RenderMessage);
      sendNext();
      sendNext();
    })));
    const byIndex = (a: { index: number }, b: { index: number }) => a.index - b.index;
    return {
      pages: results.flatMap((r) => r.pages).sort(byIndex),
      failures: results.flatMap((r) => r.failures).sort(byIndex),
      unknownKeys: [...new Set(results.flatMap((r) => r.unknownKeys))].sort(),
    };
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/** A thread that ran out of heap says so in terms of the build, not of V8. */
function explain(error: Error): Error {
  if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_OUT_OF_MEMORY') return error;
  return new Error(`A render thread needed more than its ${threadHeapLimits.maxOldGenerationSizeMb} MB of memory (is a post or data file unusually large?).`, { cause: error });
}
