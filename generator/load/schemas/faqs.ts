import { z } from 'zod';
import { kebabId, localizedText } from './shared.ts';

/**
 * Pages an entry is shown on besides the help centre, which shows them all: a page id (`home`,
 * `contact`, `pricing`…) or a content page's slug. The load stage checks that the page exists
 * (faq-placements.ts).
 */
const placement = kebabId;

export const faqsSchema = z
  .strictObject({
    topics: z.array(z.strictObject({ id: kebabId, title: localizedText })).min(1),
    entries: z
      .array(
        z.strictObject({
          id: kebabId,
          topic: kebabId,
          placements: z.array(placement),
          question: localizedText,
          answer: localizedText,
        }),
      )
      .min(1),
  })
  .superRefine((faqs, ctx) => {
    const topics = new Set(faqs.topics.map((t) => t.id));
    const seen = new Set<string>();
    faqs.entries.forEach((entry, index) => {
      if (!topics.has(entry.topic)) {
        ctx.addIssue({
          code: 'custom',
          path: ['entries', index, 'topic'],
          message: `unknown topic "${entry.topic}"; topics are ${[...topics].join(', ')}`,
        });
      }
      if (seen.has(entry.id)) {
        ctx.addIssue({ code: 'custom', path: ['entries', index, 'id'], message: `duplicate id "${entry.id}"` });
      }
      seen.add(entry.id);
    });
  });

export type Faqs = z.infer<typeof faqsSchema>;
export type FaqEntry = Faqs['entries'][number];
