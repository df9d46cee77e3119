import type { SiteData } from '../load/load-data.ts';
import type { Locale } from '../load/schemas/locales.ts';
import type { LegalDoc } from '../load/load-legal.ts';
import { blogOf, paginate, type ListedPost } from './blog-posts.ts';
import { buildBlogPageRoutes, buildPostRoutes, isBlogListPageId, postSlugOfPageId } from './blog-routes.ts';
import type { Translator } from '../i18n/i18n.ts';
import { localeUrl, localizePath, outputPathFor } from '../i18n/locale-graph.ts';
import { createFormatters } from '../i18n/format.ts';
import { priceTableOf } from '../../templates/prices.ts';
import { RouteConflictError } from '../errors.ts';
import { pageDefinitions } from './page-definitions.ts';
import { buildContentPageRoutes, isContentPageId } from './content-page-routes.ts';
import { buildArchiveRoutes, isArchivePageId } from './archive-routes.ts';
import type { Alternate, Route, RouteContent } from './route-types.ts';
import { isStaleTranslation } from '../i18n/freshness.ts';

export type { Alternate, ArticleMeta, Breadcrumb, Route, RouteContent, TemplateName } from './route-types.ts';

/**
 * Pages search engines should not index (they still get a canonical where it makes sense): the
 * "message sent" page means something only after the contact form's post; the search page only
 * says that search needs JavaScript.
 * Onboarding is listed: it is the sign-up page every call to action leads to, with its own
 * title and description per locale, and a visitor searching for the product should land there.
 */
const unlisted = new Set(['404', 'login', 'message-sent', 'search']);

/**
 * Plans every page of every locale as plain data. Canonical, hreflang alternates and
 * breadcrumbs all come from this one table, so they agree by construction.
 *
 * `only`: plan only the pages with these page ids (in every locale that has them): `sitegen
 * dev` plans the pages open in a browser this way, before the whole table (most of a 5,000-post
 * site's table is its 10,000 post pages). Each route is the one the whole table has; the groups
 * of pages none of whose ids is asked for are not planned at all.
 */
export function buildRoutes(data: SiteData, translators: Map<string, Translator>, only?: ReadonlySet<string>): Route[] {
  const { site, locales, defaultLocale } = data;
  const routes: Route[] = [];
  const postSlugs = only && new Set([...only].flatMap((pageId) => postSlugOfPageId(pageId) ?? []));
  const otherPages = !only || [...only].some((pageId) => postSlugOfPageId(pageId) === undefined);
  // What each language lists: its own posts (the global set only when it has none).
  // Each language's blog, made when first read: a page planned alone (`only`: a page `sitegen
  // dev` left for later) reads one or two of them, for related posts.
  const blog = (lang: string) => blogOf(data.posts, lang, defaultLocale.lang);
  const listings = new Map(otherPages ? locales.map((locale) => [locale.lang, blog(locale.lang).cards]) : []);
  const metaValues = new Map(locales.map((locale) => [locale.id, figuresFor(data, locale)]));

  for (const page of pageDefinitions.filter((page) => !only || only.has(page.pageId))) {
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
          ...variants
            .filter((v) => !v.fallback)
            .map((v) => ({ hreflang: v.locale.hreflang, href: localeUrl(v.locale, site, localizePath(v.locale, page.path)) })),
          { hreflang: 'x-default', href: localeUrl(defaultLocale, site, localizePath(defaultLocale, page.path)) },
        ]
      : [];

    for (const variant of variants) {
      const { locale, doc } = variant;
      const t = translators.get(locale.lang)!.t;
      const path = localizePath(locale, page.path);
      const ownUrl = localeUrl(locale, site, path);
      const originalUrl = localeUrl(original.locale, site, localizePath(original.locale, page.path));
      const values = metaValues.get(locale.id)!;
      // A legal text shown in English is still named in the page's language (its footer label).
      const heading = doc && variant.fallback ? t(`footer.${page.legal}`) : doc?.title;
      const title = heading ? `${heading} – ${site.brandName}` : t(`meta.${page.meta}.title`, values);
      const description = doc ? doc.description : t(`meta.${page.meta}.description`, values);
      routes.push({
        pageId: page.pageId,
        locale,
        path,
        outputPath: outputPathFor(path, locale),
        template: page.template,
        content: doc ? { kind: 'legal', doc, title: heading! } : staticContent(page.pageId, listings.get(locale.lang)!),
        contentLang: variant.contentLang,
        fallback: variant.fallback,
        indexable: listed && !variant.fallback,
        title,
        description,
        keywords: t('meta.keywords'),
        canonical: page.pageId === '404' ? undefined : variant.fallback ? originalUrl : ownUrl,
        alternates: variant.fallback ? [] : alternates,
        breadcrumbs:
          page.pageId === 'home' || page.pageId === '404'
            ? []
            : [
                { name: t('common.home'), path: localizePath(locale, '/') },
                page.crumb ? { name: t(page.crumb), path } : { name: heading ?? page.pageId, path },
              ],
        feedPath: localizePath(locale, '/blog/feed.xml'),
        ...(doc && !variant.fallback && isStaleTranslation(doc, englishDoc(data.legal, doc)) ? { staleTranslation: true as const } : {}),
      });
    }
  }
  if (otherPages) {
    // With `only`, a kind of page is planned when one of its pages is asked for: the archives of
    // a 5,000-post site took ~30-45 ms, which a dev rebuild's open blog list page waited for.
    const asked = (isOfKind: (pageId: string) => boolean) => !only || [...only].some(isOfKind);
    const others = [
      ...(asked(isContentPageId) ? buildContentPageRoutes(data, translators) : []),
      ...(asked(isArchivePageId) ? buildArchiveRoutes(data, translators, listings) : []),
      ...(asked(isBlogListPageId) ? buildBlogPageRoutes(data, translators, listings) : []),
    ];
    routes.push(...(only ? others.filter((route) => only.has(route.pageId)) : others));
  }
  routes.push(...buildPostRoutes(data, translators, (lang) => blog(lang).entries, postSlugs));
  assertNoConflicts(routes);
  return routes;
}

