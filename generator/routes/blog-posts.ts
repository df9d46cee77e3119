import type { Post } from '../load/load-posts.ts';

/** A post as one locale shows it: its own translation, or the English original as a fallback. */
export interface LocalePost {
  post: Post;
  fallback: boolean;
}

/**
 * What a card or a related-post link shows of a post: everything but its text, word count and
 * translation hashes (its page's alone: a text edit changes no card).
 */
export type PostCard = Omit<Post, 'markdown' | 'wordCount' | 'contentHash' | 'source'>;

/** A post listed on another page (a blog list, the home page, related posts): its card. */
export interface ListedPost {
  post: PostCard;
  fallback: boolean;
}

/**
 * A post's card: the post without its text. Routes list posts by their cards, so a route
 * carries only its own post's text (and a text edit changes no other page's route), on every render path alike (a list page of 12 posts sent to
 * a render thread does not copy 12 texts). Made once per post object: a dev rebuild gets the
 * same objects for the posts it did not parse again.
 */
const cards = new WeakMap<Post, PostCard>();
export function cardOf({ post, fallback }: LocalePost): ListedPost {
  let card = cards.get(post);
  if (!card) {
    const { markdown: _text, wordCount: _words, contentHash: _hash, source: _source, ...rest } = post;
    cards.set(post, (card = rest));
  }
  return { post: card, fallback };
}

/**
 * Each language's blog (`postsForLanguage`) and its cards, kept while the list of posts is the
 * same array: a dev rebuild after a strings, data or template edit keeps the loaded posts, and
 * sorted and copied 5,000 of them again for each language (~8 ms of an open blog page's wait).
 * Frozen: every page of every rebuild with these posts reads them.
 */
const blogs = new WeakMap<Post[], Map<string, { entries: readonly LocalePost[]; cards: readonly ListedPost[] }>>();
export function blogOf(
  posts: Post[],
  lang: string,
  fallbackLang: string,
): { entries: readonly LocalePost[]; cards: readonly ListedPost[] } {
  let byLang = blogs.get(posts);
  if (!byLang) blogs.set(posts, (byLang = new Map()));
  const key = `${lang}\u0000${fallbackLang}`;
  let blog = byLang.get(key);
  if (!blog) {
    const entries = Object.freeze(postsForLanguage(posts, lang, fallbackLang));
    byLang.set(key, (blog = { entries, cards: Object.freeze(entries.map(cardOf)) }));
  }
  return blog;
}

/** Plain code-unit comparison: ISO dates and slugs are ASCII, and ICU collation is slow in hot loops. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const newestFirst = (a: LocalePost, b: LocalePost) =>
  compare(b.post.publishedDate, a.post.publishedDate) || compare(a.post.slug, b.post.slug);

/**
 * The posts a language's blog lists (list pages, home teasers, related posts, the feed): the
 * posts written in it, newest first. Only a language with no post at all lists the global set
 * (`fallbackLang`, English), marked as fallbacks (spec section 2, DECISIONS.md).
 */
export function postsForLanguage(posts: Post[], lang: string, fallbackLang = 'en'): LocalePost[] {
  const own = posts
    .filter((post) => post.lang === lang)
    .map((post) => ({ post, fallback: false }))
    .sort(newestFirst);
  if (own.length > 0 || lang === fallbackLang) return own;
  return posts
    .filter((post) => post.lang === fallbackLang)
    .map((post) => ({ post, fallback: true }))
    .sort(newestFirst);
}

/**
 * The post pages a language has: one per post written in it (`own`), and one per global post it
 * has no translation of (`fallbacks`), shown untranslated at its own URL so links to it keep
 * working (DECISIONS.md). These fallbacks are pages only: no list, teaser or feed shows them
 * (`postsForLanguage`). In the order of `posts`.
 */
export function postsWithPagesIn(posts: Post[], lang: string, fallbackLang = 'en'): { own: Post[]; fallbacks: Post[] } {
  const own = posts.filter((post) => post.lang === lang);
  const ownSlugs = new Set(own.map((post) => post.slug));
  const fallbacks = lang === fallbackLang ? [] : posts.filter((post) => post.lang === fallbackLang && !ownSlugs.has(post.slug));
  return { own, fallbacks };
}

/**
 * The language's words for the global set's categories and tags, learnt from the posts written
 * in both: a translation lists its categories (and tags) in the original's order, so when both
 * lists have the same length, each term maps to the one at its place. The first pairing wins.
 */
export function termTranslations(posts: Post[], lang: string, fallbackLang = 'en'): Map<string, string> {
  const terms = new Map<string, string>();
  const originals = new Map(posts.filter((post) => post.lang === fallbackLang).map((post) => [post.slug, post]));
  for (const post of posts) {
    const original = post.lang === lang ? originals.get(post.slug) : undefined;
    if (!original) continue;
    for (const key of ['categories', 'tags'] as const) {
      if (original[key].length !== post[key].length) continue;
      original[key].forEach((term, i) => {
        if (!terms.has(term)) terms.set(term, post[key][i]!);
      });
    }
  }
  return terms;
}

