import type { SiteData } from '../load/load-data.ts';
import type { ContentPage } from '../load/load-pages.ts';
import type { FooterColumn } from '../load/schemas/page.ts';
import type { Locale } from '../load/schemas/locales.ts';
import type { Translator } from '../i18n/i18n.ts';
import { localeUrl, localizePath, outputPathFor } from '../i18n/locale-graph.ts';
import { ContentError, type ContentProblem } from '../errors.ts';
import { pageDefinitions } from './page-definitions.ts';
import type { Alternate, Route } from './route-types.ts';
import { isStaleTranslation } from '../i18n/freshness.ts';

/** Route page id of a content page: its own namespace, so `about` never shadows a fixed page id. */
export const contentPageId = (slug: string) => `page/${slug}`;
export const isContentPageId = (pageId: string) => pageId.startsWith(contentPageId(''));

/** The page a locale shows for a slug: its language's file, else the English one (a fallback). */
function pageFor(pages: ContentPage[], slug: string, lang: string): ContentPage {
  return pages.find((page) => page.slug === slug && page.lang === lang) ?? pages.find((page) => page.slug === slug && page.lang === 'en')!;
}

/**
 * What stands beside the text comes from the English page, as the menu placement does: a
 * translation cannot leave the About page's key figures out (or add them).
 */
function withLayoutOf(english: ContentPage | undefined, page: ContentPage): ContentPage {
  if (!english || english.aside === page.aside) return page;
  const { aside: _ignored, ...rest } = page;
  return english.aside ? { ...rest, aside: english.aside } : rest;
}

/**
 * First path segments a content page may not take: the fixed pages', the blog's, the asset
 * folders' and the locale prefixes (a page `/il/` in the global site would be Israel's home).
 */
function reservedSegments(data: SiteData): Set<string> {
  const fixed = pageDefinitions.map((page) => page.path.split('/')[1]!.replace(/\.html$/, '')).filter(Boolean);
  return new Set([...fixed, 'blog', 'assets', 'images', 'og', ...data.locales.map((locale) => locale.prefix).filter(Boolean)]);
}

/**
 * One route per content page and locale, like the legal pages: `/<slug>/` with the locale's
 * prefix, in the locale's language where the file exists, else the English text as a fallback
 * (canonical to the original, no hreflang, not in the sitemap: DECISIONS.md "Search engines").
 */
export function buildContentPageRoutes(data: SiteData, translators: Map<string, Translator>): Route[] {
  const { site, locales, defaultLocale, pages } = data;
  const reserved = reservedSegments(data);
  const clashes: ContentProblem[] = pages
    .filter((page) => reserved.has(page.slug))
    .map((page) => ({
      file: page.file,
      field: '',
      message: `"/${page.slug}/" is an address the site already uses`,
      hint: `rename the file: ${[...reserved].sort().join(', ')} are taken`,
    }));
  if (clashes.length > 0) throw new ContentError(clashes, 'planning routes');

  const routes: Route[] = [];
  const slugs = [...new Set(pages.map((page) => page.slug))].sort();
  for (const slug of slugs) {
    const pagePath = `/${slug}/`;
    const url = (locale: Locale) => localeUrl(locale, site, localizePath(locale, pagePath));
    const variants = locales.map((locale) => {
      const page = pageFor(pages, slug, locale.lang);
      return { locale, page, fallback: page.lang !== locale.lang };
    });
    const english = pages.find((page) => page.slug === slug && page.lang === 'en');
    const alternates: Alternate[] = [
      ...variants.filter((v) => !v.fallback).map((v) => ({ hreflang: v.locale.hreflang, href: url(v.locale) })),
      { hreflang: 'x-default', href: url(defaultLocale) },
    ];
    for (const { locale, page, fallback } of variants) {
      const t = translators.get(locale.lang)!.t;
      const path = localizePath(locale, pagePath);
      routes.push({
        pageId: contentPageId(slug),
        locale,
        path,
        outputPath: outputPathFor(path, locale),
        template: 'contentPage',
        content: { kind: 'contentPage', page: withLayoutOf(english, page) },
        contentLang: page.lang,
        fallback,
        indexable: !fallback && !page.status,
        // "About ReviewNudge" needs no "– ReviewNudge" after it.
        title: page.title.includes(site.brandName) ? page.title : `${page.title} – ${site.brandName}`,
        description: page.description,
        keywords: t('meta.keywords'),
        canonical: fallback ? url(defaultLocale) : url(locale),
        alternates: fallback ? [] : alternates,
        breadcrumbs: [
          { name: t('common.home'), path: localizePath(locale, '/') },
          { name: page.title, path, ...(fallback ? { lang: page.lang } : {}) },
        ],
        feedPath: localizePath(locale, '/blog/feed.xml'),
        ...(page.status ? { status: page.status } : {}),
        ...(!fallback && isStaleTranslation(page, english) ? { staleTranslation: true as const } : {}),
      });
    }
  }
  return routes;
}

/** A content page's link in the header or a footer column, as one locale shows it. */
export interface NavEntry {
  pageId: string;
  menu: 'header' | 'footer';
  column: FooterColumn;
  order: number;
  label: string;
  /** The label's language when it is not the locale's (the English page shown as a fallback). */
  lang?: string;
}

/** The navigation entries of a locale's language, ordered by `order`, then slug. */
export function navEntriesFor(pages: ContentPage[], lang: string): NavEntry[] {
  const slugs = [...new Set(pages.filter((page) => page.nav).map((page) => page.slug))].sort();
  return slugs
    .map((slug) => {
      const page = pageFor(pages, slug, lang);
      // Placement comes from the English page, so a translation cannot move it to another menu.
      const nav = pageFor(pages, slug, 'en').nav ?? page.nav!;
      const label = page.nav?.label ?? page.title;
      return {
        pageId: contentPageId(slug),
        menu: nav.menu,
        column: nav.column ?? 'company',
        order: nav.order,
        label,
        ...(page.lang !== lang ? { lang: page.lang } : {}),
      };
    })
    .sort((a, b) => a.order - b.order);
}
