import { availableParallelism } from 'node:os';

/**
 * Every tuning knob of the build in one place (after Docusaurus's ssgEnv.ts), each with the
 * reason for its value and an environment variable to override it. None of them changes
 * the bytes a build writes, only how fast and in how much memory; the limits decide whether
 * content is accepted at all (`limitsKey`).
 */
function fromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}".`);
  return value;
}

export const tuning = {
  /** Render threads: one per core; the main thread only dispatches and collects meanwhile. */
  renderThreads: fromEnv('SITEGEN_RENDER_THREADS', Math.max(1, availableParallelism())),
  /**
   * From this many pages, pages render on threads. Below it, starting them (bundling about
   * 250 ms, then about 200 ms each to load their code) costs more than it saves.
   */
  threadsFromPages: fromEnv('SITEGEN_THREADS_FROM_PAGES', 400),
  /**
   * From this many post files, the threads start before loading and parse shares of the posts
   * alongside the main thread (at 1,000 files they only competed with it; at 20,000 loading
   * went from 6.3 s to 5.3 s).
   */
  threadLoadFromPosts: fromEnv('SITEGEN_THREAD_LOAD_FROM_POSTS', 2000),
  /**
   * Routes per message to a thread: big enough that messaging costs little, small enough that
   * the threads finish together. A post's locale variants are adjacent in the route table, so a
   * batch usually holds all of them and their Markdown is rendered once.
   */
  batchSize: fromEnv('SITEGEN_BATCH_SIZE', 64),
  /** Post files per share of the load stage on threads: about 25 ms of work. */
  loadShareSize: fromEnv('SITEGEN_LOAD_SHARE_SIZE', 64),
  /** Files opened at once while loading or writing (unbounded, 20,000 posts ran out of file handles). */
  openFiles: fromEnv('SITEGEN_OPEN_FILES', 64),
  /**
   * From this many pages, the previous output is deleted by a detached process after the build
   * returns: deleting 10,895 pages took 2-4 s; starting the process costs about 50 ms.
   */
  backgroundRemovalFromPages: fromEnv('SITEGEN_BACKGROUND_REMOVAL_FROM_PAGES', 1000),
  /**
   * Heap of each render thread. A young generation smaller than V8's default: render garbage is
   * short-lived, and at 5,000 posts this kept peak memory about 80 MB lower. An old generation
   * of at most 256 MB makes V8 collect sooner than it would (a thread keeps about 30 MB alive).
   */
  threadYoungGenerationMb: fromEnv('SITEGEN_THREAD_YOUNG_MB', 16),
  threadOldGenerationMb: fromEnv('SITEGEN_THREAD_OLD_MB', 256),
  /**
   * Pages `sitegen dev` renders at once after a change; past it, pages nobody has asked for are
   * rendered when requested (dev/deferred-pages.ts). About 1-2 s of rendering on one core.
   */
  devRenderAhead: fromEnv('SITEGEN_DEV_RENDER_AHEAD', 300),
  /** Rendered Markdown kept: a post shown in several locales is rendered once for all of them. */
  markdownCacheSize: fromEnv('SITEGEN_MARKDOWN_CACHE', 64),
  /** Translated strings kept per language (a key with its values): pages repeat the same few hundred. */
  translationCacheSize: fromEnv('SITEGEN_TRANSLATION_CACHE', 4096),
  /** Distinct link values kept apart from their pages for the link check (see check-links.ts). */
  linkValueCacheSize: fromEnv('SITEGEN_LINK_VALUE_CACHE', 8192),
  /** The largest file the build reads (a symlink to /dev/zero once grew a build to 22 GB). */
  maxFileBytes: fromEnv('SITEGEN_MAX_FILE_BYTES', 20_000_000),
  /** The largest image content may use (a 4000×3000 camera JPEG is 2-6 MB): bigger is refused. */
  maxImageBytes: fromEnv('SITEGEN_MAX_IMAGE_BYTES', 20_000_000),
  /** The most pixels an image may have: decoding 40 megapixels takes about 160 MB of memory. */
  maxImagePixels: fromEnv('SITEGEN_MAX_IMAGE_PIXELS', 40_000_000),
  /**
   * Images encoded and cards drawn at once, each off the main thread on libuv's pool. sharp gives
   * an image a single libvips thread on glibc Linux (its default there, against memory
   * fragmentation), so one job a core is what keeps every core busy.
   */
  imageConcurrency: fromEnv('SITEGEN_IMAGE_CONCURRENCY', Math.max(1, availableParallelism())),
  /** The most text a post may have: about 15 times the longest shipped article. */
  maxPostBytes: fromEnv('SITEGEN_MAX_POST_BYTES', 200_000),
  /** Levels of nested lists and quotes in a post (marked recurses once per level). */
  maxMarkdownNesting: fromEnv('SITEGEN_MAX_MARKDOWN_NESTING', 32),
  /** Runs of * or _ in one paragraph (marked's emphasis rules take time quadratic in them). */
  maxEmphasisMarks: fromEnv('SITEGEN_MAX_EMPHASIS_MARKS', 300),
  /** Runs of ` in one paragraph (180 KB of "`a " took marked 76 s: each unclosed one is sought to the end). */
  maxCodeMarks: fromEnv('SITEGEN_MAX_CODE_MARKS', 300),
  /** Characters of *, _ and ` in one paragraph (one run of 64 KB of * took marked 141 s). */
  maxMarkCharacters: fromEnv('SITEGEN_MAX_MARK_CHARACTERS', 1000),
  /** Distinct tags and categories of one language's posts: each is an archive page per locale (the shipped site has ~20). */
  maxSiteTerms: fromEnv('SITEGEN_MAX_SITE_TERMS', 1000),
} as const;

/**
 * The limits a build applies to content, as one key: a build under other limits may accept or
 * refuse other files, so the caches of what was parsed and rendered are keyed by it.
 */
export function limitsKey(): string {
  return JSON.stringify(Object.fromEntries(contentLimits.map((name) => [name, tuning[name]])));
}

const contentLimits = [
  'maxFileBytes',
  'maxImageBytes',
  'maxImagePixels',
  'maxPostBytes',
  'maxMarkdownNesting',
  'maxEmphasisMarks',
  'maxCodeMarks',
  'maxMarkCharacters',
  'maxSiteTerms',
] as const;
