import type { HeadTag } from './html.ts';
import { localeUrl } from '../i18n/locale-graph.ts';
import { serializeJsonForScript } from './html.ts';
import type { Route } from '../routes/routes.ts';
import type { Site } from '../load/schemas/site.ts';
import type { Locale } from '../load/schemas/locales.ts';
import { hasMarkdownTwin, markdownTwinPath } from '../output/markdown-twins.ts';

/** Files the head refers to, as URL paths (content-hashed where they can change). */
export interface HeadAssets {
  stylesheet: string;
  favicon: string;
  /** Absolute URL of the locale's 1200x630 social image. */
  socialImage: string;
  socialImageAlt: string;
  /** Title of the locale's RSS feed. */
  feedTitle: string;
}

export const socialImageSize = { width: 1200, height: 630 } as const;

/**
 * Every tag of a page's `<head>`, as data, in a fixed order. A pure function of the route:
 * canonical and alternates were planned in the route table.
 */
export function buildHeadTags(args: {
  route: Route;
  site: Site;
  locales: Locale[];
  assets: HeadAssets;
  structuredData: Record<string, unknown>[];
  /** The browser's toolbar colour on phones: the brand's accent (data/brand.json). */
  themeColor: string;
  /** Island scripts the page uses; shared chunks are preloaded once. */
  scripts?: { script: string; preloads: string[] }[];
}): HeadTag[] {
  const { route, site, assets } = args;
  // Asset paths are the site's (`/assets/…`); under a base path the URL has it in front.
  const base = route.locale.basePath ?? '';
  const tags: HeadTag[] = [
    { tag: 'meta', attributes: { charset: 'utf-8' } },
    { tag: 'meta', attributes: { name: 'viewport', content: 'width=device-width, initial-scale=1' } },
    { tag: 'title', attributes: {}, content: route.title },
    { tag: 'meta', attributes: { name: 'description', content: route.description } },
    { tag: 'meta', attributes: { name: 'keywords', content: route.keywords } },
  ];
  if (!route.indexable) {
    tags.push({ tag: 'meta', attributes: { name: 'robots', content: route.fallback ? 'follow' : 'noindex, follow' } });
  }
  if (route.canonical) tags.push({ tag: 'link', attributes: { rel: 'canonical', href: route.canonical } });
  for (const alternate of route.alternates) {
    tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href } });
  }
  const pageUrl = route.canonical ?? localeUrl(route.locale, site, route.path);
  tags.push(
    { tag: 'meta', attributes: { property: 'og:type', content: route.article ? 'article' : 'website' } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: site.brandName } },
    { tag: 'meta', attributes: { property: 'og:title', content: route.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: route.description } },
    { tag: 'meta', attributes: { property: 'og:url', content: pageUrl } },
    { tag: 'meta', attributes: { property: 'og:locale', content: route.locale.ogLocale } },
  );
  for (const alternate of args.locales) {
    if (alternate.id !== route.locale.id && route.alternates.some((a) => a.hreflang === alternate.hreflang)) {
      tags.push({ tag: 'meta', attributes: { property: 'og:locale:alternate', content: alternate.ogLocale } });
    }
  }
  if (route.article) {
    tags.push(
      { tag: 'meta', attributes: { property: 'article:published_time', content: route.article.publishedTime } },
      { tag: 'meta', attributes: { property: 'article:modified_time', content: route.article.modifiedTime } },
      { tag: 'meta', attributes: { property: 'article:author', content: route.article.author } },
      { tag: 'meta', attributes: { property: 'article:section', content: route.article.section } },
      ...route.article.tags.map((tag): HeadTag => ({ tag: 'meta', attributes: { property: 'article:tag', content: tag } })),
    );
  }
  tags.push(
    { tag: 'meta', attributes: { property: 'og:image', content: assets.socialImage } },
    { tag: 'meta', attributes: { property: 'og:image:type', content: 'image/png' } },
    { tag: 'meta', attributes: { property: 'og:image:width', content: String(socialImageSize.width) } },
    { tag: 'meta', attributes: { property: 'og:image:height', content: String(socialImageSize.height) } },
    { tag: 'meta', attributes: { property: 'og:image:alt', content: assets.socialImageAlt } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attributes: { name: 'twitter:title', content: route.title } },
    { tag: 'meta', attributes: { name: 'twitter:description', content: route.description } },
    { tag: 'meta', attributes: { name: 'twitter:image', content: assets.socialImage } },
    { tag: 'meta', attributes: { name: 'theme-color', content: args.themeColor } },
    { tag: 'link', attributes: { rel: 'icon', href: `${base}${assets.favicon}`, type: 'image/svg+xml' } },
    { tag: 'link', attributes: { rel: 'stylesheet', href: `${base}${assets.stylesheet}` } },
    { tag: 'link', attributes: { rel: 'alternate', type: 'application/rss+xml', title: assets.feedTitle, href: route.feedPath } },
  );
  // The page's text as Markdown, for assistants and answer engines (issue 43): posts and content pages the locale publishes as its own.
  if (hasMarkdownTwin(route))
    tags.push({ tag: 'link', attributes: { rel: 'alternate', type: 'text/markdown', href: markdownTwinPath(route) } });
  // Islands enhance complete server HTML, so their scripts are fetched at low priority: on a
  // slow connection the stylesheet and the document get the bandwidth for the first paint.
  const scripts = args.scripts ?? [];
  for (const preload of [...new Set(scripts.flatMap((s) => s.preloads))].sort()) {
    tags.push({ tag: 'link', attributes: { rel: 'modulepreload', href: `${base}${preload}`, fetchpriority: 'low' } });
  }
  for (const { script } of scripts)
    tags.push({ tag: 'script', attributes: { type: 'module', src: `${base}${script}`, fetchpriority: 'low' }, content: '' });
  for (const block of args.structuredData) {
    tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, content: serializeJsonForScript(block) });
  }
  return tags;
}
