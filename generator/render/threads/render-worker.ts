/**
 * A render thread: loads shares of post files for the load stage, then receives the render
 * setup once and batches of routes, renders each with the same route renderer as the inline
 * executor, writes each page into the staging folder, and sends back only what the link check
 * needs.
 */
import { parentPort } from 'node:worker_threads';
import { loadIslandRenderer } from '../../assets/island-renderer.ts';
import { loadPostFiles } from '../../load/load-posts.ts';
import { stagedPageWriter } from '../../output/write-output.ts';
import { createRouteRenderer, type RouteRenderer } from '../render-route.ts';
import type { BatchResult, RenderMessage, ThreadReply } from './render-pool.ts';

let renderer: Promise<RouteRenderer> | undefined;
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
    renderer = loadIslandRenderer(setup.islands.serverBundle).then((renderIsland) => createRouteRenderer(setup, renderIsland));
    return;
  }
  // Batches sent while the setup is still loading wait for it, in order (one await each).
  const ready = await renderer!;
  const result: BatchResult = { first: message.first, pages: [], failures: [], unknownKeys: [] };
  for (const route of message.routes) {
    const rendered = ready.render(route);
    if (!rendered.ok) {
      result.failures.push({ route: rendered.route, error: rendered.error });
      continue;
    }
    const { page } = rendered;
    // Synchronous: each core already renders on its own thread, and measured on this machine,
    // asynchronous writes only added contention (14 s against 11 s at 5,000 posts).
    const bytes = writePage ? writePage(page.path, page.html) : Buffer.byteLength(page.html);
    result.pages.push({ path: page.path, links: page.links, bytes });
  }
  result.unknownKeys = ready.unknownKeys();
  reply({ type: 'rendered', ...result });
});

reply({ type: 'ready' });
