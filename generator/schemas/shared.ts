import { z } from 'zod';

/** Text in several languages, keyed by language code; English is required as the fallback. */
export const localizedText = z
  .record(z.string().regex(/^[a-z]{2,3}$/, { error: 'language codes are two or three lowercase letters' }), z.string().trim().min(1, { error: 'must not be empty' }))
  .refine((value) => typeof value.en === 'string', { error: 'needs an English ("en") text, the fallback for every language' });

export type LocalizedText = z.infer<typeof localizedText>;

/** A calendar date written as YYYY-MM-DD. */
export const isoDate = z.iso.date({ error: 'must be a date written as YYYY-MM-DD' });

export const kebabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'must be lowercase words joined by hyphens, like "free-trial"',
});
