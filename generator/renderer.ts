import type { PageData } from '../templates/page-data.ts';
import { summarizeLinks, type PageLinks } from './check-links.ts';
import { createTranslator, type Translator } from './i18n.ts';
import type { SiteData } from './load-data.ts';
import { PageIndex } from './page-context.ts';
import { buildPageData } from './page-data.ts';
import { renderPage } from './render-page.ts';
import { buildRoutes, type Route } from './routes.ts';
import type { IslandRenderer, IslandScripts } from './islands.ts';

/** URL paths of the built assets: plain data, so it can be sent to a worker thread. */
export interface AssetRefs {
  stylesheet: string;
  favicon: string;
  logo: string;
  /** Social image path per locale id. */
  socialImages: Record<string, string>;
}

/** Everything rendering needs, as plain data (a worker thread receives it by structured clone). */
export interface RenderSetup {
  data: SiteData;
  assets: AssetRefs;
  /** The server bundle that renders islands, and each island's client scripts. */
  islands: { serverBundle: string; scripts: Record<string, IslandScripts> };
}

export function createTranslators(data: SiteData): Map<string, Translator> {
  const variables = { brand: data.site.brandName };
  return new Map([...data.strings.keys()].map((lang) => [lang, createTranslator(lang, data.strings, variables)]));
}

/**
 * Renders routes by their index in the full route table. The main thread passes the table it
 * already planned; a worker plans it again from the same data (a pure function: same order).
 */
export function createRenderer(setup: RenderSetup, renderIsland: IslandRenderer, planned?: { translators: Map<string, Translator>; routes: Route[] }) {
  const { data, assets } = setup;
  const translators = planned?.translators ?? createTranslators(data);
  const routes = planned?.routes ?? buildRoutes(data, translators);
  const index = new PageIndex(routes);
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
    renderIsland,
    islandScripts: setup.islands.scripts,
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
  return {
    routes,
    translators,
    render(routeIndex: number): { path: string; html: string; links: PageLinks } {
      const route = routes[routeIndex]!;
      const html = renderPage(route, deps);
      return { path: route.outputPath, html, links: summarizeLinks(route.outputPath, html) };
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
