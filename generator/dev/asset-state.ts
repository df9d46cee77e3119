import { join, relative, sep } from 'node:path';
import { recordChanged, type OutputFile } from '../assets/assets.ts';
import type { ClientRuntime, IslandBundler } from '../assets/islands.ts';
import { buildSiteAssets, type BuiltAssets } from '../assets/site-assets.ts';
import type { SiteData } from '../load/load-data.ts';
import type { Post } from '../load/load-posts.ts';
import { buildSocialCards, mediaInputs, type MediaInputs } from '../media/media-stage.ts';
import { Staging } from '../output/write-output.ts';

/**
 * The assets as the dev server keeps them between rebuilds (incremental-build.ts), and what
 * decides that they must be made again.
 */

/** Built assets and islands, kept between rebuilds until styles, images or a card's text change. */
export interface AssetState {
  /** What the media stage made its files from: the images posts use, and each card's title, author and cover (`mediaOf`). */
  media: string;
  setup: BuiltAssets['setup'];
  files: OutputFile[];
  /** The assets stage's warnings (a locale without its own social image). */
  warnings: string[];
}

/** Styles, the brand (colours, mark), the logo and the images posts use: when these change, the assets are rebuilt. */
export function assetsNeeded(changed: string[], root: string): boolean {
  return changed.some((path) => {
    const inRepo = relative(root, path).split(sep).join('/');
    return (
      inRepo.startsWith('content/images') ||
      inRepo === 'data/brand.json' ||
      path.includes(`${sep}templates${sep}styles${sep}`) ||
      path.includes(`${sep}templates${sep}assets${sep}`)
    );
  });
}

/**
 * The posts whose card shows a changed image: its cover's pixels are drawn into the card, and a
 * save can change them under the same name. `changed`: what the watcher reported, or undefined
 * when it cannot be trusted (every post's card then).
 */
export function cardsShowingChangedImages(data: SiteData, root: string, changed: string[] | undefined): string[] {
  if (!changed) return data.posts.map((post) => post.file);
  const images = changed
    .map((path) => relative(join(root, 'content'), path).split(sep).join('/'))
    .filter((path) => path === 'images' || path.startsWith('images/'));
  const shows = (cover: string) => images.some((image) => cover === `/${image}` || cover.startsWith(`/${image}/`));
  return images.length === 0 ? [] : data.posts.filter((post) => shows(post.image)).map((post) => post.file);
}

/**
 * The media stage's inputs (made when asked for), and as strings to compare between rebuilds:
 * what the images posts show are made from (`fingerprint`), and what the social cards are drawn
 * from (`cards`: a title edit redraws that post's card, and keeps the images and the other
 * assets). The dev server builds every locale, so every post is shown and has a card.
 */
export function mediaOf(data: SiteData): { inputs: () => MediaInputs; fingerprint: string; cards: CardSources } {
  const perPost = data.posts.map(mediaJsonOf);
  let inputs: MediaInputs | undefined;
  return {
    inputs: () => (inputs ??= mediaInputs(data, new Set(data.locales.map((locale) => locale.id)))),
    fingerprint: perPost.map((post) => post.images).join('\n'),
    cards: {
      common: JSON.stringify({ brand: data.brand, directions: data.locales.map((locale) => [locale.lang, locale.dir]) }),
      posts: new Map(data.posts.map((post, index) => [post.file, perPost[index]!.card])),
    },
  };
}

/** What the social cards are drawn from: the brand and each language's direction, and each post's card fields by its file. */
export interface CardSources {
  common: string;
  posts: Map<string, string>;
}

/** What the output holds before the first build: no card (each is drawn, or found the same as on disk, by `writeCards`). */
export const noCardsDrawn: CardSources = { common: '', posts: new Map() };

/**
 * The files of the posts whose card is not drawn from what `drawn` says: every post when the
 * brand or a direction changed, else those added or whose title, author or cover changed.
 */
export function cardsToRedraw(drawn: CardSources, now: CardSources): string[] {
  if (drawn.common !== now.common) return [...now.posts.keys()];
  return [...now.posts].filter(([file, card]) => drawn.posts.get(file) !== card).map(([file]) => file);
}

/**
 * A post's media and card fields as JSON, kept for the post object: a post whose file is
 * unchanged is the same object at the next rebuild (the post cache), so a rebuild of 5,000
 * posts looks each up instead of writing 5,000 objects out twice (~25-50 ms).
 */
