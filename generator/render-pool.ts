import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageLinks } from './check-links.ts';
import type { RenderSetup } from './renderer.ts';

export interface BatchResult {
  pages: { index: number; links: PageLinks; bytes: number }[];
  failures: { index: number; route: string; message: string }[];
  unknownKeys: string[];
}

const batchSize = 64;

/**
 * Renders route indices on worker threads, one per core: each worker takes the next batch when
 * it finishes one, so a slow batch does not hold the others up. Results come back in route order.
 */
export async function renderInWorkers(setup: RenderSetup, indices: number[], stagingDir: string | null, workerCount = Math.max(1, availableParallelism())): Promise<BatchResult> {
  const batches: number[][] = [];
  for (let i = 0; i < indices.length; i += batchSize) batches.push(indices.slice(i, i + batchSize));
  const results: BatchResult[] = [];
  const workers = Array.from({ length: Math.min(workerCount, batches.length) }, () =>
    new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { setup, stagingDir } }));
  try {
    await Promise.all(workers.map((worker) => new Promise<void>((resolve, reject) => {
      const sendNext = () => {
        const batch = batches.shift();
        if (batch) worker.postMessage(batch);
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
      sendNext();
    })));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  const byIndex = (a: { index: number }, b: { index: number }) => a.index - b.index;
  return {
    pages: results.flatMap((r) => r.pages).sort(byIndex),
    failures: results.flatMap((r) => r.failures).sort(byIndex),
    unknownKeys: [...new Set(results.flatMap((r) => r.unknownKeys))].sort(),
  };
}
