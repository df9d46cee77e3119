import type { ContentProblem } from '../errors.ts';
import type { Post } from '../load/load-posts.ts';
import { skeletonTexts } from '../scaffold/scaffold-post.ts';

/**
 * Posts that still have a stand-in text of `sitegen new post`: they build (a draft can be
 * previewed in `dev`), but `sitegen check` fails until the title, excerpt and text are the post's own.
 */
export function skeletonProblems(posts: Post[]): ContentProblem[] {
  return posts.flatMap((post) => {
    const left: [field: string, found: boolean][] = [
      ['title', post.title === skeletonTexts.title],
      ['excerpt', post.excerpt === skeletonTexts.excerpt],
      ['body', post.markdown.includes(skeletonTexts.body)],
    ];
    return left
      .filter(([, found]) => found)
      .map(([field]) => ({
        file: post.file,
        field,
        message: 'is still the stand-in text of "sitegen new post"',
        hint: `write the post's own ${field === 'body' ? 'text' : field}`,
      }));
  });
}
