import { statSync } from 'node:fs';
import type { ContentProblem } from '../errors.ts';

/** Problems of the posts as a whole: two with one id, a linked folder among them. */

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
    hint: 'copy the folder or file into content/posts/ instead of linking it',
  };
}