/**
 * Figures titles and descriptions state ("plans from ₪49 a month", "4,9/5"), from the data and
 * written the locale's way: strings hold placeholders, never numbers (DECISIONS.md "Money").
 */
function figuresFor(data: SiteData, locale: Locale): Record<string, string> {
  const format = createFormatters(locale.dateLocale, locale.currency, data.currencies);
  const summary = data.testimonials.summary;
  return {
    // "Plans from …": the lowest monthly price of the locale's table.
    price: format.localMoney(Math.min(...Object.values(priceTableOf(data.currencies, locale.currency).plans).map((plan) => plan.monthly))),
    rating: format.number(summary.rating),
    reviews: format.number(summary.reviewCount),
    times: format.number(data.claims.reviewsMultiplier),
  };
}

function staticContent(pageId: string, blog: readonly ListedPost[]): RouteContent {
  if (pageId === 'home') return { kind: 'home', featured: blog.filter((entry) => entry.post.featured).slice(0, 3) };
  if (pageId === 'onboarding') return { kind: 'onboarding' };
  if (pageId === 'blog') {
    const pages = paginate(blog);
    return { kind: 'blogList', posts: pages[0]!, page: 1, pageCount: pages.length };
  }
  return { kind: 'page' };
}

/** The English text a legal text translates. */
const englishDoc = (docs: LegalDoc[], doc: LegalDoc) => docs.find((d) => d.kind === doc.kind && d.lang === 'en');

function pickLegalDoc(docs: LegalDoc[], kind: 'terms' | 'privacy', lang: string): LegalDoc {
  const doc = docs.find((d) => d.kind === kind && d.lang === lang) ?? docs.find((d) => d.kind === kind && d.lang === 'en');
  if (!doc) throw new Error(`No English ${kind} text was loaded; the load stage should have refused this.`);
  return doc;
}

/** Output path → the content file the page shows (a post, a Markdown page): broken links name it. */
export function contentFilesOf(routes: Route[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const { outputPath, content } of routes) {
    if (content.kind === 'post') files.set(outputPath, content.post.file);
    else if (content.kind === 'contentPage') files.set(outputPath, content.page.file);
  }
  return files;
}

/** `locale id \u0000 page id` → path of every route: how pages link to each other. */
export function pagePathsOf(routes: Route[]): Map<string, string> {
  return new Map(routes.map((route) => [`${route.locale.id}\u0000${route.pageId}`, route.path]));
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
