import { stagedPageWriter, type Staging } from '../output/write-output.ts';
import type { Route } from '../routes/routes.ts';
import { assertRendered, type RenderOutcome } from './render-outcome.ts';
import { renderInline } from './render-inline.ts';
import type { RenderSetup } from './render-route.ts';
import type { RenderPool } from './threads/render-pool.ts';

/**
 * Renders every route, on the render threads when the build started them, else inline, and
 * writes the pages into staging (nothing when it is null: a dry run). Either way, any failure
 * or unknown string key stops the build here, before anything replaces the output.
 */
export async function renderPages(
  setup: RenderSetup,
  routes: Route[],
  pool: RenderPool | undefined,
  staging: Staging | null,
): Promise<RenderOutcome> {
  let outcome: RenderOutcome;
  if (pool) outcome = await pool.render(setup, routes, staging?.dir ?? null);
  else {
    // Each page goes to staging as soon as it is rendered, as the threads write theirs: a build
    // never holds every page in memory (a failed build discards staging as a whole).
    const writePage = staging ? stagedPageWriter(staging.dir) : undefined;
    outcome = await renderInline(setup, routes, (page) => writePage?.(page.path, page.html));
  }
  assertRendered(outcome);
  return outcome;
}
