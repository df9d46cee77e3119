import type { RenderPool } from '../render/threads/render-pool.ts';
import { buildRoutes, type Route } from '../routes/routes.ts';
import type { SiteState } from './rebuild-state.ts';
import { writePageBatch } from './write-batches.ts';
import { tuning } from '../tuning.ts';

/**
 * Which of a rebuild's stale pages `sitegen dev` renders at once and which it leaves until a
 * browser asks for them. A small site renders them all (the shipped site has 170 pages). A big
 * one would make every start and every template edit wait for thousands of pages nobody looks
 * at (11,809 at 5,000 posts, about half a minute here): it renders the stale pages that are
 * already on disk (pages that were asked for, likely open in a browser), up to the same limit,
 * and defers the rest, each rendered when it is requested (as Vite and Astro's dev servers do).
 */
export function splitStale(
  stale: Route[],
  onDisk: ReadonlyMap<string, unknown>,
  limit = tuning.devRenderAhead,
): { now: Route[]; later: Route[] } {
  if (stale.length <= limit) return { now: stale, later: [] };
  const now = stale.filter((route) => onDisk.has(route.outputPath)).slice(0, limit);
  const chosen = new Set(now);
  return { now, later: stale.filter((route) => !chosen.has(route)) };
}

/**
 * Renders the page `urlPath` asks for if it was deferred, with the data of the last rebuild
 * (`state`), and writes it; its links are checked like a rebuild's, against the last rebuild's
 * pages and files (a broken one: nothing is written). Returns the output path rendered, if any.
 */
export async function renderDeferredPage(
  state: SiteState,
  urlPath: string,
  outDir: string,
  pool: RenderPool | undefined,
): Promise<string | undefined> {
  const outputPath = state.byUrl.get(urlPath);
  if (outputPath === undefined || !state.deferred.has(outputPath)) return undefined;
  // Planned now, by its page id (as the whole table plans it).
  const planned = buildRoutes(state.data, state.translators, new Set([state.pageIds.get(outputPath)!]));
  await renderDeferredRoutes(
    state,
    planned.filter((candidate) => candidate.outputPath === outputPath),
    outDir,
    pool,
  );
  return outputPath;
}

/** Renders and writes deferred pages planned by the caller, in one batch, as a rebuild's last batch. */
export async function renderDeferredRoutes(state: SiteState, routes: Route[], outDir: string, pool: RenderPool | undefined): Promise<void> {
  const links = new Map(state.links);
  const { setup, otherFiles, outputPaths, contentFiles } = state;
  const batch = { outDir, setup, pool, links, otherFiles, outputPaths, contentFiles, first: false, others: [], last: true, removed: [] };
  const written = await writePageBatch({ ...batch, routes });
  state.links = links;
  const routeAt = new Map(routes.map((route) => [route.outputPath, route]));
  for (const { path, reads } of written) {
    state.pageKeys.set(path, state.records.recordOf(routeAt.get(path)!, reads));
    state.deferred.delete(path);
  }
}
