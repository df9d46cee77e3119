import type { ResponsiveImage } from '../../templates/components/picture.tsx';
import { postCardPath } from '../media/card-paths.ts';
import type { IslandRenderer } from '../assets/island-renderer.ts';
import type { IslandScripts } from '../assets/islands.ts';
import { summarizeLinks, type PageLinks } from '../check/check-links.ts';
import { createTranslators, type Translator } from '../i18n/i18n.ts';
import { memoizeWithReads, recordRead, recordReads, recordedFields } from './recorded-reads.ts';
import type { RenderData, SiteData } from '../load/load-data.ts';
import { renderMarkdown } from '../content/markdown.ts';
import type { Route } from '../routes/routes.ts';
import { buildPageData } from './build-page-data.ts';
import { staleStringKeys } from '../i18n/freshness.ts';
import { PageIndex } from './page-context.ts';
import { renderPage } from './render-page.ts';
import { serializeError, type SerializedError } from './serialized-error.ts';

/** URL paths of the built assets: plain data, so it can be sent to a worker thread. */
export interface AssetRefs {
  stylesheet: string;
  favicon: string;
  logo: string;
  /** Social image path per locale id. */
  socialImages: Record<string, string>;
  /** The images posts show, at every size (generator/media/). */
  images: Record<string, ResponsiveImage>;
  /** Each offered country's flag (`IL` → `/assets/flags/il.<hash>.png`), without the base path. */
  flags: Record<string, string>;
}

/** Everything rendering needs besides the routes, as plain data (a worker thread receives it by structured clone). */
export interface RenderSetup {
  data: RenderData;
  assets: AssetRefs;
  /** The server bundle that renders islands, and each island's client scripts. */
  islands: { serverBundle: string; scripts: Record<string, IslandScripts> };
  /** Where each page of each locale lives, for links between pages. */
  pagePaths: Map<string, string>;
}

export function renderDataOf(data: SiteData): RenderData {
  const { posts: _posts, ...rest } = data;
  return rest;
}

/** A rendered page: where it goes, its HTML, what the link check needs of it, and the inputs it read. */
export interface RenderedPage {
  path: string;
  html: string;
  links: PageLinks;
  reads: string[];
}

/**
 * The translators, each taken recorded as a read of the strings it translates from: its
 * language's and English, the fallback of every language.
 */
function recordedTranslators(translators: Map<string, Translator>): Map<string, Translator> {
  const recorded = new Map(translators);
  recorded.get = (lang: string) => {
    recordRead(`data:strings:${lang}`);
    recordRead('data:strings:en');
    return translators.get(lang);
  };
  return recorded;
}

/** What rendering one route gives: the page, or the error, serialized so it can cross threads. */
export type RouteResult = { ok: true; page: RenderedPage } | { ok: false; route: string; error: SerializedError };

/**
 * THE render function of the build: a route in, a complete page or a serialized error out.
 * Every path calls it the same way: the inline executor, each render thread, and the dev
 * server's rebuilds (after Docusaurus's ssgExecutor: one renderer, several executors).
 */
export function createRouteRenderer(setup: RenderSetup, renderIsland: IslandRenderer) {
  // What a page reads of these is recorded (recorded-reads.ts): its record says what it was made from.
  const data = recordedFields('data', setup.data);
  const assets = recordedFields('assets', setup.assets);
  const islands = recordedFields('islands', setup.islands);
  const translators = recordedTranslators(createTranslators(setup.data));
  const index = PageIndex.fromPaths(setup.pagePaths);
  const deps = {
    data,
    translators,
    index,
    pageData: memoizeWithReads((lang: string) => buildPageData(data, lang)),
    staleStrings: memoizeWithReads((lang: string) => staleStringKeys(data, lang)),
    get logoPath() {
      return assets.logo;
    },
    renderIsland: (name: string, props: object) => {
      recordRead('islands:serverBundle');
      return renderIsland(name, props);
    },
    get islandScripts() {
      return islands.scripts;
    },
    get images() {
      return assets.images;
    },
    get flags() {
      return assets.flags;
    },
    postHtml: (markdown: string) => renderMarkdown(markdown, assets.images).html,
    assets: (route: Route) => {
      const { t } = translators.get(route.locale.lang)!;
      // A post's page shares its own card (title, cover, brand); other pages their locale's.
      const post = route.content.kind === 'post' ? route.content.post : undefined;
      return {
        stylesheet: assets.stylesheet,
        favicon: assets.favicon,
        socialImage: `${data.site.siteUrl}${post ? postCardPath(post.lang, post.slug) : assets.socialImages[route.locale.id]}`,
        socialImageAlt: post ? post.title : t('meta.siteTagline'),
        feedTitle: t('blog.feedTitle'),
      };
    },
  };
  return {
    render(route: Route): RouteResult {
      try {
        const { value: html, reads } = recordReads(() => renderPage(route, deps));
        return { ok: true, page: { path: route.outputPath, html, links: summarizeLinks(route.outputPath, html), reads } };
      } catch (error) {
        return { ok: false, route: describeRoute(route), error: serializeError(error) };
      }
    },
    /** Keys templates asked for that no strings file has, as `lang: key`. */
    unknownKeys(): string[] {
      return [...translators.values()].flatMap((tr) => [...tr.unknownKeys].map((key) => `${tr.lang}: ${key}`));
    },
  };
}

export type RouteRenderer = ReturnType<typeof createRouteRenderer>;

/** Where rendering of one route failed, for the report of all failures. */
export function describeRoute(route: Route): string {
  return `${route.path} (${route.pageId}, ${route.locale.id})`;
}
