import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { ContentProblem } from '../errors.ts';
import { readProjectFile } from '../load/project-files.ts';
import { tuning } from '../tuning.ts';
import { svgNotDrawingHint, svgProblem } from '../assets/svg-allow-list.ts';
import { derivedKey, encoderVersion, loadSharp, type ImageCache } from './image-cache.ts';

/** Where content uses an image: the post file and its field (`image` for the cover, `body`). */
export interface ImageUse {
  image: string;
  file: string;
  field: string;
}

/** An image file of content/images/, read and measured (its header only: no pixel decoded yet). */
export interface SourceImage {
  path: string;
  bytes: Buffer;
  /** SHA-256 of the bytes: what derived images are cached under. */
  hash: string;
  format: string;
  /** As displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
}

export const rasterFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);

export type Read = { ok: true; image: SourceImage } | { ok: false; problem: ContentProblem };
export type SourceReader = (use: ImageUse) => Promise<Read>;

/** Each file read and measured once per build, however many posts and cards use it. */
export function sourceReader(root: string, cache: ImageCache): SourceReader {
  const reads = new Map<string, Promise<Read>>();
  return (use) => {
    let read = reads.get(use.image);
    if (!read) reads.set(use.image, (read = readSourceImage(root, use, cache)));
    return read;
  };
}

const megapixels = (pixels: number) => `${(pixels / 1e6).toFixed(1)} megapixels`;

/**
 * Reads an image and checks it against the limits of tuning.ts before anything decodes it: an
 * image that is too big, not an image, or animated is a problem naming the post file and field
 * that use it. Pixels are decoded later, only when a derived image is not in the cache.
 */
export async function readSourceImage(root: string, use: ImageUse, cache: ImageCache): Promise<Read> {
  const where = { file: use.file, field: use.field };
  const read = await readProjectFile(root, join(root, 'content', use.image));
  if (!read.ok) return { ok: false, problem: { ...where, message: `content${use.image}: ${read.message}`, hint: read.hint } };
  if (read.bytes.length > tuning.maxImageBytes) {
    return {
      ok: false,
      problem: {
        ...where,
        message: `content${use.image} is ${(read.bytes.length / 1e6).toFixed(1)} MB, over the ${(tuning.maxImageBytes / 1e6).toFixed(0)} MB limit for images`,
        hint: 'export it smaller (a cover needs at most 1600 px across) or raise SITEGEN_MAX_IMAGE_BYTES',
      },
    };
  }
  const hash = createHash('sha256').update(read.bytes).digest('hex');
  let meta: Measured;
  try {
    // Measured once per file ever: a build whose images are all cached never loads sharp.
    meta = await cache.json(derivedKey(['metadata', hash, encoderVersion()], 'json'), () => measure(read.bytes));
  } catch (error) {
    return {
      ok: false,
      problem: {
        ...where,
        message: `content${use.image} cannot be read as an image (${(error as Error).message})`,
        hint: 'export it again as JPEG, PNG, WebP or SVG',
      },
    };
  }
  // Before anything draws it (the social card, on sharp's threads beside the copy that checks it
  // too): an SVG whose references fan out takes minutes to draw, whatever its file is named.
  if (meta.format === 'svg') {
    const named = use.image.endsWith('.svg');
    const notDrawing = named ? svgProblem(read.bytes.toString('utf8')) : undefined;
    if (!named || notDrawing)
      return {
        ok: false,
        problem: {
          ...where,
          message: named
            ? `content${use.image} has ${notDrawing}, which is not drawing`
            : `content${use.image} is an SVG file under another name`,
          hint: named ? svgNotDrawingHint : 'give it the .svg extension, or export it again as JPEG, PNG or WebP',
        },
      };
  }
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = (sideways ? meta.height : meta.width) ?? 0;
  const height = (sideways ? meta.width : meta.height) ?? 0;
  if (width * height > tuning.maxImagePixels) {
    return {
      ok: false,
      problem: {
        ...where,
        message: `content${use.image} is ${width}×${height} (${megapixels(width * height)}), over the ${megapixels(tuning.maxImagePixels)} limit for images`,
        hint: 'scale it down (a cover needs at most 1600 px across) or raise SITEGEN_MAX_IMAGE_PIXELS',
      },
    };
  }
  if ((meta.pages ?? 1) > 1) {
    return {
      ok: false,
      problem: {
        ...where,
        message: `content${use.image} is animated (${meta.pages} frames), which the site does not publish`,
        hint: 'use a still image; for motion, a short video is far smaller than an animated GIF',
      },
    };
  }
  const format = meta.format === 'heif' ? 'avif' : meta.format;
  return { ok: true, image: { path: use.image, bytes: read.bytes, hash, format, width, height } };
}

/** What the build needs of sharp's metadata, as plain JSON. */
interface Measured {
  format: string;
  width?: number;
  height?: number;
  orientation?: number;
  pages?: number;
}

async function measure(bytes: Buffer): Promise<Measured> {
  const sharp = await loadSharp();
  const { format, width, height, orientation, pages } = await sharp(bytes).metadata();
  return { format, width, height, orientation, pages };
}
