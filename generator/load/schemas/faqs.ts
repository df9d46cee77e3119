import { z } from 'zod';
import { kebabId, localizedText } from './shared.ts';
import { contentPlaceholderNames, unknownPlaceholders } from '../../../templates/prices.ts';

/** Where an entry is shown besides the help centre, which shows them all. */
const placement = z.enum(['home', 'contact'], { error: 'placements can be "home" or "contact"' });

export const faqsSchema = z.strictObject({
  topics: z.array(z.strictObject({ id: kebabId, title: localizedText })).min(1),
  entries: z.array(z.strictObject({
    id: kebabId,
    topic: kebabId,
    placements: z.array(placement),
    question: localizedText,
    answer: localizedText,
  })).min(1),
}).superRefine((faqs, ctx) => {
  const topics = new Set(faqs.topics.map((t) => t.id));
  const seen = new Set<string>();
  faqs.entries.forEach((entry, index) => {
    if (!topics.has(entry.topic)) {
      ctx.addIssue({ code: 'custom', path: ['entries', index, 'topic'], message: `unknown topic "${entry.topic}"; topics are ${[...topics].join(', ')}` });
    }
    if (seen.has(entry.id)) {
      ctx.addIssue({ code: 'custom', path: ['entries', index, 'id'], message: `duplicate id "${entry.id}"` });
    }
    seen.add(entry.id);
    // Prices and allowances are named, not written: each page fills in its own currency's.
    for (const field of ['question', 'answer'] as const) {
      for (const [lang, text] of Object.entries(entry[field])) {
        const unknown = unknownPlaceholders(text);
        if (unknown.length > 0) {
          ctx.addIssue({ code: 'custom', path: ['entries', index, field, lang], message: `unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(', ')}; known ones are ${contentPlaceholderNames.map((n) => `{{${n}}}`).join(', ')}` });
        }
      }
    }
  });
});

export type Faqs = z.infer<typeof faqsSchema>;
export type FaqEntry = Faqs['entries'][number];
