import { basename, extname } from 'node:path';
import type { Region, Sharp } from 'sharp';
import { coverAspect, type ResponsiveImage } from '../../templates/components/picture.tsx';
import { contentHash, type OutputFile } from '../assets/assets.ts';
import { derivedKey, encoderVersion, loadSharp, type ImageCache } from './image-cache.ts';
import type { SourceImage } from './source-image.ts';
import { tuning } from '../tuning.ts';

/** How an image is shown: a cover is cropped to the cover box around its focal point; an inline image is not cropped. */
export type ImageRole = { kind: 'cover'; focus?: string } | { kind: 'inline' };

/**
 * Widths made (never wider than the source): 400 for a card on a phone, 800 for a phone at 2x
 * (a 375 px screen asks for 750), 1200 and 1600 for the post header on wide and dense screens.
 */
export const imageWidths = [400, 800, 1200, 1600] as const;

/** Encoder settings, part of every cache key: changing one re-encodes what it affects. */
const encoders = {
  avif: { mime: 'image/avif', apply: (image: Sharp) => image.avif({ quality: 50, effort: 4 }) },
  webp: { mime: 'image/webp', apply: (image: Sharp) => image.webp({ quality: 72, effort: 4 }) },
  jpeg: { mime: 'image/jpeg', apply: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }) },
  png: { mime: 'image/png', apply: (image: Sharp) => image.png({ compressionLevel: 9, effort: 7 }) },
} as const;
type Format = keyof typeof encoders;
const extensionOf: Record<Format, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** The fallback `<img>` keeps the source's kind: a photo stays JPEG, a screenshot PNG; others become JPEG. */
function fallbackFormat(format: string): Format {
  return format === 'png' || format === 'gif' ? 'png' : format === 'webp' ? 'webp' : 'jpeg';
}

const keywords: Record<string, number> = { left: 0, top: 0, center: 0.5, right: 1, bottom: 1 };

/** `coverFocus` ("30% 60%", or "top", "left bottom", …) as fractions of the width and height. */
export function focusPoint(focus: string | undefined): { x: number; y: number } {
  const parts = (focus ?? 'center').trim().split(/\s+/);
  const fraction = (part: string | undefined) =>
    part === undefined ? 0.5 : part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : (keywords[part] ?? 0.5);
  // One keyword names one axis: "top" is the top centre, "left" the left middle.
  if (parts.length === 1 && (parts[0] === 'top' || parts[0] === 'bottom')) return { x: 0.5, y: fraction(parts[0]) };
  return { x: fraction(parts[0]), y: fraction(parts[1]) };
}

/** The largest box of `aspect` (the cover's by default) inside the image, centred on the focal point as far as the edges allow. */
export function coverCrop(
  width: number,
  height: number,
  focus: string | undefined,
  aspect = coverAspect.width / coverAspect.height,
): Region {
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(cropWidth / aspect));
  const point = focusPoint(focus);
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  return {
    left: clamp(point.x * width - cropWidth / 2, width - cropWidth),
    top: clamp(point.y * height - cropHeight / 2, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

/** Widths to make for an image `width` px wide: the steps below it, and itself when narrower than the widest step. */
export function widthsFor(width: number): number[] {
  const widest = imageWidths[imageWidths.length - 1]!;
  return width >= widest ? [...imageWidths] : [...imageWidths.filter((step) => step < width), width];
}

/**
 * The crop at `width` px across, decoded once for all the files made from it. Scaled before it
 * is cut, so libvips decodes a big JPEG at a fraction of its size (shrink-on-load): a 4000 px
 * photo is read at 2000 px for a 1600 px result.
 */
export async function croppedAt(
  source: SourceImage,
  crop: Region,
  width: number,
): Promise<{ data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }> {
  const scale = width / crop.width;
  const scaled = { width: Math.max(width, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) };
  const height = Math.min(scaled.height, Math.max(1, Math.round(crop.height * scale)));
  const region = {
    left: Math.min(scaled.width - width, Math.round(crop.left * scale)),
    top: Math.min(scaled.height - height, Math.round(crop.top * scale)),
    width,
    height,
  };
  // rotate() first: EXIF orientation applies before the crop, which is measured upright.
  const sharp = await loadSharp();
  const { data, info } = await sharp(source.bytes, { failOn: 'truncated', limitInputPixels: tuning.maxImagePixels })
    .rotate()
    .resize(scaled.width, scaled.height, { fit: 'fill' })
    .extract(region)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * Makes one raster image's derived files (AVIF, WebP and the fallback format at each width),
 * each read from the cache when it was made before; the source is decoded only if one is
 * missing, and then once. Throws sharp's error for an image it cannot decode; the caller
 * names the post and field.
 */
export async function deriveImage(
  source: SourceImage,
  role: ImageRole,
  cache: ImageCache,
  run: <T>(job: () => Promise<T>) => Promise<T>,
): Promise<{ image: ResponsiveImage; files: OutputFile[] }> {
  const crop =
    role.kind === 'cover'
      ? coverCrop(source.width, source.height, role.focus)
      : { left: 0, top: 0, width: source.width, height: source.height };
  const widths = widthsFor(crop.width);
  const largest = widths[widths.length - 1]!;
  const fallback = fallbackFormat(source.format);
  const formats: Format[] = fallback === 'webp' ? ['avif', 'webp'] : ['avif', 'webp', fallback];
  const name = basename(source.path, extname(source.path));
  let base: ReturnType<typeof croppedAt> | undefined;
  const jobs = formats.flatMap((format) => widths.map((width) => ({ format, width })));
  const made = await Promise.all(
    jobs.map(({ format, width }) =>
      run(async () => {
        const key = derivedKey(
          [source.hash, crop, width, format, encoders[format].apply.toString(), encoderVersion()],
          extensionOf[format],
        );
        const bytes = await cache.getOrMake(key, async () => {
          const { data, info } = await (base ??= croppedAt(source, crop, largest));
          const sharp = await loadSharp();
          return encoders[format].apply(sharp(data, { raw: info }).resize({ width })).toBuffer();
        });
        return {
          format,
          width,
          file: { path: `assets/img/${name}-${width}w.${contentHash(bytes)}.${extensionOf[format]}`, contents: bytes },
        };
      }),
    ),
  );
  const srcset = (format: Format) =>
    made
      .filter((entry) => entry.format === format)
      .map((entry) => `/${entry.file.path} ${entry.width}w`)
      .join(', ');
  // The fallback <img src>: a middle width, for the rare browser without srcset.
  const fallbackWidth = widths.filter((width) => width <= 800).pop() ?? widths[0]!;
  return {
    image: {
      src: `/${made.find((entry) => entry.format === fallback && entry.width === fallbackWidth)!.file.path}`,
      width: largest,
      height: Math.round((largest * crop.height) / crop.width),
      srcset: srcset(fallback),
      sources: formats.filter((format) => format !== fallback).map((format) => ({ type: encoders[format].mime, srcset: srcset(format) })),
    },
    files: made.map((entry) => entry.file),
  };
}
