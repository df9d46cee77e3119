import type { SiteData } from '../load/load-data.ts';
import type { Locale } from '../load/schemas/locales.ts';
import type { LegalDoc } from '../load/load-legal.ts';
import type { Post } from '../load/load-posts.ts';
import { cardMaker, createRelatedIndex, paginate, postsForLanguage, type ListedPost, type LocalePost } from './blog-posts.ts';
import type { Translator } from '../i18n/i18n.ts';
import { absoluteUrl, localizePath, outputPathFor } from '../i18n/locale-graph.ts';
import { RouteConflictError } from '../errors.ts';
import { pageDefinitions } from './page-definitions.ts';
import type { TemplateName } from '../../templates/pages/index.tsx';

export type { TemplateName };

/** What a template needs besides the site-wide data: the page's own content. */
export type RouteContent =
  | { kind: 'page' }
  | { kind: 'onboarding' }
  | { kind: 'home'; featured: ListedPost[] }
  | { kind: 'legal'; doc: LegalDoc }
  | { kind: 'blogList'; posts: ListedPost[]; page: number; pageCount: number }
  | { kind: 'post'; post: Post; related: ListedPost[] };

/** Open Graph article data of a blog post page. */
export interface ArticleMeta {
  publishedTime: string;
  modifiedTime: string;
  author: string;
  section: string;
  tags: string[];
  image: string;
}

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
  /** URL path of the locale's RSS feed, linked from the head. */
  feedPath: string;
  article?: ArticleMeta;
}


/**
 * Pages search engines should not index (they still get a canonical where it makes sense).
 * Onboarding is listed: it is the sign-up page every call to action leads to, with its own
 * title and description per locale, and a visitor searching for the product should land there.
 */
const unlisted = new Set(['404', 'login']);

/**
 * Plans every page of every locale as plain data. Canonical, hreflang alternates and
 * breadcrumbs all come from this one table, so they agree by construction.
 */
export function buildRoutes(data: SiteData, translators: Map<string, Translator>): Route[] {
  const { site, locales, defaultLocale } = data;
  const routes: Route[] = [];
  const blogs = new Map(locales.map((locale) => [locale.lang, postsForLanguage(data.posts, locale.lang)]));
  const card = cardMaker();
  const listings = new Map([...blogs].map(([lang, entries]) => [lang, entries.map(card)]));

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
        content: doc ? { kind: 'legal', doc } : staticContent(page.pageId, listings.get(locale.lang)!),
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
        feedPath: localizePath(locale, '/blog/feed.xml'),
      });
    }
  }
  routes.push(...buildBlogPageRoutes(data, translators, listings), ...buildPostRoutes(data, translators, blogs, card));
  assertNoConflicts(routes);
  return routes;
}

function staticContent(pageId: string, blog: ListedPost[]): RouteContent {
  if (pageId === 'home') return { kind: 'home', featured: blog.filter((entry) => entry.post.featured).slice(0, 3) };
  if (pageId === 'onboarding') return { kind: 'onboarding' };
  if (pageId === 'blog') {
    const pages = paginate(blog);
    return { kind: 'blogList', posts: pages[0]!, page: 1, pageCount: pages.length };
  }
  return { kind: 'page' };
}

/** Blog list pages 2..n of each locale (page 1 is `/blog/`); self-canonical, alternates by page number. */
function buildBlogPageRoutes(data: SiteData, translators: Map<string, Translator>, blogs: Map<string, ListedPost[]>): Route[] {
  const { site, locales, defaultLocale } = data;
  const paged = locales.map((locale) => ({ locale, pages: paginate(blogs.get(locale.lang)!) }));
  const routes: Route[] = [];
  const maxPages = Math.max(...paged.map((p) => p.pages.length));
  for (let page = 2; page <= maxPages; page += 1) {
    const pagePath = `/blog/page/${page}/`;
    const having = paged.filter((p) => p.pages.length >= page);
    const url = (locale: Locale) => absoluteUrl(site.siteUrl, localizePath(locale, pagePath));
    const alternates: Alternate[] = [
      ...having.map((p) => ({ hreflang: p.locale.hreflang, href: url(p.locale) })),
      ...(having.some((p) => p.locale === defaultLocale) ? [{ hreflang: 'x-default', href: url(defaultLocale) }] : []),
    ];
    for (const { locale, pages } of having) {
      const t = translators.get(locale.lang)!.t;
      const path = localizePath(locale, pagePath);
      const label = t('blog.pageNumber', { page });
      routes.push({
        pageId: `blog/page/${page}`,
        locale,
        path,
        outputPath: outputPathFor(path),
        template: 'blogList',
        content: { kind: 'blogList', posts: pages[page - 1]!, page, pageCount: pages.length },
        contentLang: locale.lang,
        fallback: false,
        indexable: true,
        title: `${t('meta.blog.title')} – ${label}`,
        description: `${t('meta.blog.description')} (${label})`,
        keywords: t('meta.keywords'),
        canonical: url(locale),
        alternates,
        breadcrumbs: [
          { name: t('common.home'), path: localizePath(locale, '/') },
          { name: t('footer.blog'), path: localizePath(locale, '/blog/') },
          { name: label, path },
        ],
        feedPath: localizePath(locale, '/blog/feed.xml'),
      });
    }
  }
  return routes;
}

