import { z } from 'zod';

const percent = z.number().positive({ error: 'must be a positive percentage, written as a number (300 for 300%)' });
const count = z.int().positive({ error: 'must be a positive whole number' });

/**
 * `data/claims.json`: the marketing figures the pages state (spec section 1: copy, not computed).
 * Percentages, ratings and counts are numbers here and formatted by Intl for each page's locale,
 * so "4,200%" never reaches a Brazilian page written the English way (DECISIONS.md "Money").
 * The average rating and review count are `summary` in data/testimonials.json.
 */
export const claimsSchema = z.strictObject({
  moreReviewsPercent: percent,
  /** "Up to 3x more reviews" in the home page's description. */
  reviewsMultiplier: z.number().positive(),
  whatsappOpenRatePercent: percent.max(100),
  setupMinutes: count,
  businesses: count,
  messagesSent: count,
  revenueGrowthPercent: percent,
  enterpriseFromLocations: count,
  /** The ROI section's three counters (spec section 4: 217, 3.4x, 127). */
  roiCounters: z.strictObject({
    moreReviewsPercent: percent,
    trustMultiplier: z.number().positive(),
    revenueGrowthPercent: percent,
  }),
  /** Customers a month in the pricing page's worked example (100 → 35 reviews → 73 customers). */
  roiExampleCustomers: count,
  /** The /roi page's sample stories (spec section 2): reviews before and after, revenue growth. */
  roiStories: z
    .array(
      z.strictObject({
        key: z.enum(['story1', 'story2', 'story3'], {
          error: 'must be story1, story2 or story3 (their texts are roiPage.<key>… in the strings)',
        }),
        reviewsBefore: z.int().nonnegative(),
        reviewsAfter: z.int().nonnegative(),
        revenueGrowthPercent: percent,
      }),
    )
    .length(3),
});

export type Claims = z.infer<typeof claimsSchema>;