/**
 * A fallback post as its page shows it around the untranslated text: categories and tags in the
 * page's language, those the language has no word for left out (an English chip on a Hebrew
 * page would read as Hebrew). Title, excerpt and text stay as written.
 */
export function withLocalTerms(post: Post, terms: Map<string, string>): Post {
  const local = (list: string[]) => [...new Set(list.flatMap((term) => terms.get(term) ?? []))];
  return { ...post, categories: local(post.categories), tags: local(post.tags) };
}

/**
 * Related posts of a language's set: up to `limit` others ranked by shared tags, then shared
 * categories, then the set's order (own language first, newest first). Built once per set:
 * tags are specific, so a query touches only the posts sharing one; broad categories only fill
 * the slots tags leave empty, from lists already in order. (It runs for every post page.)
 */
export function createRelatedIndex(entries: readonly LocalePost[]) {
  // Terms become small integers once, so a query does integer work only.
  const termIds = new Map<string, number>();
  const idOf = (term: string) => {
    let id = termIds.get(term);
    if (id === undefined) termIds.set(term, (id = termIds.size));
    return id;
  };
  const unique = (values: string[]) => [...new Set(values.map((v) => idOf(v.toLowerCase())))];
  const tagsOf = entries.map((entry) => unique(entry.post.tags));
  const categoriesOf = entries.map((entry) => unique(entry.post.categories));
  const postings = (lists: number[][]) => {
    const map = new Map<number, number[]>();
    lists.forEach((terms, i) => terms.forEach((term) => (map.get(term) ?? map.set(term, []).get(term)!).push(i)));
    return map;
  };
  const byTag = postings(tagsOf);
  const byCategory = postings(categoriesOf);

  /** The `limit` best-ranked entries for these tags and categories, whichever post asks. */
  const bestFor = (tags: number[], categories: number[], limit: number): number[] => {
    // The posts sharing a tag, walked in set order by merging the tags' lists (each in set
    // order): a post's shared-tag count is the number of lists at it. Ties go to the earlier
    // post, so once `limit` posts hold the highest rank possible, no later post can enter and
    // the walk stops: with many similar posts it ends early instead of visiting every one.
    const lists = tags.map((tag) => byTag.get(tag) ?? []);
    const heads = lists.map(() => 0);
    const bestPossible = 16 * tags.length + categories.length;
    const best: number[] = [];
    const bestRank: number[] = [];
    for (;;) {
      let i = Infinity;
      for (let l = 0; l < lists.length; l += 1) if (heads[l]! < lists[l]!.length && lists[l]![heads[l]!]! < i) i = lists[l]![heads[l]!]!;
      if (i === Infinity) break;
      let rank = 0;
      for (let l = 0; l < lists.length; l += 1) {
        if (lists[l]![heads[l]!] === i) {
          rank += 16;
          heads[l]! += 1;
        }
      }
      for (const category of categoriesOf[i]!) if (categories.includes(category)) rank += 1;
      let position = best.length;
      while (position > 0 && rank > bestRank[position - 1]!) position -= 1;
      if (position < limit) {
        best.splice(position, 0, i);
        bestRank.splice(position, 0, rank);
        if (best.length > limit) {
          best.pop();
          bestRank.pop();
        }
      }
      if (best.length === limit && bestRank[limit - 1] === bestPossible) break;
    }
    for (const category of categories) {
      for (const i of byCategory.get(category) ?? []) {
        if (best.length >= limit) break;
        if (!best.includes(i)) best.push(i);
      }
    }
    return best;
  };

  // Posts with the same tags and categories get the same answer, apart from leaving out the
  // post that asks: one extra pick is ranked, and the asking post dropped. (At 20,000 posts,
  // whose tags come from few words, planning spent 13 s here answering the same queries.)
  const answered = new Map<string, number[]>();
  return (current: Post, limit = 3): LocalePost[] => {
    const tags = unique(current.tags);
    const categories = unique(current.categories);
    const key = `${limit}|${tags.join(',')}|${categories.join(',')}`;
    let top = answered.get(key);
    if (!top) answered.set(key, (top = bestFor(tags, categories, limit + 1)));
    return top
      .filter((i) => entries[i]!.post.slug !== current.slug)
      .slice(0, limit)
      .map((i) => entries[i]!);
  };
}

/** Related posts of one post among `candidates` (see createRelatedIndex). */
export function relatedPosts(current: Post, candidates: LocalePost[], limit = 3): LocalePost[] {
  return createRelatedIndex(candidates)(current, limit);
}

/** Posts per blog list page. */
export const postsPerPage = 12;

/** A locale's post list cut into pages: page 1 at /blog/, page n at /blog/page/n/. */
export function paginate<T>(items: readonly T[], size = postsPerPage): T[][] {
  if (items.length === 0) return [[]];
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
