import { join, sep } from 'node:path';
import type { SiteData } from './load-data.ts';
import { loadPostFiles, type Post } from './load-posts.ts';
import { checkPostPlaceholders } from './plan-checks.ts';
import { applyPublishing, type PublishOptions } from './publishing.ts';
import { displayPath } from './read-source.ts';

/**
 * The site data after a save that changed only the text of posts: the last load's data with
 * those posts parsed again, rather than the whole site loaded again. At 5,000 posts a dev
 * rebuild's load took ~40-60 ms for one edited file (a pass or two over every post for the
 * post cache, the slug and id checks, the plan checks and the term slugs), most of what an
 * open page waited for.
 *
 * The result is what a full load of the same files gives, when `changed` lists every file
 * changed since `last` was loaded (the caller's watcher says so) and each of them is a post of
 * `last` that still parses without a problem and keeps what other posts and files are checked
 * against: its language, slug and id (unique per language), its categories and tags in their
 * order (the term slug table pairs translations' terms by position), its aliases (redirects
 * from them are checked against every page) and whether it is a draft or scheduled
 * (`unpublished`, in file order). Every other check of a post reads that post alone,
 * and is made here the way the full load makes it. Anything else returns undefined: load it all.
 */
export async function withEditedPosts(
  root: string,
  last: LoadedSite,
  changed: readonly string[],
  publish: PublishOptions,
): Promise<LoadedSite | undefined> {
  const { data } = last;
  const postsFolder = join(root, 'content', 'posts') + sep;
  const paths = [...new Set(changed)];
  if (paths.length === 0 || !paths.every((path) => path.startsWith(postsFolder) && path.endsWith('.md'))) return undefined;
  const shownAt = new Map(data.posts.map((post, index) => [post.file, index]));
  const loadedAt = new Map(last.posts.map((post, index) => [post.file, index]));
  const edits = paths.map((path) => ({ path, shown: shownAt.get(displayPath(root, path)), loaded: loadedAt.get(displayPath(root, path)) }));
  // A new file, or one not shown (a draft `generate` leaves out): the whole load.
  if (edits.some((edit) => edit.shown === undefined || edit.loaded === undefined)) return undefined;
  // A few files, read with blocking calls: each read's four trips through libuv's thread pool took longer than the read.
  const loaded = await loadPostFiles(
    root,
    edits.map((edit) => ({ path: edit.path, lang: data.posts[edit.shown!]!.lang })),
    { blocking: true },
  );
  const shownPosts = [...data.posts];
  const loadedPosts = [...last.posts];
  const unpublished = [...data.unpublished];
  for (const [i, result] of loaded.entries()) {
    const before = data.posts[edits[i]!.shown!]!;
    if (!result.post || result.problems.length > 0 || !keepsItsPlace(before, result.post)) return undefined;
    if (checkPostPlaceholders(data.plans, [result.post]).length > 0) return undefined;
    const published = applyPublishing([result.post], [], publish);
    const [post] = published.posts;
    if (!post || post.status !== before.status) return undefined;
    shownPosts[edits[i]!.shown!] = post;
    loadedPosts[edits[i]!.loaded!] = result.post;
    const listed = unpublished.findIndex((entry) => entry.file === post.file);
    if (listed >= 0) unpublished[listed] = published.unpublished[0]!;
  }
  return { data: { ...data, posts: shownPosts, unpublished }, posts: loadedPosts };
}

/** A load's data, and its posts as loaded: all of them, before publishing left some out or marked them. */
export interface LoadedSite {
  data: SiteData;
  posts: Post[];
}

/**
 * Whether `after` keeps what the checks across posts and the term slugs read of `before`, and
 * what files besides its pages are made from: its aliases (redirects, checked against every page).
 */
function keepsItsPlace(before: Post, after: Post): boolean {
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);
  return (
    after.lang === before.lang &&
    after.slug === before.slug &&
    after.id === before.id &&
    same(after.categories, before.categories) &&
    same(after.tags, before.tags) &&
    same(after.aliases ?? [], before.aliases ?? [])
  );
}
