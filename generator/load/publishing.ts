import { UsageError } from '../errors.ts';
import type { ContentPage } from './load-pages.ts';
import type { Post } from './load-posts.ts';

/**
 * What a build publishes. `generate` leaves out drafts and posts dated after `today`;
 * `sitegen dev` shows both (with a ribbon); `--future` shows scheduled posts.
 */
export interface PublishOptions {
  /** Build `draft: true` posts and pages (sitegen dev). */
  drafts?: boolean;
  /** Build posts whose publishedDate is after the build date (`--future`, and sitegen dev). */
  future?: boolean;
  /** The build date, YYYY-MM-DD (`buildDate()`); a post dated after it is scheduled. */
  today?: string;
}

/** A post or page the build left out, or showed only because of `dev`/`--future`: what `check` lists. */
export interface Unpublished {
  file: string;
  kind: 'draft' | 'scheduled';
  title: string;
  /** The post's publishedDate (when a scheduled post goes live; when a draft is dated). */
  date?: string;
}

/**
 * The build date as YYYY-MM-DD (UTC): `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible
 * builds convention) when set, else today. It only decides which scheduled posts are out, so two
 * builds of the same day give the same bytes; CI pins it for byte-identical rebuilds.
 */
export function buildDate(env: NodeJS.ProcessEnv = process.env, now: () => number = Date.now): string {
  const raw = env.SOURCE_DATE_EPOCH;
  if (raw === undefined || raw === '') return new Date(now()).toISOString().slice(0, 10);
  if (!/^\d{1,12}$/.test(raw.trim())) {
    throw new UsageError(`SOURCE_DATE_EPOCH is "${raw}", not a number of seconds since 1970-01-01`, {
      hint: 'set it to a whole number such as 1767225600 (2026-01-01), or unset it to use today',
    });
  }
  const date = new Date(Number(raw.trim()) * 1000);
  // Dates are compared as YYYY-MM-DD text: a year past 9999 (written +010000-…) would sort before every post.
  if (!(date.getUTCFullYear() <= 9999)) {
    throw new UsageError(`SOURCE_DATE_EPOCH is "${raw}", a date after the year 9999`, {
      hint: 'set it to a whole number of seconds such as 1767225600 (2026-01-01), or unset it to use today',
    });
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Splits posts and pages into what this build shows and what it leaves out. Those shown only
 * because of `drafts`/`future` are marked (`status`), so their pages carry a ribbon.
 */
export function applyPublishing(
  posts: Post[],
  pages: ContentPage[],
  options: PublishOptions,
): { posts: Post[]; pages: ContentPage[]; unpublished: Unpublished[] } {
  const today = options.today ?? buildDate();
  const unpublished: Unpublished[] = [];
  const shownPosts: Post[] = [];
  for (const post of posts) {
    const kind = post.draft ? 'draft' : post.publishedDate > today ? 'scheduled' : undefined;
    if (!kind) {
      shownPosts.push(post);
      continue;
    }
    unpublished.push({ file: post.file, kind, title: post.title, date: post.publishedDate });
    if (kind === 'draft' ? options.drafts : options.future) shownPosts.push({ ...post, status: kind });
  }
  const shownPages: ContentPage[] = [];
  for (const page of pages) {
    if (!page.draft) {
      shownPages.push(page);
      continue;
    }
    unpublished.push({ file: page.file, kind: 'draft', title: page.title });
    if (options.drafts) shownPages.push({ ...page, status: 'draft' });
  }
  // A page whose English original is a draft has nothing to fall back on in `generate`: its
  // translations wait with it (they would otherwise appear in some locales only).
  const englishShown = new Set(shownPages.filter((page) => page.lang === 'en').map((page) => page.slug));
  return { posts: shownPosts, pages: shownPages.filter((page) => englishShown.has(page.slug)), unpublished };
}
