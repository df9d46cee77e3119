import type { PageLinks } from '../check/check-links.ts';
import type { Translator } from '../i18n/i18n.ts';
import type { SiteData } from '../load/load-data.ts';
import type { PageRecord, PageRecords } from '../render/page-inputs.ts';
import type { RenderSetup } from '../render/render-route.ts';
import type { BuiltAssets } from '../assets/site-assets.ts';
import type { RebuildPlan } from './rebuild-plans.ts';

/** What the dev server's builder (incremental-build.ts) is asked, tells, and keeps between rebuilds. */

/** What one rebuild did, by output path. */
export interface RebuildResult {
  /** Pages rendered again (all of them on the first build or after a site-wide change). */
  rendered: string[];
  /** Pages whose route is gone, deleted. */
  removed: string[];
  /** Every file written: rendered pages, changed feeds, sitemap, assets, social cards. */
  written: string[];
  /** Whether everything was rebuilt (first build, data, strings, styles or images changed). */
  full: boolean;
  /** Stale pages left until requested (a big site: deferred-pages.ts). */
  deferred: number;
  /** Problems worth telling but not failing for, from the assets stage when it ran. */
  warnings: string[];
  ms: number;
}

export interface SiteState extends Omit<RebuildPlan, 'routes' | 'siteFiles'> {
  /** The assets as this rebuild made them (all of them, from their caches). */
  assets: BuiltAssets;
  /** The data and strings of the last rebuild: a deferred page is planned and rendered from them. */
  data: SiteData;
  translators: Map<string, Translator>;
  /** The brand the stylesheet was made with (its colour and font tokens come first in it). */
  brand: SiteData['brand'];
  /** Output path → what its page on disk was made from (render/page-inputs.ts). */
  pageKeys: Map<string, PageRecord>;
  /** The page records of the last rebuild's inputs (a deferred page is rendered with its data). */
  records: PageRecords;
  /** Links of the pages on disk and up to date. */
  links: Map<string, PageLinks>;
  /** Output path → hash of every other file last written (assets, cards, feeds, sitemap): only changed ones are written again. */
  files: Map<string, string>;
  /**
   * Pages left until a browser asks for them (deferred-pages.ts), by output path. Their routes
   * are not kept: each is planned when asked for (11,800 routes at 5,000 posts).
   */
  deferred: Set<string>;
  /** What the last rebuild rendered with, for the deferred pages. */
  setup: RenderSetup;
}

export interface RebuildOptions {
  /**
   * Template code changed: this process's template modules are out of date. Pages are rendered
   * from then on by a render thread that loads the templates as they are now (a new thread at
   * each template change); the site's data stays loaded here.
   */
  freshTemplates?: boolean;
  /**
   * Only styles changed since the last good rebuild (templates/styles/). Called with the new
   * stylesheet's URL path as soon as it is in the output, before anything else is done: open
   * pages can swap it while the pages that link it are still being made. The rest of the
   * rebuild waits for what it returns.
   */
  onStylesheet?: (href: string) => void | Promise<void>;
  /** URL paths of the pages open in a browser: rendered and written first, if stale. */
  openPages?: string[];
  /** Called with those of `openPages` written, once they are in the output; the other pages are keyed and rendered after what it returns. */
  onOpenPages?: (urlPaths: string[]) => void | Promise<void>;
}
