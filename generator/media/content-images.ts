import { coverKey, type ResponsiveImage } from '../../templates/components/picture.tsx';
import type { OutputFile } from '../assets/assets.ts';
import type { ContentProblem } from '../errors.ts';
import { coverTooNarrow } from './cover-width.ts';
import { deriveImage, type ImageRole } from './derive-image.ts';
import type { ImageCache } from './image-cache.ts';
import { rasterFormats, type ImageUse, type SourceImage, type SourceReader } from './source-image.ts';

/** What the media stage needs of a post: where it is, its cover and focal point, the files its text uses. */
export interface MediaPost {
  file: string;
  image: string;
  coverFocus?: string;
  images: string[];
}

export interface ContentImages {
  files: OutputFile[];
  /** Each image as pages show it: covers under `coverKey`, inline images under their path. */
  images: Record<string, ResponsiveImage>;
  problems: ContentProblem[];
}

const imageFile = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** At most `count` jobs at once: each keeps about one core busy off the main thread (tuning.ts `imageConcurrency`), so one a core fills the cores without piling up memory. */
export function limiter(count: number): <T>(job: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (job) => {
    if (running >= count) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Every image posts show, measured and (raster ones) made in AVIF, WebP and their own format at
 * the widths of `derive-image.ts`, through the cross-build cache. SVG stays SVG, with its size.
 * Problems (unreadable, too big, animated, undecodable, a raster cover narrower than it is
 * shown) are all collected, each naming the post file and field.
 */
export async function buildContentImages(
  posts: readonly MediaPost[],
  read: SourceReader,
  cache: ImageCache,
  run: ReturnType<typeof limiter>,
): Promise<ContentImages> {
  const wanted = new Map<string, { use: ImageUse; role: ImageRole }>();
  for (const post of posts) {
    const focus = post.coverFocus;
    const cover = coverKey(post.image, focus);
    if (!wanted.has(cover))
      wanted.set(cover, { use: { image: post.image, file: post.file, field: 'image' }, role: { kind: 'cover', focus } });
    for (const image of post.images) {
      if (image !== post.image && imageFile.test(image) && !wanted.has(image))
        wanted.set(image, { use: { image, file: post.file, field: 'body' }, role: { kind: 'inline' } });
    }
  }
  const reported = new Set<string>();
  const problems: ContentProblem[] = [];
  const results = await Promise.all(
    [...wanted]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(async ([key, { use, role }]) => {
        const result = await read(use);
        if (!result.ok) {
          // Reported once per file, for the first post (in path order) that uses it.
          if (!reported.has(use.image)) problems.push({ ...result.problem, file: use.file, field: use.field });
          reported.add(use.image);
          return undefined;
        }
        const narrow =
          role.kind === 'cover' && rasterFormats.has(result.image.format) ? coverTooNarrow(result.image, use, role.focus) : undefined;
        if (narrow) {
          problems.push(narrow);
          return undefined;
        }
        try {
          return { key, ...(await imageFor(result.image, role, cache, run)) };
        } catch (error) {
          problems.push({
            file: use.file,
            field: use.field,
            message: `content${use.image} cannot be decoded (${(error as Error).message.trim()})`,
            hint: 'the file is damaged or not what its name says: export it again as JPEG, PNG or WebP',
          });
          return undefined;
        }
      }),
  );
  const files = new Map<string, OutputFile>();
  const images: Record<string, ResponsiveImage> = {};
  for (const result of results) {
    if (!result) continue;
    images[result.key] = result.image;
    for (const file of result.files) files.set(file.path, file);
  }
  return { files: [...files.values()].sort((a, b) => (a.path < b.path ? -1 : 1)), images, problems };
}

async function imageFor(
  source: SourceImage,
  role: ImageRole,
  cache: ImageCache,
  run: ReturnType<typeof limiter>,
): Promise<{ image: ResponsiveImage; files: OutputFile[] }> {
  if (rasterFormats.has(source.format)) return deriveImage(source, role, cache, run);
  if (source.format !== 'svg') throw new Error(`${source.format} is not an image format browsers show`);
  // An SVG is published as it is (assets.ts copies it); only its size is needed here.
  return { image: { src: source.path, width: source.width, height: source.height, srcset: '', sources: [] }, files: [] };
}
