import type { Locale } from '../load/schemas/locales.ts';
import type { LegalDoc } from '../load/load-legal.ts';
import type { ContentPage } from '../load/load-pages.ts';
import type { Post } from '../load/load-posts.ts';
import type { ListedPost } from './blog-posts.ts';
import type { TemplateName } from '../../templates/pages/index.tsx';

/** The route table's types: routes.ts plans the pages, blog-routes.ts the blog's, render reads them. */
export type { TemplateName };

/** What a template needs besides the site-wide data: the page's own content. */
export type RouteContent =
  | { kind: 'page' }
  | { kind: 'onboarding' }
  | { kind: 'home'; featured: ListedPost[] }
  /** `title`: the text's own, or the page's name in the locale's language when the text is another language's (a fallback). */
  | { kind: 'legal'; doc: LegalDoc; title: string }
  | { kind: 'contentPage'; page: ContentPage }
  | { kind: 'blogList'; posts: ListedPost[]; page: number; pageCount: number }
  | {
      kind: 'archive';
      archive: 'tag' | 'category';
      term: string;
      firstPagePath: string;
      posts: ListedPost[];
      page: number;
      pageCount: number;
    }
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
  /** Set when the crumb is in another language than the page (a fallback post's title). */
  lang?: string;
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
  /** Built although not published (sitegen dev, `--future`): the page shows a ribbon saying so. */
  status?: 'draft' | 'scheduled';
  /** A translation of an older English (issue 42): the page says it may be out of date and links the English. */
  staleTranslation?: true;
}
