import type { SiteData } from '../load/load-data.ts';
import type { Locale } from '../load/schemas/locales.ts';
import type { Post } from '../load/load-posts.ts';
import { memoize } from '../cache.ts';
import type { Translator } from '../i18n/i18n.ts';
import { absoluteUrl, localeUrl, localizePath, outputPathFor } from '../i18n/locale-graph.ts';
import {
  cardOf,
  createRelatedIndex,
  paginate,
  postsWithPagesIn,
  termTranslations,
  withLocalTerms,
  type ListedPost,
  type LocalePost,
} from './blog-posts.ts';
import type { Alternate, Route } from './route-types.ts';
import { postCardPath } from '../media/card-paths.ts';
import { isStaleTranslation } from '../i18n/freshness.ts';

/** Route page id of blog list page n ≥ 2 (page 1 is the fixed page `blog`). */
export const blogListPageId = (page: number) => `blog/page/${page}`;
export const isBlogListPageId = (pageId: string) => pageId.startsWith('blog/page/');
/** A post page's id, `blog/<slug>` (archives and list pages have more segments). */
export const postPageId = (slug: string) => `blog/${slug}`;
export const postSlugOfPageId = (pageId: string): string | undefined => /^blog\/([^/]+)$/.exec(pageId)?.[1];

