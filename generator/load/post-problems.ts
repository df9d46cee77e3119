import { statSync } from 'node:fs';
import type { ContentProblem } from '../errors.ts';

/** Problems of the posts as a whole: two with one id, a linked folder among them, too many terms. */

/**
 * Two posts of one language with one id: a post copied to start a new one keeps its id, and the
 * two would share a translation group. Named on each file after the first, with both files.
 */
/** What of a post this check reads (not the Post type, which would make the imports a cycle). */
type Identified = { lang: string; id: number; file: string };

export function duplicateIds(posts: Identified[]): ContentProblem[] {
  const first = new Map<string, Identified>();
  const free = Math.max(0, ...posts.map((post) => post.id)) + 1;
  return posts.flatMap((post) => {
    const key = `${post.lang}\u0000${post.id}`;
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, post);
      return [];
    }
    return [
      {
        file: post.file,
        field: 'id',
        message: `${post.id} is also the id of ${earlier.file}; two posts of one language cannot share an id`,
        hint: `translations of one post share its id across languages; a new post takes a free one, like ${free}`,
      },
    ];
  });
}

/** What of a post the cap on terms reads. */
type Termed = { lang: string; file: string; tags: string[]; categories: string[] };

/**
 * Each distinct tag and category of a language is an archive page in every locale showing that
 * language: a post may have 30 tags, and 5,000 posts of other tags each would make 150,000
 * pages. The cap (`SITEGEN_MAX_SITE_TERMS`) is counted in file order, and named on the post and
 * field whose term goes over it, once per language (issue 46, item 6).
 */
export function tooManyTerms(posts: Termed[], limit: number): ContentProblem[] {
  const termsOf = new Map<string, Set<string>>();
  const problems: ContentProblem[] = [];
  for (const post of posts) {
    let terms = termsOf.get(post.lang);
    if (!terms) termsOf.set(post.lang, (terms = new Set()));
    if (terms.size > limit) continue; // reported already
    for (const field of ['categories', 'tags'] as const) {
      for (const label of post[field]) terms.add(`${field}\u0000${label}`);
      if (terms.size <= limit) continue;
      problems.push({
        file: post.file,
        field,
        message: `brings the "${post.lang}" posts to more than ${limit} distinct tags and categories, over the limit (each is an archive page in every locale of the language)`,
        hint: 'reuse the tags and categories other posts have, or raise SITEGEN_MAX_SITE_TERMS',
      });
      break;
    }
  }
  return problems;
}

/** Whether a link leads to a folder (a dangling link, such as an editor's lock file, does not). */
export function linksToFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export function linkedFolderProblem(file: string): ContentProblem {
  return {
    file,
    field: '',
    message: 'is a symbolic link, which the build does not follow (it could point outside the project)',
    // content/posts/… or content/pages/…: where the copy belongs.
    hint: `copy the folder or file into ${file.split('/').slice(0, 2).join('/')}/ instead of linking it`,
  };
}
