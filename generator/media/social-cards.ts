import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ogCardCoverSize, type CardBrand } from '../../templates/og-card.tsx';
import { templatesDir, type OutputFile } from '../assets/assets.ts';
import { readProjectFile } from '../load/project-files.ts';
import { postCardPath } from './card-paths.ts';
import { coverCrop } from './derive-image.ts';
import { derivedKey, type ImageCache } from './image-cache.ts';
import { fontsFingerprint, renderSocialCard } from './social-card.ts';
import type { limiter } from './content-images.ts';

/** What a post's card shows. */
export interface CardPost {
  slug: string;
  lang: string;
  title: string;
  author: string;
  image: string;
  coverFocus?: string;
}

/** The cover as the card shows it beside the text: cropped around its focal point, as a data: URL. */
async function cardCover(bytes: Buffer, focus: string | undefined): Promise<string | undefined> {
  const image = sharp(bytes, { failOn: 'truncated' }).rotate();
  const meta = await image.metadata();
  if (!meta.width || !meta.height) return undefined;
  const sideways = (meta.orientation ?? 1) >= 5;
  const [width, height] = sideways ? [meta.height, meta.width] : [meta.width, meta.height];
  const crop = coverCrop(width, height, focus, ogCardCoverSize.width / ogCardCoverSize.height);
  const jpeg = await image.extract(crop).resize(ogCardCoverSize.width, ogCardCoverSize.height).jpeg({ quality: 85 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * A 1200x630 PNG per post and language (`card-paths.ts`), with its title, cover and the brand,
 * kept in the image cache under everything that draws it: the text, the cover's bytes and
 * focus, the brand, the card's template and the fonts.
 */
export async function buildPostCards(args: { root: string; posts: readonly CardPost[]; brand: CardBrand; dirOf: (lang: string) => 'ltr' | 'rtl'; cache: ImageCache; run: ReturnType<typeof limiter> }): Promise<OutputFile[]> {
  const template = await readFile(join(templatesDir, 'og-card.tsx'), 'utf8');
  const fonts = await fontsFingerprint();
  const cards = await Promise.all(args.posts.map((post) => args.run(async () => {
    const read = await readProjectFile(args.root, join(args.root, 'content', post.image));
    // An unreadable or undecodable cover is reported by the content images, with file and field.
    if (!read.ok) return undefined;
    const props = { brand: args.brand, title: post.title, subtitle: post.author, lang: post.lang, dir: args.dirOf(post.lang) };
    const cover = { hash: createHash('sha256').update(read.bytes).digest('hex'), focus: post.coverFocus };
    const key = derivedKey([props, cover, template, fonts], 'png');
    const png = await args.cache.getOrMake(key, async () => renderSocialCard({ ...props, cover: await cardCover(read.bytes, post.coverFocus).catch(() => undefined) }));
    return { path: postCardPath(post.lang, post.slug).slice(1), contents: png };
  })));
  return cards.filter((card) => card !== undefined).sort((a, b) => (a.path < b.path ? -1 : 1));
}
