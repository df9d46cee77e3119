import type { SiteData } from './load-data.ts';
import type { Locale } from './schemas/locales.ts';
import type { LegalDoc } from './load-legal.ts';
import type { Translator } from './i18n.ts';
import { absoluteUrl, localizePath, outputPathFor } from './locale-graph.ts';
import { RouteConflictError } from './errors.ts';
import type { TemplateName } from '../templates/pages/index.tsx';

export type { TemplateName };

/** What a template needs besides the site-wide data: the page's own content. */
export type RouteContent =
  | { kind: 'page' }
  | { kind: 'legal'; doc: LegalDoc };

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface Breadcrumb {
  name: string;
  path: string;
}

export interface Route {
  /** Same for every locale's copy of a page: `pricing`, `terms`, `404`. */
  pageId: string;
  locale: Locale;
  /** URL path, with the locale prefix and a trailing slash: `/mx/pricing/`. */
  path: string;
  /** File under the output folder: `mx/pricing/index.html`. */
  outputPath: string;
  template: TemplateName;
  content: RouteContent;
  /** Language of the main content; differs from the locale's on a fallback page. */
  contentLang: string;
  /** Shown in the fallback language: canonical points at the original, no sitemap, no hreflang. */
  fallback: boolean;
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
  title: string;
  description: string;
  keywords: string;
  canonical: string | undefined;
  alternates: Alternate[];
  breadcrumbs: Breadcrumb[];
}

interface PageDefinition {
  pageId: string;
  path: string;
  template: TemplateName;
  /** Key of `meta.<key>.title/description` in the strings, or a legal document kind. */
  meta: string;
  /** Strings key of the breadcrumb name; none for the home page. */
  crumb?: string;
  legal?: 'terms' | 'privacy';
}

/** The site's pages, in the order they are built and listed in the sitemap. */
export const pageDefinitions: readonly PageDefinition[] = [
  { pageId: 'home', path: '/', template: 'home', meta: 'home' },
  { pageId: 'how-it-works', path: '/how-it-works/', template: 'howItWorks', meta: 'howItWorks', crumb: 'nav.howItWorks' },
  { pageId: 'roi', path: '/roi/', template: 'roi', meta: 'roi', crumb: 'nav.roi' },
  { pageId: 'testimonials', path: '/testimonials/', template: 'testimonials', meta: 'testimonials', crumb: 'nav.testimonials' },
  { pageId: 'pricing', path: '/pricing/', template: 'pricing', meta: 'pricing', crumb: 'nav.pricing' },
  { pageId: 'contact', path: '/contact/', template: 'contact', meta: 'contact', crumb: 'nav.contact' },
  { pageId: 'help', path: '/help/', template: 'help', meta: 'help', crumb: 'footer.help' },
  { pageId: 'terms', path: '/terms/', template: 'legal', meta: 'terms', legal: 'terms' },
  { pageId: 'privacy', path: '/privacy/', template: 'legal', meta: 'privacy', legal: 'privacy' },
  { pageId: 'login', path: '/login/', template: 'login', meta: 'login', crumb: 'nav.login' },
  { pageId: 'onboarding', path: '/onboarding/', template: 'onboarding', meta: 'onboarding', crumb: 'nav.getStarted' },
  { pageId: '404', path: '/404.html', template: 'notFound', meta: 'notFound' },
];

/** Pages search engines should not index (they still get a canonical where it makes sense). */
const unlisted = new Set(['404', 'login', 'onboarding']);

/**
 * Plans every page of every locale as plain data. Canonical, hreflang alternates and
 * breadcrumbs all come from this one table, so they agree by construction.
 */
export function buildRoutes(data: SiteData, translators: Map<string, Translator>): Route[] {
  const { site, locales, defaultLocale } = data;
  const routes: Route[] = [];

  for (const page of pageDefinitions) {
    // Which language each locale shows this page in, and whether that is a fallback.
    const variants = locales.map((locale) => {
      const doc = page.legal ? pickLegalDoc(data.legal, page.legal, locale.lang) : undefined;
      const contentLang = doc ? doc.lang : locale.lang;
      return { locale, doc, contentLang, fallback: contentLang !== locale.lang };
    });
    const original = variants.find((v) => v.locale === defaultLocale)!;
    const listed = !unlisted.has(page.pageId);
    const alternates: Alternate[] = listed
      ? [
          ...variants.filter((v) => !v.fallback).map((v) => ({ hreflang: v.locale.hreflang, href: absoluteUrl(site.siteUrl, localizePath(v.locale, page.path)) })),
          { hreflang: 'x-default', href: absoluteUrl(site.siteUrl, localizePath(defaultLocale, page.path)) },
        ]
      : [];

    for (const variant of variants) {
      const { locale, doc } = variant;
      const t = translators.get(locale.lang)!.t;
      const path = localizePath(locale, page.path);
      const ownUrl = absoluteUrl(site.siteUrl, path);
      const originalUrl = absoluteUrl(site.siteUrl, localizePath(original.locale, page.path));
      const title = doc ? `${doc.title} – ${site.brandName}` : t(`meta.${page.meta}.title`);
      const description = doc ? doc.description : t(`meta.${page.meta}.description`);
      routes.push({
        pageId: page.pageId,
        locale,
        path,
        outputPath: outputPathFor(path),
        template: page.template,
        content: doc ? { kind: 'legal', doc } : { kind: 'page' },
        contentLang: variant.contentLang,
        fallback: variant.fallback,
        indexable: listed && !variant.fallback,
        title,
        description,
        keywords: t('meta.keywords'),
        canonical: page.pageId === '404' ? undefined : variant.fallback ? originalUrl : ownUrl,
        alternates: variant.fallback ? [] : alternates,
        breadcrumbs: page.pageId === 'home' || page.pageId === '404'
          ? []
          : [
              { name: t('common.home'), path: localizePath(locale, '/') },
              { name: page.crumb ? t(page.crumb) : (doc?.title ?? page.pageId), path },
            ],
      });
    }
  }
  assertNoConflicts(routes);
  return routes;
}

function pickLegalDoc(docs: LegalDoc[], kind: 'terms' | 'privacy', lang: string): LegalDoc {
  const doc = docs.find((d) => d.kind === kind && d.lang === lang) ?? docs.find((d) => d.kind === kind && d.lang === 'en');
  if (!doc) throw new Error(`No English ${kind} text was loaded; the load stage should have refused this.`);
  return doc;
}

/** Two routes writing one file (a locale prefix equal to a page name, say) fail before rendering. */
export function assertNoConflicts(routes: Route[]): void {
  const byOutput = new Map<string, string[]>();
  for (const route of routes) {
    const sources = byOutput.get(route.outputPath) ?? [];
    sources.push(`${route.pageId} (${route.locale.id})`);
    byOutput.set(route.outputPath, sources);
  }
  const conflicts = [...byOutput].filter(([, sources]) => sources.length > 1).map(([outputPath, sources]) => ({ outputPath, sources }));
  if (conflicts.length > 0) throw new RouteConflictError(conflicts);
}
