import type { Post } from './load-posts.ts';
import { renderMarkdown } from './markdown.ts';

/**
 * Renders post bodies from Markdown when their pages are rendered, on whichever thread renders
 * them, so the costly Markdown and sanitizer work is spread over the render threads instead of
 * running up front on one. A post is shown in several locales (its fallbacks); their routes are
 * adjacent in the route table and so land in one batch: a few recent bodies are kept.
 */
export function createPostBodies(keep = 32): (post: Post) => string {
  const recent = new Map<string, string>();
  return (post) => {
    let html = recent.get(post.file);
    if (html === undefined) {
      html = renderMarkdown(post.markdown).html;
      if (recent.size >= keep) recent.delete(recent.keys().next().value!);
    } else {
      recent.delete(post.file);
    }
    recent.set(post.file, html);
    return html;
  };
}
