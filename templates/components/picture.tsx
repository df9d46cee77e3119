/** One image at several widths and formats, as the media stage made it (generator/media/). */
export interface ResponsiveImage {
  /** The fallback: the original format at a middle width, or the SVG itself. */
  src: string;
  /** Intrinsic size of what is shown (a cover: its crop), so the page never shifts as it loads. */
  width: number;
  height: number;
  /** The original format at every width (`/a-400w.jpg 400w, …`); '' for an SVG. */
  srcset: string;
  /** Smaller formats the browser picks first when it can: AVIF, then WebP. */
  sources: { type: string; srcset: string }[];
}

/** Boxes covers are cropped to: the card's and the post header's (both 40:21, as the old 1200x630 covers). */
export const coverAspect = { width: 40, height: 21 } as const;

/** Where the media stage files a post's cover: by its path and its focal point. */
export function coverKey(image: string, focus: string | undefined): string {
  return `cover:${image}@${focus ?? 'center'}`;
}

/**
 * `<picture>` with AVIF and WebP sources and the original as `<img>`, with intrinsic size.
 * `priority`: the page's largest image at first paint (LCP) is fetched first and decoded at
 * once; every other image waits until it nears the viewport.
 */
export function Picture({
  image,
  alt,
  sizes,
  className,
  title,
  priority = false,
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  className?: string;
  title?: string;
  priority?: boolean;
}) {
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      alt={alt}
      title={title}
      width={image.width}
      height={image.height}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