/** Blog list pages 2..n of each locale (page 1 is `/blog/`); self-canonical, alternates by page number. */
export function buildBlogPageRoutes(
  data: SiteData,
  translators: Map<string, Translator>,
  blogs: Map<string, readonly ListedPost[]>,
): Route[] {
  const { site, locales, defaultLocale } = data;
  const paged = locales.map((locale) => ({ locale, pages: paginate(blogs.get(locale.lang)!) }));
  const routes: Route[] = [];
  const maxPages = Math.max(...paged.map((p) => p.pages.length));
  for (let page = 2; page <= maxPages; page += 1) {
    const pagePath = `/blog/page/${page}/`;
    const having = paged.filter((p) => p.pages.length >= page);
    const url = (locale: Locale) => localeUrl(locale, site, localizePath(locale, pagePath));
    const alternates: Alternate[] = [
      ...having.map((p) => ({ hreflang: p.locale.hreflang, href: url(p.locale) })),
      ...(having.some((p) => p.locale === defaultLocale) ? [{ hreflang: 'x-default', href: url(defaultLocale) }] : []),
    ];
    for (const { locale, pages } of having) {
      const t = translators.get(locale.lang)!.t;
      const path = localizePath(locale, pagePath);
      const label = t('blog.pageNumber', { page });
      routes.push({
        pageId: blogListPageId(page),
        locale,
        path,
        outputPath: outputPathFor(path, locale),
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
 * at its own URL: canonical to the original, no hreflang, not in the sitemap. `only`: the
 * pages of these slugs only (routes.ts, `only`).
 */
export function buildPostRoutes(
  data: SiteData,
  translators: Map<string, Translator>,
  blogOf: (lang: string) => readonly LocalePost[],
  only?: ReadonlySet<string>,
): Route[] {
  const { site, locales, defaultLocale } = data;
  const routes: Route[] = [];
  const globalLang = defaultLocale.lang;
  // A slug's pages in each language come from the posts with that slug alone.
  const posts = only ? data.posts.filter((post) => only.has(post.slug)) : data.posts;
  const slugs = [...new Set(posts.map((post) => post.slug))].sort();
  const langs = [...new Set(locales.map((locale) => locale.lang))];
  // Each language's post pages by slug (routes follow `slugs`, so no order is needed).
  const bySlug = new Map(
    langs.map((lang) => {
      const { own, fallbacks } = postsWithPagesIn(posts, lang, globalLang);
      return [
        lang,
        new Map(
          [...own.map((post) => ({ post, fallback: false })), ...fallbacks.map((post) => ({ post, fallback: true }))].map((entry) => [
            entry.post.slug,
            entry,
          ]),
        ),
      ];
    }),
  );
  // Made for a language when first read: related posts are found lazily, and a page planned
  // alone (one `sitegen dev` left for later) reads one or two languages' indexes.
  const relatedIn = memoize((lang: string) => createRelatedIndex(blogOf(lang)));
  const listedIn = memoize((lang: string) => new Map(blogOf(lang).map((entry) => [entry.post.slug, entry])));
  const termsIn = memoize((lang: string) => termTranslations(data.posts, lang, globalLang));
  // A fallback page's related posts: the original's (the global language lists every original),
  // as the page's language lists them. Each original's are found once, for all its fallbacks.
  const originalsRelated = new Map<string, LocalePost[]>();
  const relatedFor = (lang: string, entry: LocalePost): LocalePost[] => {
    if (!entry.fallback) return relatedIn(lang)(entry.post);
    const listed = listedIn(lang);
    let originals = originalsRelated.get(entry.post.slug);
    if (!originals) originalsRelated.set(entry.post.slug, (originals = relatedIn(globalLang)(entry.post)));
    return originals.flatMap((other) => listed.get(other.post.slug) ?? []);
  };
  for (const slug of slugs) {
    const pagePath = `/blog/${slug}/`;
    const variants = locales
      .map((locale) => ({ locale, entry: bySlug.get(locale.lang)!.get(slug) }))
      .filter((v): v is { locale: Locale; entry: LocalePost } => v.entry !== undefined);
    const real = variants.filter((v) => !v.entry.fallback);
    const original = variants.find((v) => v.locale === defaultLocale && !v.entry.fallback) ?? real[0]!;
    const url = (locale: Locale) => localeUrl(locale, site, localizePath(locale, pagePath));
    const alternates: Alternate[] = [
      ...real.map((v) => ({ hreflang: v.locale.hreflang, href: url(v.locale) })),
      ...(original.locale === defaultLocale ? [{ hreflang: 'x-default', href: url(defaultLocale) }] : []),
    ];
    for (const { locale, entry } of variants) {
      const { fallback } = entry;
      // Around an untranslated text everything is in the page's language, terms included.
      const post = fallback ? withLocalTerms(entry.post, termsIn(locale.lang)) : entry.post;
      const t = translators.get(locale.lang)!.t;
      const path = localizePath(locale, pagePath);
      routes.push({
        pageId: postPageId(slug),
        locale,
        path,
        outputPath: outputPathFor(path, locale),
        template: 'blogPost',
        content: lazyRelated({ kind: 'post', post }, () => relatedFor(locale.lang, entry).map(cardOf)),
        contentLang: post.lang,
        fallback,
        indexable: !fallback && !entry.post.status,
        ...(entry.post.status ? { status: entry.post.status } : {}),
        ...(!fallback && isStaleTranslation(post, original.entry.post) ? { staleTranslation: true as const } : {}),
        title: `${post.title} – ${site.brandName}`,
        description: post.excerpt,
        keywords: (post.seoKeywords ?? post.tags).join(', '),
        canonical: fallback ? url(original.locale) : url(locale),
        alternates: fallback ? [] : alternates,
        breadcrumbs: [
          { name: t('common.home'), path: localizePath(locale, '/') },
          { name: t('footer.blog'), path: localizePath(locale, '/blog/') },
          // The post's title keeps its language on a fallback page; the crumb says which.
          { name: post.title, path, ...(fallback ? { lang: post.lang } : {}) },
        ],
        feedPath: localizePath(locale, '/blog/feed.xml'),
        article: {
          publishedTime: post.publishedDate,
          modifiedTime: post.modifiedDate,
          author: post.author,
          section: post.categories[0] ?? entry.post.categories[0]!,
          tags: post.tags,
          image: absoluteUrl(locale.siteUrl ?? site.siteUrl, `${locale.basePath ?? ''}${postCardPath(post.lang, post.slug)}`),
        },
      });
    }
  }
  return routes;
}

/**
 * A post route's content whose related posts are found when first read: `sitegen dev` keys and
 * renders a few of a big site's post pages (a request, an open tab), and finding the related
 * posts of all 10,000 of 5,000 posts took ~40% of its route table. Rendering, page keys and
 * the copy sent to a render thread read it like any property (it is enumerable), once.
 */
function lazyRelated(content: { kind: 'post'; post: Post }, find: () => ListedPost[]): { kind: 'post'; post: Post; related: ListedPost[] } {
  let related: ListedPost[] | undefined;
  return Object.defineProperty(content, 'related', { enumerable: true, get: () => (related ??= find()) }) as {
    kind: 'post';
    post: Post;
    related: ListedPost[];
  };
}
