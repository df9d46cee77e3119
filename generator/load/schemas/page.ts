import { z } from 'zod';
import { plainText } from './shared.ts';
import { aliasPaths } from './redirects.ts';
import { sourceHashSchema } from './translation-sources.ts';

/** Footer columns a content page may join (the fixed links come first, then pages by `order`). */
export const footerColumns = ['product', 'resources', 'company', 'legal', 'account'] as const;
export type FooterColumn = (typeof footerColumns)[number];

/**
 * Where a content page is linked from: the header's links (after the home page's sections) or a
 * footer column. `label` defaults to the page's title.
 */
const navPlacement = z
  .strictObject({
    menu: z.enum(['header', 'footer'], { error: 'must be "header" or "footer"' }),
    column: z.enum(footerColumns, { error: `must be one of ${footerColumns.join(', ')}` }).optional(),
    order: z.int({ error: 'must be a whole number (lower comes first)' }).default(0),
    label: plainText.pipe(z.string().max(40, { error: 'must be at most 40 characters (it is a menu entry)' })).optional(),
  })
  .refine((nav) => nav.menu === 'footer' || nav.column === undefined, {
    path: ['column'],
    error: 'is for footer links only; remove it or set menu: footer',
  });

/** Front matter of `content/pages/<lang>/<slug>.md`: a page of the site written in Markdown. */
export const pageFrontMatterSchema = z.strictObject({
  title: plainText.pipe(
    z.string().max(80, { error: 'must be at most 80 characters (it is the page heading and the title in search results)' }),
  ),
  description: plainText.pipe(z.string().max(200, { error: 'must be at most 200 characters (search engines cut longer ones)' })),
  /** Built by `sitegen dev` (with a "Draft" ribbon), left out of `generate`. */
  draft: z.boolean().optional(),
  nav: navPlacement.optional(),
  /** Beside the text on wide screens: `stats`, the product's key figures (the About page; issue 45, item 7). */
  aside: z.enum(['stats'], { error: 'must be "stats" (key figures beside the text) or left out' }).optional(),
  /** Old addresses of this page (`/company`), each redirected to the page. */
  aliases: aliasPaths.optional(),
  /** A translation: the hash of the English it was made from (i18n/source-hash.ts `documentHash`) (issue 42). */
  source: sourceHashSchema.optional(),
});

export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;
export type NavPlacement = z.infer<typeof navPlacement>;
