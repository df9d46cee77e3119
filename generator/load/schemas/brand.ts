import { z } from 'zod';
import { plainText } from './shared.ts';

const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour written as #rrggbb, like "#0b7a55"' })
  .transform((color) => color.toLowerCase());
const colorNames = ['accent', 'accentStrong', 'accentSoft', 'accentMint', 'ink', 'star'] as const;

/** A fill of the mark: one of the brand's colours by name, or a colour of its own. */
const fill = z.union([z.enum(colorNames), hexColor], {
  error: `must be one of the brand colours (${colorNames.join(', ')}) or a colour written as #rrggbb`,
});

/**
 * `data/brand.json`: the brand in one place (issue 23). The stylesheet's colour and font tokens,
 * the favicon and logo files, the logo component and the social cards read it; changing the
 * accent is one edit and a rebuild.
 */
export const brandSchema = z.strictObject({
  /** The product's name, as pages, titles and structured data write it. */
  name: plainText,
  colors: z.strictObject({
    /** Buttons, links, the mark's background: keep 4.5:1 on white (DESIGN.md). */
    accent: hexColor,
    /** Hover and pressed states of the accent. */
    accentStrong: hexColor,
    /** Tinted backgrounds behind accent content. */
    accentSoft: hexColor,
    accentMint: hexColor,
    /** Body text: 7:1 on white. */
    ink: hexColor,
    /** Star ratings and the mark's star. */
    star: hexColor,
  }),
  fonts: z.strictObject({
    /** The font stack, first choice first; it must cover Latin, Hebrew and Devanagari (or fall back to fonts that do). */
    sans: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .regex(/^[^"';{}<>\\]+$/, { error: 'must be a font family name, without quotes or CSS punctuation' }),
      )
      .min(1),
  }),
  /** The logo mark, drawn on a 32 x 32 grid: a rounded square and shapes on it. */
  mark: z.strictObject({
    cornerRadius: z.number().min(0).max(16),
    background: fill,
    shapes: z
      .array(
        z.strictObject({
          path: z.string().regex(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/, { error: 'must be SVG path data (the "d" of a <path>)' }),
          fill,
        }),
      )
      .min(1),
  }),
});

export type Brand = z.infer<typeof brandSchema>;
export type BrandColors = Brand['colors'];
