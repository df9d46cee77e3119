import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageLinks } from './check-links.ts';
import type { RenderSetup } from './renderer.ts';
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
 * Render threads, one per core. Started before the site is loaded, so that loading their code
 * (TypeScript, React, the templates) overlaps with the main thread's loading and planning.
 */
export class RenderPool {
  private readonly workers: Worker[];
  private failed: Error | undefined;

  constructor(count = Math.max(1, availableParallelism())) {
    this.workers = Array.from({ length: count }, () => new Worker(new URL('./render-worker.mjs', import.meta.url)));
    // Until `render` listens, a thread that fails to start is remembered rather than thrown.
    for (const worker of this.workers) worker.on('error', (error) => (this.failed ??= error));
  }

  /**
   * Renders the routes on the threads, each taking the next batch when it finishes one, so a
   * slow batch does not hold the others up. Results come back in route order.
   */
  async render(setup: RenderSetup, routes: { index: number; route: Route }[], stagingDir: string | null): Promise<BatchResult> {
    const batches: { index: number; route: Route }[][] = [];
    for (let i = 0; i < routes.length; i += batchSize) batches.push(routes.slice(i, i + batchSize));
    const results: BatchResult[] = [];
    const active = this.workers.slice(0, Math.max(1, Math.min(this.workers.length, batches.length)));
    await Promise.all(active.map((worker) => new Promise<void>((resolve, reject) => {
      if (this.failed) return reject(this.failed);
      const sendNext = () => {
        const batch = batches.shift();
        if (batch) worker.postMessage({ type: 'batch', routes: batch } satisfies RenderMessage);
        else resolve();
      };
      worker.on('message', (result: BatchResult) => {
        results.push(result);
        sendNext();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (code !== 0) reject(new Error(`A render worker stopped with exit code ${code}.`));
      });
      worker.postMessage({ type: 'setup', setup, stagingDir } satisfies RenderMessage);
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
