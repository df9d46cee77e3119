/**
 * A render thread's tasks, run by Tinypool (render-pool.ts): it loads shares of post files for
 * the load stage, and renders batches of routes with the same route renderer as the inline
 * executor, writes each page into the staging folder, and sends back only what the link check
 * needs.
 */
import { deserialize } from 'node:v8';
import { loadIslandRenderer } from '../../assets/island-renderer.ts';
import { loadPostFiles, type PostFileResult } from '../../load/load-posts.ts';
import { stagedPageWriter } from '../../output/write-output.ts';
import type { RenderOutcome } from '../render-outcome.ts';
import { createRouteRenderer, type RenderSetup, type RouteRenderer } from '../render-route.ts';
import type { LoadTask, RenderTask } from './render-pool.ts';

/** The renderer of the latest `render` call, made once from its setup; an earlier one is not needed again. */
let current: { setupId: number; renderer: Promise<RouteRenderer>; writePage: ((path: string, html: string) => number) | null } | undefined;

/** Resolves once the thread has loaded this code: the pool shares post files only with threads that have. */
export function started(): void {}

export function loadShare(task: LoadTask): Promise<PostFileResult[]> {
  return loadPostFiles(task.root, task.files, { blocking: true });
}

export async function renderBatch(task: RenderTask): Promise<RenderOutcome> {
  if (current?.setupId !== task.setupId) {
    const setup = deserialize(Buffer.from(task.setup)) as RenderSetup;
    const renderer = loadIslandRenderer(setup.islands.serverBundle).then((renderIsland) => createRouteRenderer(setup, renderIsland));
    current = { setupId: task.setupId, renderer, writePage: task.stagingDir === null ? null : stagedPageWriter(task.stagingDir) };
  }
  const { writePage } = current;
  const ready = await current.renderer;
  const result: RenderOutcome = { pages: [], failures: [], unknownKeys: [] };
  for (const route of task.routes) {
    const rendered = ready.render(route);
    if (!rendered.ok) {
      result.failures.push({ route: rendered.route, error: rendered.error });
      continue;
    }
    const { page } = rendered;
    // Synchronous: each core already renders on its own thread, and measured on this machine,
    // asynchronous writes only added contention (14 s against 11 s at 5,000 posts).
    const bytes = writePage ? writePage(page.path, page.html) : Buffer.byteLength(page.html);
    result.pages.push({ path: page.path, links: page.links, bytes, reads: page.reads });
  }
  result.unknownKeys = ready.unknownKeys();
  return result;
}
