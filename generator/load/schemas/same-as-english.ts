import { z } from 'zod';

/**
 * `locales/same-as-english.json`: the explicit list of strings a translation may leave as the
 * English text. A string of another language equal to English is otherwise reported as not
 * translated (a copied `en.json` would pass as translated).
 */
export const sameAsEnglishSchema = z.strictObject({
  /** Texts that are the same in every language: brand and product names ("WhatsApp", "Pro"). */
  everyLanguage: z.array(z.string().min(1)),
  /** Per language code, string keys whose English text is also right in that language ("Blog"). */
  byLanguage: z.record(
    z.string().regex(/^[a-z]{2,3}$/, { error: 'language codes are two or three lowercase letters' }),
    z.array(z.string().min(1)),
  ),
});

export type SameAsEnglish = z.infer<typeof sameAsEnglishSchema>;
