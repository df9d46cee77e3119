/**
 * A render worker: receives the site data once, plans the same route table, then renders the
 * batches of route indices it is sent, writing each page into the staging folder and sending
 * back only what the link check needs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createRenderer, describeRoute, type RenderSetup } from './renderer.ts';
import { writeStagedPage } from './write-output.ts';
import { loadIslandRenderer } from './islands.ts';
import type { BatchResult } from './render-pool.ts';

const { setup, stagingDir } = workerData as { setup: RenderSetup; stagingDir: string | null };
// Messages sent before this resolves wait in the port's queue until the listener is attached.
const renderer = createRenderer(setup, await loadIslandRenderer(setup.islands.serverBundle));

parentPort!.on('message', (batch: number[]) => {
  const result: BatchResult = { pages: [], failures: [], unknownKeys: [] };
  for (const index of batch) {
    try {
      const page = renderer.render(index);
      // Synchronous: each core already renders on its own thread, and measured on this
      // machine, asynchronous writes only added contention (14 s against 11 s at 5,000 posts).
      if (stagingDir) writeStagedPage(stagingDir, page.path, page.html);
      result.pages.push({ index, links: page.links, bytes: Buffer.byteLength(page.html) });
    } catch (error) {
      result.failures.push({ index, route: describeRoute(renderer.routes[index]!), message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  result.unknownKeys = renderer.unknownKeys();
  parentPort!.postMessage(result);
});