/**
 * One page per post and locale. A locale without its own translation shows the English post
 * at its own URL: canonical to the original, no hreflang, not in the sitemap.
 */
function buildPostRoutes(data: SiteData, translators: Map<string, Translator>, blogs: Map<string, LocalePost[]>, card: (entry: LocalePost) => ListedPost): Route[] {
  const { site, locales, defaultLocale } = data;
  const routes: Route[] = [];
  const slugs = [...new Set(data.posts.map((post) => post.slug))].sort();
  const bySlug = new Map([...blogs].map(([lang, entries]) => [lang, new Map(entries.map((entry) => [entry.post.slug, entry]))]));
  const related = new Map([...blogs].map(([lang, entries]) => [lang, createRelatedIndex(entries)]));
  for (const slug of slugs) {
    const pagePath = `/blog/${slug}/`;
    const variants = locales
      .map((locale) => ({ locale, entry: bySlug.get(locale.lang)!.get(slug) }))
      .filter((v): v is { locale: Locale; entry: LocalePost } => v.entry !== undefined);
    const real = variants.filter((v) => !v.entry.fallback);
    const original = variants.find((v) => v.locale === defaultLocale && !v.entry.fallback) ?? real[0]!;
    const url = (locale: Locale) => absoluteUrl(site.siteUrl, localizePath(locale, pagePath));
    const alternates: Alternate[] = [
      ...real.map((v) => ({ hreflang: v.locale.hreflang, href: url(v.locale) })),
      ...(original.locale === defaultLocale ? [{ hreflang: 'x-default', href: url(defaultLocale) }] : []),
    ];
    for (const { locale, entry } of variants) {
      const { post, fallback } = entry;
      const t = translators.get(locale.lang)!.t;
      const path = localizePath(locale, pagePath);
      routes.push({
        pageId: `blog/${slug}`,
        locale,
        path,
        outputPath: outputPathFor(path),
        template: 'blogPost',
        content: { kind: 'post', post, related: related.get(locale.lang)!(post).map(card) },
        contentLang: post.lang,
        fallback,
        indexable: !fallback,
        title: `${post.title} – ${site.brandName}`,
        description: post.excerpt,
        keywords: (post.seoKeywords ?? post.tags).join(', '),
        canonical: fallback ? url(original.locale) : url(locale),
        alternates: fallback ? [] : alternates,
        breadcrumbs: [
          { name: t('common.home'), path: localizePath(locale, '/') },
          { name: t('footer.blog'), path: localizePath(locale, '/blog/') },
          { name: post.title, path },
        ],
        feedPath: localizePath(locale, '/blog/feed.xml'),
        article: {
          publishedTime: post.publishedDate,
          modifiedTime: post.modifiedDate,
          author: post.author,
          section: post.categories[0]!,
          tags: post.tags,
          image: absoluteUrl(site.siteUrl, post.image),
        },
      });
    }
  }
  return routes;
}

function pickLegalDoc(docs: LegalDoc[], kind: 'terms' | 'privacy', lang: string): LegalDoc {
  const doc = docs.find((d) => d.kind === kind && d.lang === lang) ?? docs.find((d) => d.kind === kind && d.lang === 'en');
  if (!doc) throw new Error(`No English ${kind} text was loaded; the load stage should have refused this.`);
  return doc;
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