const mediaJson = new WeakMap<Post, { images: string; card: string }>();
function mediaJsonOf(post: Post): { images: string; card: string } {
  let json = mediaJson.get(post);
  if (!json) {
    const { file, image, coverFocus, images, slug, lang, title, author } = post;
    mediaJson.set(
      post,
      (json = {
        images: JSON.stringify({ file, image, coverFocus, images }),
        card: JSON.stringify({ slug, lang, title, author, file, image, coverFocus }),
      }),
    );
  }
  return json;
}

/** The assets but the social cards, which `writeCards` draws after the pages. */
export async function buildAssetState(
  root: string,
  data: SiteData,
  runtime: ClientRuntime,
  media: ReturnType<typeof mediaOf>,
  islands: IslandBundler,
): Promise<AssetState> {
  const built = await buildSiteAssets({
    root,
    data,
    localeIds: data.locales.map((locale) => locale.id),
    runtime,
    media: media.inputs(),
    islands,
    cards: false,
  });
  const { setup } = built;
  return { media: media.fingerprint, setup, files: built.files, warnings: built.warnings };
}

/** How long one slice of card drawing may run before it lets a rebuild go first (`cardDrawing`). */
const sliceMs = 100;

/** The social cards a rebuild left to draw, drawn a slice at a time (`cardDrawing`). */
export interface CardDrawing {
  /** Draws and writes cards until ~100 ms have passed; the output paths written, and whether any card is left. */
  drawSlice(): Promise<{ written: string[]; done: boolean }>;
}

/**
 * The cards of the posts of `files`, drawn a slice at a time: the dev server draws one slice per
 * turn, so a save waits for a slice, not for every card (the shipped site's, from an empty image
 * cache, took ~6 s, and a save meanwhile waited for all of them). `drawn` (what the cards in the
 * output were drawn from) records each post's card, from `now`, once it is in the output.
 */
export function cardDrawing(args: {
  root: string;
  outDir: string;
  inputs: () => MediaInputs;
  files: string[];
  written: Map<string, string>;
  drawn: CardSources;
  now: CardSources;
}): CardDrawing {
  const left = [...args.files];
  // A card found in the image cache takes well under a millisecond, one drawn anew 50-150 ms:
  // the posts drawn (and written) at a time start at one and double while that is quick.
  let size = 1;
  return {
    async drawSlice() {
      const started = performance.now();
      const written: string[] = [];
      while (left.length > 0 && performance.now() - started < sliceMs) {
        const chunkStarted = performance.now();
        const chunk = left.splice(0, size);
        written.push(...(await writeCards(args.root, args.outDir, args.inputs(), chunk, args.written)));
        for (const file of chunk) args.drawn.posts.set(file, args.now.posts.get(file)!);
        if (performance.now() - chunkStarted < 20) size = Math.min(size * 2, 256);
      }
      return { written, done: left.length === 0 };
    },
  };
}

/**
 * Draws the social cards of the posts of `files` and writes into the output those whose bytes
 * are not what `written` (output path → `outputFileHash`) records, then records them. Called
 * after the pages of a rebuild are written and told: pages link a card by a path its bytes do
 * not change, so a title edit shows without waiting for its card (bench:dev: 435 → 303 ms
 * median). Only the posts whose card changed are drawn: drawing the 5,000-post corpus' cards
 * again from the image cache took the dev server 0.4-1.4 s after each title edit, and a save in
 * that time waited for it.
 */
export async function writeCards(
  root: string,
  outDir: string,
  inputs: MediaInputs,
  files: string[],
  written: Map<string, string>,
): Promise<string[]> {
  const redraw = new Set(files);
  const keys = new Map(written);
  const changed = recordChanged(
    await buildSocialCards(root, { ...inputs, posts: inputs.posts.filter((post) => redraw.has(post.file)) }),
    keys,
  );
  // Hard links into the image cache, like every rebuild's cards.
  if (changed.length > 0) await Staging.mergeFiles(outDir, changed, { linkCached: true });
  // Recorded once they are in the output: a card that failed to be written is tried again next time.
  for (const file of changed) written.set(file.path, keys.get(file.path)!);
  return changed.map((file) => file.path);
}
