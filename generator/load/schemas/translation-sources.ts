import { z } from 'zod';

/** A short SHA-256 of an English text (sourceHash in i18n/source-hash.ts): 12 lowercase hex digits. */
export const sourceHashSchema = z
  .string()
  .regex(/^[0-9a-f]{12}$/, { error: 'must be 12 lowercase hex digits; run "sitegen translations mark-fresh" to write it' });

/**
 * `locales/<lang>.sources.json`: the English each UI string and data text of a language was
 * translated from (issue 42). `strings`: string key → hash of the English string; `data`: data
 * text id (`data/faqs.json#entries.<id>.answer`) → hash of the English text.
 */
export const translationSourcesSchema = z.strictObject({
  strings: z.record(z.string().min(1), sourceHashSchema),
  data: z.record(z.string().min(1), sourceHashSchema),
});

export type TranslationSources = z.infer<typeof translationSourcesSchema>;
