import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture, type ResponsiveImage } from '../../templates/components/picture.tsx';

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The attributes of one tag as the sanitizer writes them: `name="value"`, with `&<>"` escaped. */
function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/\s([a-z-]+)="([^"]*)"/g)) attributes[name!] = value!.replace(/&(amp|lt|gt|quot);/g, (m) => entities[m]!);
  return attributes;
}

const whole = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : undefined);

/**
 * The size an author's `width`/`height` ask for, the missing one from the image's proportions;
 * the image's own size when they give neither (or something that is not a number of pixels).
 */
function sizeOf(image: ResponsiveImage, attributes: Record<string, string>): { width: number; height: number } {
  const width = whole(attributes.width);
  const height = whole(attributes.height);
  if (width && height) return { width, height };
  if (width) return { width, height: Math.round((width * image.height) / image.width) };
  if (height) return { width: Math.round((height * image.width) / image.height), height };
  return { width: image.width, height: image.height };
}

/** `width="…" height="…"` added to a tag that lacks them (an `<img>` the author gave its own srcset, or one in the author's own `<picture>`). */
function withSize(tag: string, image: ResponsiveImage | undefined): string {
  const attributes = attributesOf(tag);
  if (!image || (attributes.width && attributes.height)) return tag;
  const { width, height } = sizeOf(image, attributes);
  const added = `${attributes.width ? '' : ` width="${width}"`}${attributes.height ? '' : ` height="${height}"`}`;
  return tag.replace(/^<img\b/, `<img${added}`);
}

/**
 * Every `<img>` of a post body whose file the media stage prepared becomes that image's
 * `<picture>` (AVIF and WebP sources, srcset and sizes, width and height, lazy): Markdown's
 * `![]()` and an author's raw `<img src="/images/…">` alike, so neither can reach the page
 * without its size. Runs on the sanitizer's output: what content may contain was decided
 * there, and its markup is regular (attributes double-quoted, `&<>"` escaped), so a pattern
 * reads it reliably. An `<img>` with the author's own srcset, or inside the author's own
 * `<picture>`, is left as written but gets the width and height it lacks.
 */
export function withPreparedImages(html: string, images: Record<string, ResponsiveImage>, sizes: string): string {
  if (!html.includes('<img')) return html;
  return html.replace(/<picture\b[^>]*>[\s\S]*?<\/picture>|<img\b[^>]*>/g, (element) => {
    if (element.startsWith('<picture')) return element.replace(/<img\b[^>]*>/g, (tag) => withSize(tag, preparedFor(tag, images)));
    const image = preparedFor(element, images);
    const attributes = attributesOf(element);
    if (!image || attributes.srcset) return withSize(element, image);
    const size = sizeOf(image, attributes);
    // An author's width is how wide it is drawn (or narrower, on a phone): the browser picks for that.
    const drawn = whole(attributes.width) || whole(attributes.height) ? `(max-width: ${size.width}px) 100vw, ${size.width}px` : sizes;
    return renderToStaticMarkup(createElement(Picture, { image: { ...image, ...size }, alt: attributes.alt ?? '', title: attributes.title, sizes: drawn }));
  });
}

/** The prepared image an `<img>` shows: its src as written, or decoded as load-posts.ts collected it, without a query or #fragment. */
function preparedFor(tag: string, images: Record<string, ResponsiveImage>): ResponsiveImage | undefined {
  const src = attributesOf(tag).src?.replace(/[?#].*$/, '');
  if (src === undefined) return undefined;
  try {
    return images[src] ?? images[decodeURI(src)];
  } catch {
    return images[src];
  }
}
