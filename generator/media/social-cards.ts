import { ogCardCoverSize, type CardBrand } from '../../templates/og-card.tsx';
import type { OutputFile } from '../assets/assets.ts';
import { postCardFile } from './card-paths.ts';
import { coverCrop, croppedAt } from './derive-image.ts';
import type { SourceImage, SourceReader } from './source-image.ts';
import { sealKeyId } from '../output/cache-seal.ts';
import { derivedKey, loadSharp, type ImageCache } from './image-cache.ts';
import { fontBytes, renderSocialCard } from './social-card.ts';
import { cardRendererKey } from './card-renderer-key.ts';
import type { limiter } from './content-images.ts';

/** What a post's card shows. */
export interface CardPost {
  file: string;
  slug: string;
  lang: string;
  title: string;
  author: string;
  image: string;
  coverFocus?: string;
}

/** The cover as the card shows it beside the text: cropped around its focal point, as a data: URL. */
async function cardCover(source: SourceImage, focus: string | undefined, background: string): Promise<string> {
  const sharp = await loadSharp();
  if (source.format === 'svg') {
    // An illustration is drawn whole (a slice of a diagram shows fragments), centred in the panel.
    const png = await sharp(source.bytes, { density: 144 })
      .resize(ogCardCoverSize.width, ogCardCoverSize.height, { fit: 'contain', background })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  }
  const crop = coverCrop(source.width, source.height, focus, ogCardCoverSize.width / ogCardCoverSize.height);
  const { data, info } = await croppedAt(source, crop, ogCardCoverSize.width);
  const jpeg = await sharp(data, { raw: info })
    .resize(ogCardCoverSize.width, ogCardCoverSize.height, { fit: 'cover' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * A 1200x630 PNG per post and language (`card-paths.ts`), with its title, cover and the brand,
 * kept in the image cache under everything that draws it: the text, the cover's bytes and
 * focus, the brand, the card's template and the fonts.
 */
export async function buildPostCards(args: {
  read: SourceReader;
  posts: readonly CardPost[];
  brand: CardBrand;
  dirOf: (lang: string) => 'ltr' | 'rtl';
  cache: ImageCache;
  run: ReturnType<typeof limiter>;
}): Promise<OutputFile[]> {
  const renderer = await cardRendererKey(await fontBytes());
  const cards = await Promise.all(
    args.posts.map((post) =>
      args.run(async () => {
        const read = await args.read({ image: post.image, file: post.file, field: 'image' });
        // An unreadable or undecodable cover is reported by the content images, with file and field.
        if (!read.ok) return undefined;
        const props = { brand: args.brand, title: post.title, subtitle: post.author, lang: post.lang, dir: args.dirOf(post.lang) };
        const key = derivedKey([props, read.image.hash, post.coverFocus, renderer, sealKeyId()], 'png');
        const png = await args.cache.fileFor(key, async () =>
          renderSocialCard({
            ...props,
            cover: await cardCover(read.image, post.coverFocus, args.brand.colours.background).catch(() => undefined),
          }),
        );
        return { path: postCardFile(post.lang, post.slug), contents: png };
      }),
    ),
  );
  return cards.filter((card) => card !== undefined).sort((a, b) => (a.path < b.path ? -1 : 1));
}
