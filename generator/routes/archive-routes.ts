import type { SiteData } from '../load/load-data.ts';
import type { Locale } from '../load/schemas/locales.ts';
import type { Translator } from '../i18n/i18n.ts';
import { localeUrl, localizePath, outputPathFor } from '../i18n/locale-graph.ts';
import { paginate, type ListedPost } from './blog-posts.ts';
import { slugOfTerm } from './term-slugs.ts';
import type { Alternate, Route } from './route-types.ts';

export type ArchiveKind = 'tag' | 'category';

/** `/blog/tag/<slug>/`, then `/blog/tag/<slug>/page/<n>/`. */
export const archivePath = (kind: ArchiveKind, slug: string, page = 1) => `/blog/${kind}/${slug}/${page > 1 ? `page/${page}/` : ''}`;
/** Route page id of an archive page: under `blog/`, like the list pages (not site-wide in the build cache). */
export const archivePageId = (kind: ArchiveKind, slug: string, page = 1) => `blog/${kind}/${slug}${page > 1 ? `/page/${page}` : ''}`;
export const isArchivePageId = (pageId: string) =>
  (['tag', 'category'] as const).some((kind) => pageId.startsWith(archivePageId(kind, '')));

interface Archive {
  term: string;
  posts: ListedPost[];
}

/** A locale's archives of one kind: each term of the posts it lists, with those posts in list order. */
function archivesOf(kind: ArchiveKind, listed: readonly ListedPost[], data: SiteData, lang: string): Map<string, Archive> {
  const archives = new Map<string, Archive>();
  for (const entry of listed) {
    for (const term of kind === 'tag' ? entry.post.tags : entry.post.categories) {
      const slug = slugOfTerm(data.termSlugs, kind, term, lang, entry.post.lang);
      if (!slug) continue;
      const archive = archives.get(slug) ?? archives.set(slug, { term, posts: [] }).get(slug)!;
      archive.posts.push(entry);
    }
  }
  return archives;
}

/**
 * Tag and category archives of every locale: the posts its blog lists (`listings`), one archive
 * per term, paginated like the blog. Self-canonical and in the sitemap; the same slug in other
 * locales is an hreflang alternate (slugs are stable across languages: term-slugs.ts).
 */
export function buildArchiveRoutes(
  data: SiteData,
  translators: Map<string, Translator>,
  listings: Map<string, readonly ListedPost[]>,
): Route[] {
  const { site, locales, defaultLocale } = data;
  const routes: Route[] = [];
  for (const kind of ['category', 'tag'] as const) {
    const perLocale = locales.map((locale) => ({ locale, archives: archivesOf(kind, listings.get(locale.lang) ?? [], data, locale.lang) }));
    const slugs = [...new Set(perLocale.flatMap((p) => [...p.archives.keys()]))].sort();
    for (const slug of slugs) {
      const having = perLocale.flatMap(({ locale, archives }) => {
        const archive = archives.get(slug);
        return archive ? [{ locale, archive, pages: paginate(archive.posts) }] : [];
      });
      for (const { locale, archive, pages } of having) {
        const t = translators.get(locale.lang)!.t;
        const heading = kind === 'tag' ? t('blog.tagTitle', { tag: archive.term }) : t('blog.categoryTitle', { category: archive.term });
        const description =
          kind === 'tag' ? t('blog.tagDescription', { tag: archive.term }) : t('blog.categoryDescription', { category: archive.term });
        pages.forEach((posts, index) => {
          const page = index + 1;
          const url = (other: Locale) => localeUrl(other, site, localizePath(other, archivePath(kind, slug, page)));
          const others = having.filter((h) => h.pages.length >= page);
          const alternates: Alternate[] = [
            ...others.map((h) => ({ hreflang: h.locale.hreflang, href: url(h.locale) })),
            ...(others.some((h) => h.locale === defaultLocale) ? [{ hreflang: 'x-default', href: url(defaultLocale) }] : []),
          ];
          const path = localizePath(locale, archivePath(kind, slug, page));
          const label = page > 1 ? ` – ${t('blog.pageNumber', { page })}` : '';
          routes.push({
            pageId: archivePageId(kind, slug, page),
            locale,
            path,
            outputPath: outputPathFor(path, locale),
            template: 'blogArchive',
            content: {
              kind: 'archive',
              archive: kind,
              term: archive.term,
              firstPagePath: localizePath(locale, archivePath(kind, slug)),
              posts,
              page,
              pageCount: pages.length,
            },
            contentLang: locale.lang,
            fallback: false,
            indexable: true,
            title: `${heading}${label} – ${site.brandName}`,
            description,
            keywords: t('meta.keywords'),
            canonical: url(locale),
            alternates,
            breadcrumbs: [
              { name: t('common.home'), path: localizePath(locale, '/') },
              { name: t('footer.blog'), path: localizePath(locale, '/blog/') },
              { name: `${heading}${label}`, path },
            ],
            feedPath: localizePath(locale, '/blog/feed.xml'),
          });
        });
      }
    }
  }
  return routes;
}
