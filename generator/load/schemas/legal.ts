import { z } from 'zod';
import { isoDate } from './shared.ts';
import { sourceHashSchema } from './translation-sources.ts';

/** Front matter of `content/legal/<lang>/<terms|privacy>.md`. */
export const legalFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1).max(200, { error: 'must be at most 200 characters (search engines cut longer ones)' }),
  effectiveDate: isoDate,
  /** A translation: the hash of the English it was made from (i18n/source-hash.ts `documentHash`) (issue 42). */
  source: sourceHashSchema.optional(),
});

export const legalDocKinds = ['terms', 'privacy'] as const;
export type LegalDocKind = (typeof legalDocKinds)[number];
