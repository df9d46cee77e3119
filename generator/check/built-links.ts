import type { OutputFile } from '../assets/assets.ts';
import { BrokenLinksError } from '../errors.ts';
import type { SiteData } from '../load/load-data.ts';
import { pagesToCheck, type BuildManifest, type RenderPlan } from '../output/build-cache.ts';
import type { RenderOutcome } from '../render/render-outcome.ts';
import { contentFilesOf, type Route } from '../routes/routes.ts';
import { findBrokenLinks, type BrokenLink } from './check-links.ts';
import { markdownLinkSummaries } from './markdown-links.ts';

/**
 * The links stage of `generate`: every page's links (the kept pages' from the build cache) are
 * checked against the pages and files of the whole site, or only the rendered pages' when the
 * kept pages' targets are sure to remain (`pagesToCheck`). A broken link fails the build,
 * naming the page and the content file it is made from. The llms.txt files and Markdown twins
 * are made anew in every build, so their links are always judged (read against the site URL of
 * the host holding each, for the full addresses llms.txt writes). Returns what was checked, for
 * the log.
 */
export function checkBuiltLinks(args: {
  plan: RenderPlan;
  rendered: RenderOutcome['pages'];
  previous: BuildManifest | undefined;
  extraFiles: OutputFile[];
  allRoutes: Route[];
  data: Pick<SiteData, 'locales' | 'site'>;
  everyLocale: boolean;
}): string {
  const { locales, site } = args.data;
  const otherFiles = new Set(args.extraFiles.map((file) => file.path));
  const rendered = args.rendered.map((page) => page.links);
  const judgedPages = pagesToCheck(args.plan, rendered, args.previous, otherFiles, args.everyLocale);
  const siteUrlOf = (path: string) =>
    locales.find((l) => l.outputFolder && l.siteUrl && path.startsWith(l.outputFolder))?.siteUrl ?? site.siteUrl;
  const markdown = markdownLinkSummaries(args.extraFiles, siteUrlOf);
  const judged = judgedPages && new Set([...judgedPages, ...markdown.map((file) => file.path)]);
  const pages = [...args.plan.reused.map((page) => page.links), ...rendered, ...markdown];
  const planned = new Set(args.allRoutes.map((route) => route.outputPath));
  const broken = withoutTwinRepeats(findBrokenLinks(pages, otherFiles, planned, locales, judged));
  if (broken.length > 0) throw new BrokenLinksError(broken, contentFilesOf(args.allRoutes));
  const files = `${markdown.length} llms.txt and Markdown file(s)`;
  return judgedPages
    ? `${judgedPages.size} rendered page(s) and ${files} checked; kept pages' targets all remain`
    : `${pages.length - markdown.length} pages and ${files} checked`;
}

/**
 * A twin is its page's text: a link broken in both is one mistake, named once, by the page (with
 * the content file to fix, as `sitegen dev` names it, which checks pages as it renders them). A
 * link broken in the twin alone is named by the twin.
 */
function withoutTwinRepeats(broken: BrokenLink[]): BrokenLink[] {
  const named = new Set(broken.map((link) => `${link.page}\u0000${link.target}`));
  return broken.filter(
    (link) => !(link.page.endsWith('index.md') && named.has(`${link.page.replace(/index\.md$/, 'index.html')}\u0000${link.target}`)),
  );
}
