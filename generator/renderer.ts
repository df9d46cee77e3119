import type { PageData } from '../templates/page-data.ts';
import { linkValueKeeper, summarizeLinks, type PageLinks } from './check-links.ts';
import { createTranslator, type Translator } from './i18n.ts';
import type { SiteData } from './load-data.ts';
import type { Post } from './load-posts.ts';
import type { PageIndex } from './page-context.ts';
import { buildPageData } from './page-data.ts';
import { renderMarkdown } from './markdown.ts';
import { localeMarkupCache, renderPage } from './render-page.ts';
import type { Route } from './routes.ts';
import type { IslandRenderer } from './island-renderer.ts';
import type { IslandScripts } from './islands.ts';
import { cachingIslandRenderer } from './island-cache.ts';
import { localeTemplateCache, type LocaleTemplateRenderer } from './locale-template.ts';

/** URL paths of the built assets: plain data, so it can be sent to a worker thread. */
export interface AssetRefs {
  stylesheet: string;
  favicon: string;
  logo: string;
  /** Social image path per locale id. */
  socialImages: Record<string, string>;
}

/** Everything rendering needs besides the routes, as plain data (a worker thread receives it by structured clone). */
export interface RenderSetup {
  /** Site data; `posts` may be left empty: each post route carries the posts it shows. */
  data: SiteData;
  assets: AssetRefs;
  /** The server bundle that renders islands, and each island's client scripts. */
  islands: { serverBundle: string; scripts: Record<string, IslandScripts> };
  /** Where each page of each locale lives, for links between pages. */
  pagePaths: Map<string, string>;
}

export function createTranslators(data: SiteData): Map<string, Translator> {
  const variables = { brand: data.site.brandName };
  return new Map([...data.strings.keys()].map((lang) => [lang, createTranslator(lang, data.strings, variables)]));
}

/**
 * Renders routes to complete pages; the same on the main thread and on a render thread.
 * `localeTemplate` is replaceable so a test can render every component directly and compare.
 */
export function createRenderer(setup: RenderSetup, renderIsland: IslandRenderer, index: PageIndex, translators = createTranslators(setup.data), localeTemplate: LocaleTemplateRenderer = localeTemplateCache()) {
  const { data, assets } = setup;
  const islands = cachingIslandRenderer(renderIsland);
  const pageDataCache = new Map<string, PageData>();
  const pageData = (lang: string) => {
    let value = pageDataCache.get(lang);
    if (!value) pageDataCache.set(lang, (value = buildPageData(data, lang)));
    return value;
  };
  const deps = {
    data,
    translators,
    index,
    pageData,
    logoPath: assets.logo,
    renderIsland: islands.render,
    islandElement: islands.element,
    islandScripts: setup.islands.scripts,
    // Rendered when its page is, on whichever thread renders it; a post's locale variants share
    // a batch, and renderMarkdown keeps recent results, so each body is rendered about once.
    postHtml: (post: Post) => renderMarkdown(post.markdown).html,
    localeMarkup: localeMarkupCache(),
    localeTemplate,
    assets: (route: Route) => {
      const { t } = translators.get(route.locale.lang)!;
      return {
        stylesheet: assets.stylesheet,
        favicon: assets.favicon,
        socialImage: `${data.site.siteUrl}${assets.socialImages[route.locale.id]}`,
        socialImageAlt: t('meta.siteTagline'),
        feedTitle: t('blog.feedTitle'),
      };
    },
  };
  const keepLinkValue = linkValueKeeper();
  return {
    render(route: Route): { path: string; html: string; links: PageLinks } {
      const html = renderPage(route, deps);
      return { path: route.outputPath, html, links: summarizeLinks(route.outputPath, html, keepLinkValue) };
    },
    /** Keys templates asked for that no strings file has. */
    unknownKeys(): string[] {
      return [...translators.values()].flatMap((tr) => [...tr.unknownKeys].map((key) => `${tr.lang}: ${key}`));
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;

/** Where rendering of one route failed, for the report of all failures. */
export function describeRoute(route: Route): string {
  return `${route.path} (${route.pageId}, ${route.locale.id})`;
}
