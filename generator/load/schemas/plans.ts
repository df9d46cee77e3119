import { z } from 'zod';
import { isoDate } from './shared.ts';

const planSlug = z.enum(['starter', 'growth', 'pro'], { error: 'must be one of starter, growth, pro' });

/**
 * A field that used to hold a price: prices are per currency now (DECISIONS.md "Money"), so a
 * value here says where it goes instead of a bare "unknown field".
 */
const movedToCurrencies = (where: string) => z.never({ error: `prices are per currency in data/currencies.json; set ${where} there, under each currency, and remove this field` }).optional();

/**
 * A plan of the grid (spec section 9): what it includes. Its prices are per currency in
 * data/currencies.json; names and feature texts live in the locale strings.
 */
const planSchema = z.strictObject({
  id: z.int().min(1).max(3),
  slug: planSlug,
  messages: z.int().positive({ error: 'must be the number of messages included per month' }),
  popular: z.boolean(),
  /** Keys under `plans.features` in the locale strings. */
  features: z.array(z.string().regex(/^[a-zA-Z0-9]+$/)).min(1),
  price: movedToCurrencies('plans.<slug>.monthly'),
  extraCost: movedToCurrencies('plans.<slug>.extraMessage'),
});

export const plansSchema = z.strictObject({
  /** Until when the prices stand (Product structured data). */
  priceValidUntil: isoDate,
  plans: z.array(planSchema).length(3, { error: 'must list exactly the three self-service plans (Enterprise is separate)' })
    .refine((plans) => plans.filter((p) => p.popular).length <= 1, { error: 'at most one plan can be marked popular' })
    .refine((plans) => new Set(plans.map((p) => p.slug)).size === plans.length, { error: 'plan slugs must be unique' }),
  enterprise: z.strictObject({
    id: z.literal(4),
    slug: z.literal('enterprise'),
    extraCostFrom: movedToCurrencies('enterpriseExtraMessageFrom'),
  }),
  currency: movedToCurrencies('a table per currency'),
  businessNumberPrice: movedToCurrencies('businessNumber'),
});

export type Plans = z.infer<typeof plansSchema>;
export type Plan = Plans['plans'][number];
