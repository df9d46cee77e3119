import type { Post } from './load-posts.ts';

/** A post as one locale shows it: its own translation, or the English original as a fallback. */
export interface LocalePost {
  post: Post;
  fallback: boolean;
}

const newestFirst = (a: LocalePost, b: LocalePost) =>
  b.post.publishedDate.localeCompare(a.post.publishedDate) || a.post.slug.localeCompare(b.post.slug);

/**
 * The posts a language's blog shows: every post written in it, plus every English post it has
 * no translation of (shown in English, DECISIONS.md). Posts in the language come first, each
 * group newest first, so a reader sees their own language before the fallbacks.
 */
export function postsForLanguage(posts: Post[], lang: string): LocalePost[] {
  const own = posts.filter((post) => post.lang === lang);
  const ownSlugs = new Set(own.map((post) => post.slug));
  const fallbacks = lang === 'en' ? [] : posts.filter((post) => post.lang === 'en' && !ownSlugs.has(post.slug));
  return [
    ...own.map((post) => ({ post, fallback: false })).sort(newestFirst),
    ...fallbacks.map((post) => ({ post, fallback: true })).sort(newestFirst),
  ];
}

/** Up to `limit` other posts of the same set, most shared tags and categories first, then newest. */
export function relatedPosts(current: Post, candidates: LocalePost[], limit = 3): LocalePost[] {
  const tags = new Set(current.tags.map((t) => t.toLowerCase()));
  const categories = new Set(current.categories.map((c) => c.toLowerCase()));
  return candidates
    .filter((candidate) => candidate.post.slug !== current.slug)
    .map((candidate) => ({
      candidate,
      score: candidate.post.tags.filter((t) => tags.has(t.toLowerCase())).length
        + candidate.post.categories.filter((c) => categories.has(c.toLowerCase())).length,
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.candidate, b.candidate))
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
