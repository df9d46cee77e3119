import { z } from 'zod';
import { distinctLabels, isoDate, kebabId, plainText } from './shared.ts';
import { aliasPaths } from './redirects.ts';
import { sourceHashSchema } from './translation-sources.ts';

/** Front matter of `content/posts/<lang>/<slug>.md`: the spec's Blog post entity. */
export const postFrontMatterSchema = z
  .strictObject({
    id: z.int().positive({ error: 'must be a positive whole number, the same in every language' }),
    slug: kebabId.max(100, { error: 'must be at most 100 characters (it becomes a folder name in every locale)' }),
    title: plainText,
    excerpt: plainText.pipe(z.string().max(300, { error: 'must be at most 300 characters' })),
    image: z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpg|jpeg|webp|avif)$/, {
      error: 'must be a path under /images/ to an SVG, PNG, JPEG, WebP or AVIF file, like /images/blog/my-post.jpg',
    }),
    /** Where the cover's subject is: the crop to the card's and header's box keeps it in view. */
    coverFocus: z
      .string()
      .regex(/^(?:(?:\d{1,2}|100)% (?:\d{1,2}|100)%|center|top|bottom|left|right|(?:left|center|right) (?:top|center|bottom))$/, {
        error: 'must be a point like "50% 30%" (from the left, from the top), or top, bottom, left, right, center, "left top"…',
      })
      .optional(),
    author: plainText,
    publishedDate: isoDate,
    modifiedDate: isoDate,
    // Each term is an archive page per locale: the caps keep one post from making thousands.
    categories: distinctLabels
      .min(1, { error: 'needs at least one category' })
      .max(10, { error: 'has more than 10 categories; keep the few a reader would browse by' }),
    tags: distinctLabels.max(30, { error: 'has more than 30 tags; keep the few a reader would browse by' }),
    featured: z.boolean(),
    seoKeywords: distinctLabels.optional(),
    /** Computed from the body; a value written here must agree with the count. */
    wordCount: z.int().nonnegative().optional(),
    readingTime: z.int().min(4).max(15).optional(),
    /** Authoring (issue 23): built by `sitegen dev` with a ribbon, left out of `generate`. */
    draft: z.boolean().optional(),
    /** Old addresses of this post (`/blog/old-slug`), each redirected to it in its locale. */
    aliases: aliasPaths.optional(),
    /** A translation: the hash of the English it was made from (i18n/source-hash.ts `documentHash`) (issue 42, `sitegen translations`). */
    source: sourceHashSchema.optional(),
  })
  .refine((post) => post.modifiedDate >= post.publishedDate, {
    path: ['modifiedDate'],
    error: 'must not be before publishedDate',
  });

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** Minutes at 200 words a minute, clamped to the spec's 4–15. */
export function readingTimeFor(wordCount: number): number {
  return Math.min(15, Math.max(4, Math.ceil(wordCount / 200)));
}
