import type { PostCard } from '../routes/blog-posts.ts';
import type { Route } from '../routes/routes.ts';
import { archivePageId } from '../routes/archive-routes.ts';
import { slugOfTerm, type TermSlugs } from '../routes/term-slugs.ts';
import type { PageIndex } from './page-context.ts';

/**
 * Where a post's tag and category chips lead on a page: the locale's archive of each term, when
 * the locale has it (a term of a post the locale does not list has none, and stays plain text).
 */
export function archivePathsOf(
  route: Route,
  post: Pick<PostCard, 'lang' | 'tags' | 'categories'>,
  table: TermSlugs,
  index: PageIndex,
): { tags: Record<string, string>; categories: Record<string, string> } {
  const pathsOf = (kind: 'tag' | 'category', terms: string[]) =>
    Object.fromEntries(
      terms.flatMap((term) => {
        const slug = slugOfTerm(table, kind, term, route.locale.lang, post.lang);
        const path = slug === undefined ? undefined : index.pathOf(route.locale.id, archivePageId(kind, slug));
        return path === undefined ? [] : [[term, path]];
      }),
    );
  return { tags: pathsOf('tag', post.tags), categories: pathsOf('category', post.categories) };
}
