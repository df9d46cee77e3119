import type { Route } from '../routes/routes.ts';
import { tuning } from '../tuning.ts';

/**
 * Which of a rebuild's stale pages `sitegen dev` renders at once and which it leaves until a
 * browser asks for them. A small site renders them all (the shipped site has 170 pages). A big
 * one would make every start and every template edit wait for thousands of pages nobody looks
 * at (11,809 at 5,000 posts, about half a minute here): it renders the stale pages that are
 * already on disk (pages that were asked for, likely open in a browser), up to the same limit,
 * and defers the rest, each rendered when it is requested (as Vite and Astro's dev servers do).
 */
export function splitStale(stale: Route[], onDisk: ReadonlyMap<string, unknown>, limit = tuning.devRenderAhead): { now: Route[]; later: Route[] } {
  if (stale.length <= limit) return { now: stale, later: [] };
  const now = stale.filter((route) => onDisk.has(route.outputPath)).slice(0, limit);
  const chosen = new Set(now);
  return { now, later: stale.filter((route) => !chosen.has(route)) };
}

/**
 * The output path a request for `urlPath` is served from, for the pages of `routes`: a page's
 * own path (`/mx/pricing/`) and its file (`/mx/pricing/index.html`).
 */
export function pagesByUrl(routes: Route[]): Map<string, string> {
  const byUrl = new Map<string, string>();
  for (const route of routes) {
    byUrl.set(`/${route.outputPath}`, route.outputPath);
    if (route.path.endsWith('/')) byUrl.set(route.path, route.outputPath);
  }
  return byUrl;
}
