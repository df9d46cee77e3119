import { loadIslandRenderer } from '../assets/island-renderer.ts';
import type { Route } from '../routes/routes.ts';
import { keptOnce, type RenderOutcome } from './render-outcome.ts';
import { createRouteRenderer, type RenderedPage, type RenderSetup } from './render-route.ts';

/** How long rendering holds this thread before the event loop gets a turn. */
const sliceMs = 20;

/**
 * The inline executor: renders routes on this thread, one after another, and hands each page
 * to `onPage`. For small sites (threads would cost more to start than they save) and for the
 * dev server's rebuilds. The render threads run the same `createRouteRenderer`. Every `sliceMs`
 * the event loop gets a turn: the dev server answers requests while a rebuild renders (an open
 * page fetching its swapped stylesheet waited 1.3 s for 170 pages), and page writes proceed.
 */
export async function renderInline(setup: RenderSetup, routes: Route[], onPage: (page: RenderedPage) => void): Promise<RenderOutcome> {
  const renderer = createRouteRenderer(setup, await loadIslandRenderer(setup.islands.serverBundle));
  const outcome: RenderOutcome = { pages: [], failures: [], unknownKeys: [] };
  let sliceStart = performance.now();
  for (const route of routes) {
    if (performance.now() - sliceStart > sliceMs) {
      await new Promise((resume) => setImmediate(resume));
      sliceStart = performance.now();
    }
    const result = renderer.render(route);
    if (!result.ok) {
      outcome.failures.push({ route: result.route, error: result.error });
      continue;
    }
    onPage(result.page);
    outcome.pages.push(
      keptOnce({ path: result.page.path, links: result.page.links, bytes: Buffer.byteLength(result.page.html), reads: result.page.reads }),
    );
  }
  outcome.unknownKeys = renderer.unknownKeys();
  return outcome;
}
