import { z } from 'zod';
import { kebabId, localizedText } from './shared.ts';

/** `data/industries.json`: the 15 industries and their specific business types (spec section 3). */
export const industriesSchema = z.strictObject({
  industries: z
    .array(
      z.strictObject({
        id: kebabId,
        name: localizedText,
        subIndustries: z.array(z.strictObject({ id: kebabId, name: localizedText })).max(7),
      }),
    )
    .min(1),
});

export type Industries = z.infer<typeof industriesSchema>;
