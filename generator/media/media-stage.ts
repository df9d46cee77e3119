import type { ResponsiveImage } from '../../templates/components/picture.tsx';
import type { OutputFile } from '../assets/assets.ts';
import { ContentError } from '../errors.ts';
import type { SiteData } from '../load/load-data.ts';
import { postsWithPagesIn } from '../routes/blog-posts.ts';
import { tuning } from '../tuning.ts';
import type { Brand } from '../load/schemas/brand.ts';
import { socialCardBrand } from './card-brand.ts';
import { buildContentImages, limiter, type MediaPost } from './content-images.ts';
import { ImageCache } from './image-cache.ts';
import { pruneImageCache } from './prune-image-cache.ts';
import { sourceReader } from './source-image.ts';
import { buildPostCards, type CardPost } from './social-cards.ts';

/** What the media stage reads of the site: the posts, the brand and each language's direction. */
export interface MediaInputs {
  posts: (MediaPost & CardPost)[];
  brand: Brand;
  directions: Record<string, 'ltr' | 'rtl'>;
}

/**
 * The posts whose pages the locales being built have (their own and the untranslated ones they
 * show in the default language), so `--locale mx` makes the Spanish cards and not the Hindi ones.
 */
export function mediaInputs(data: SiteData, localeIds: ReadonlySet<string>): MediaInputs {
  const langs = new Set(data.locales.filter((locale) => localeIds.has(locale.id)).map((locale) => locale.lang));
  const shown = new Set(
    [...langs].flatMap((lang) => {
      const { own, fallbacks } = postsWithPagesIn(data.posts, lang, data.defaultLocale.lang);
      return [...own, ...fallbacks];
    }),
  );
  return {
    posts: data.posts
      .filter((post) => shown.has(post))
      .map(({ file, image, coverFocus, images, slug, lang, title, author }) => ({
        file,
        image,
        coverFocus,
        images,
        slug,
        lang,
        title,
        author,
      })),
    brand: data.brand,
    directions: Object.fromEntries(data.locales.map((locale) => [locale.lang, locale.dir])),
  };
}

export interface BuiltMedia {
  files: OutputFile[];
  /**
   * The social cards, still being drawn when the content images are ready: pages only link
   * them by path (`card-paths.ts`), so they are drawn while pages render, and awaited to write.
   */
  cards: Promise<OutputFile[]>;
  images: Record<string, ResponsiveImage>;
  /**
   * Once the build has succeeded: prunes the cache if `complete` (every locale built and
   * written, so every image the site shows was used), and says how the cache did, for `--verbose`.
   */
  finishCache(complete: boolean): Promise<string>;
}

/**
 * The media stage: every image posts show in AVIF, WebP and its own format at several widths,
 * and a social card per post and language, all through the cache of `.sitegen-cache/images/`.
 * Throws one ContentError listing every image problem.
 */
export async function buildMedia(
  root: string,
  inputs: MediaInputs,
  options: { cards?: boolean; readOnlyCache?: boolean } = {},
): Promise<BuiltMedia> {
  const started = performance.now();
  const cache = ImageCache.of(root, { readOnly: options.readOnlyCache });
  const run = limiter(tuning.imageConcurrency);
  const read = sourceReader(root, cache);
  const cards = options.cards === false ? Promise.resolve([]) : cardsOf(inputs, read, cache, run);
  cards.catch(() => {}); // awaited by the caller
  const content = await buildContentImages(inputs.posts, read, cache, run);
  if (content.problems.length > 0) throw new ContentError(content.problems, 'preparing images');
  const done = cards.then(() => performance.now());
  done.catch(() => {});
  return {
    files: content.files,
    cards,
    images: content.images,
    finishCache: async (complete) => {
      const ms = Math.round((await done) - started);
      const pruned = complete && !cache.readOnly ? await pruneImageCache(cache) : undefined;
      return `images: ${cache.reused + cache.encoded} derived images and social cards, ${cache.reused} reused from .sitegen-cache/images/, ${cache.encoded} encoded (${ms} ms)${pruned === undefined ? '' : `, ${pruned} unused pruned`}`;
    },
  };
}

/**
 * The social cards alone: `sitegen dev` draws them after the pages, which link each card by a
 * path its bytes do not change (a title edit then shows before its card is drawn).
 */
export function buildSocialCards(root: string, inputs: MediaInputs): Promise<OutputFile[]> {
  const cache = ImageCache.of(root);
  return cardsOf(inputs, sourceReader(root, cache), cache, limiter(tuning.imageConcurrency));
}

function cardsOf(
  inputs: MediaInputs,
  read: ReturnType<typeof sourceReader>,
  cache: ImageCache,
  run: ReturnType<typeof limiter>,
): Promise<OutputFile[]> {
  return buildPostCards({
    read,
    posts: inputs.posts,
    brand: socialCardBrand(inputs.brand),
    dirOf: (lang) => inputs.directions[lang] ?? 'ltr',
    cache,
    run,
  });
}
