/**
 * A render thread: loads shares of post files for the load stage, then receives the render
 * setup once and batches of routes, writing each page into the staging folder and sending back
 * only what the link check needs.
 */
import { parentPort } from 'node:worker_threads';
import { loadIslandRenderer } from './island-renderer.ts';
import { PageIndex } from './page-context.ts';
import { loadPostFiles } from './load-posts.ts';
import type { BatchResult, RenderMessage, ThreadReply } from './render-pool.ts';
import { createRenderer, describeRoute, type Renderer } from './renderer.ts';
import { stagedPageWriter } from './write-output.ts';

let renderer: Promise<Renderer> | undefined;
let writePage: ((path: string, html: string) => number) | null = null;

const reply = (message: ThreadReply) => parentPort!.postMessage(message);

parentPort!.on('message', async (message: RenderMessage) => {
  if (message.type === 'load') {
    reply({ type: 'loaded', start: message.start, results: await loadPostFiles(message.root, message.files, { blocking: true }) });
    return;
  }
  if (message.type === 'setup') {
    writePage = message.stagingDir === null ? null : stagedPageWriter(message.stagingDir);
    const { setup } = message;
    renderer = loadIslandRenderer(setup.islands.serverBundle).then((renderIsland) => createRenderer(setup, renderIsland, PageIndex.fromPaths(setup.pagePaths)));
    return;
  }
  // Batches sent while the setup is still loading wait for it, in order (one await each).
  const ready = await renderer!;
  const result: BatchResult = { pages: [], failures: [], unknownKeys: [] };
  for (const { index, route } of message.routes) {
    try {
      const page = ready.render(route);
      // Synchronous: each core already renders on its own thread, and measured on this
      // machine, asynchronous writes only added contention (14 s against 11 s at 5,000 posts).
      const bytes = writePage ? writePage(page.path, page.html) : Buffer.byteLength(page.html);
      result.pages.push({ index, links: page.links, bytes });
    } catch (error) {
      result.failures.push({ index, route: describeRoute(route), message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  result.unknownKeys = ready.unknownKeys();
  reply({ type: 'rendered', ...result });
});

reply({ type: 'ready' });
