import { z } from 'zod';
import { isoDate } from './shared.ts';

const planSlug = z.enum(['starter', 'growth', 'pro'], { error: 'must be one of starter, growth, pro' });

/** A plan of the price grid (spec section 9). Names and feature texts live in the locale strings. */
const planSchema = z.strictObject({
  id: z.int().min(1).max(3),
  slug: planSlug,
  price: z.number().positive({ error: 'must be a positive monthly price in USD' }),
  messages: z.int().positive({ error: 'must be the number of messages included per month' }),
  extraCost: z.number().positive({ error: 'must be the USD price of one extra message' }),
  popular: z.boolean(),
  /** Keys under `plans.features` in the locale strings. */
  features: z.array(z.string().regex(/^[a-zA-Z0-9]+$/)).min(1),
});

export const plansSchema = z.strictObject({
  currency: z.literal('USD', { error: 'plan prices are kept in USD (see DECISIONS.md)' }),
  priceValidUntil: isoDate,
  /** USD per month for a purchased business number; an own SIM is free. */
  businessNumberPrice: z.number().nonnegative(),
  plans: z.array(planSchema).length(3, { error: 'must list exactly the three self-service plans (Enterprise is separate)' })
    .refine((plans) => plans.filter((p) => p.popular).length <= 1, { error: 'at most one plan can be marked popular' })
    .refine((plans) => new Set(plans.map((p) => p.slug)).size === plans.length, { error: 'plan slugs must be unique' }),
  enterprise: z.strictObject({
    id: z.literal(4),
    slug: z.literal('enterprise'),
    extraCostFrom: z.number().positive(),
  }),
});

export type Plans = z.infer<typeof plansSchema>;
export type Plan = Plans['plans'][number];
