import { z } from 'zod';
import { kebabId, localizedText } from './shared.ts';

export const testimonialsSchema = z.strictObject({
  summary: z.strictObject({
    rating: z.number().min(1).max(5),
    reviewCount: z.int().positive(),
  }),
  items: z
    .array(
      z.strictObject({
        id: kebabId,
        name: localizedText,
        business: localizedText,
        rating: z.int().min(1).max(5),
        text: localizedText,
        results: localizedText,
      }),
    )
    .min(1),
});

export type Testimonials = z.infer<typeof testimonialsSchema>;
export type Testimonial = Testimonials['items'][number];
