import { createHash } from 'node:crypto';
import type { Post } from '../load/load-posts.ts';
import { termTranslations } from './blog-posts.ts';

/**
 * Tag and category slugs: stable across languages. A term's slug is made from its English
 * word (a translated post lists its terms in the original's order, the pairing fallback pages
 * already use): "ביקורות בגוגל" on /il is `google-reviews`, as on /, /mx and /br, so the
 * archives of one term are alternates of each other and URLs stay ASCII. A term with no English
 * pairing is slugged from its own text with accents dropped ("reseñas" → `resenas`); a term with
 * no Latin letter at all gets `t-` and 8 hex digits of its hash: stable, if not pretty.
 */
export type TermSlugs = Record<'tag' | 'category', Record<string, Record<string, string>>>;

/** `Reseñas de Google` → `resenas-de-google`; '' when nothing Latin is left. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const hashSlug = (term: string) => `t-${createHash('sha256').update(term).digest('hex').slice(0, 8)}`;

/** Per kind and language, each term of its posts → its slug; two terms of a kind never share one. */
export function termSlugTable(posts: Post[], fallbackLang = 'en'): TermSlugs {
  const table: TermSlugs = { tag: {}, category: {} };
  const langs = [...new Set(posts.map((post) => post.lang))].sort();
  for (const lang of langs) {
    // English word of each of this language's terms (the first pairing wins): one pass over the posts for both kinds.
    const english = new Map<string, string>();
    if (lang !== fallbackLang)
      for (const [original, local] of termTranslations(posts, lang, fallbackLang)) if (!english.has(local)) english.set(local, original);
    const own = posts.filter((post) => post.lang === lang);
    table.tag[lang] = slugsOf(
      own.flatMap((post) => post.tags),
      lang === fallbackLang ? undefined : english,
    );
    table.category[lang] = slugsOf(
      own.flatMap((post) => post.categories),
      lang === fallbackLang ? undefined : english,
    );
  }
  return table;
}

/** Each term → its slug, from its English word (`english`; none for English itself) or its own text. */
function slugsOf(allTerms: string[], english: Map<string, string> | undefined): Record<string, string> {
  const terms = [...new Set(allTerms)].sort();
  // No prototype: a tag named "__proto__" or "constructor" is a term like any other.
  const slugs: Record<string, string> = Object.create(null);
  const taken = new Set<string>();
  // Terms paired with an English word first, so a look-alike unpaired term cannot take its slug.
  const ordered = english ? [...terms.filter((term) => english.has(term)), ...terms.filter((term) => !english.has(term))] : terms;
  for (const term of ordered) {
    const base = asciiSlug(english?.get(term) ?? term) || hashSlug(term);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    slugs[term] = slug;
  }
  return slugs;
}

/** The slug of a term shown on a page of `pageLang`: the page language's table first, then the post's. */
export function slugOfTerm(
  table: TermSlugs,
  kind: 'tag' | 'category',
  term: string,
  pageLang: string,
  postLang: string,
): string | undefined {
  // Own keys only: the table may have crossed to a render thread as an ordinary object.
  const own = (lang: string) => {
    const slugs = table[kind][lang];
    return slugs && Object.hasOwn(slugs, term) ? slugs[term] : undefined;
  };
  return own(pageLang) ?? own(postLang);
}
