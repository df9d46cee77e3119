import type { OutputFile } from '../assets/assets.ts';
import { BrokenLinksError } from '../errors.ts';
import type { Locale } from '../load/schemas/locales.ts';
import { pagesToCheck, type BuildManifest, type RenderPlan } from '../output/build-cache.ts';
import type { RenderOutcome } from '../render/render-outcome.ts';
import { contentFilesOf, type Route } from '../routes/routes.ts';
import { findBrokenLinks } from './check-links.ts';

/**
 * The links stage of `generate`: every page's links (the kept pages' from the build cache) are
 * checked against the pages and files of the whole site, or only the rendered pages' when the
 * kept pages' targets are sure to remain (`pagesToCheck`). A broken link fails the build,
 * naming the page and the content file it is made from. Returns what was checked, for the log.
 */
export function checkBuiltLinks(args: {
  plan: RenderPlan;
  rendered: RenderOutcome['pages'];
  previous: BuildManifest | undefined;
  extraFiles: OutputFile[];
  allRoutes: Route[];
  locales: Locale[];
  everyLocale: boolean;
}): string {
  const otherFiles = new Set(args.extraFiles.map((file) => file.path));
  const rendered = args.rendered.map((page) => page.links);
  const judged = pagesToCheck(args.plan, rendered, args.previous, otherFiles, args.everyLocale);
  const pages = [...args.plan.reused.map((page) => page.links), ...rendered];
  const planned = new Set(args.allRoutes.map((route) => route.outputPath));
  const broken = findBrokenLinks(pages, otherFiles, planned, args.locales, judged);
  if (broken.length > 0) throw new BrokenLinksError(broken, contentFilesOf(args.allRoutes));
  return judged ? `${judged.size} rendered page(s) checked; kept pages' targets all remain` : `${pages.length} pages checked`;
}
