import { z } from 'zod';
import { isoDate, kebabId } from './shared.ts';

/**
 * A field that used to hold a price: prices are per currency now (DECISIONS.md "Money"), so a
 * value here says where it goes instead of a bare "unknown field".
 */
const movedToCurrencies = (where: string) =>
  z
    .never({ error: `prices are per currency in data/currencies.json; set ${where} there, under each currency, and remove this field` })
    .optional();

/** Names under `plans.` in the strings that are not plans: a plan called so would share its texts. */
const reservedSlugs = ['features', 'enterprise'];

/**
 * A self-service plan (spec section 9): what it includes. The array's order is the order of the
 * cards; the slug is the plan's id everywhere (`?plan=`, the strings `plans.<slug>.name`, the
 * price tables `plans.<slug>`). Prices are per currency in data/currencies.json.
 */
const planSchema = z.strictObject({
  slug: kebabId.refine((slug) => !reservedSlugs.includes(slug), {
    error: `must not be ${reservedSlugs.map((s) => `"${s}"`).join(' or ')}: those names hold other texts under "plans" in the strings`,
  }),
  messages: z.int().positive({ error: 'must be the number of messages included per month' }),
  popular: z.boolean(),
  /** Keys under `plans.features` in the locale strings. */
  features: z.array(z.string().regex(/^[a-zA-Z0-9]+$/)).min(1),
  id: z.never({ error: 'plans are named by their slug now; remove this field' }).optional(),
  price: movedToCurrencies('plans.<slug>.monthly'),
  extraCost: movedToCurrencies('plans.<slug>.extraMessage'),
});

export const plansSchema = z.strictObject({
  /** Until when the prices stand (Product structured data). */
  priceValidUntil: isoDate,
  plans: z
    .array(planSchema)
    .min(1, { error: 'must list at least one self-service plan (Enterprise is separate)' })
    .refine((plans) => plans.filter((p) => p.popular).length <= 1, { error: 'at most one plan can be marked popular' })
    .superRefine((plans, ctx) => {
      plans.forEach((plan, index) => {
        if (plans.findIndex((other) => other.slug === plan.slug) !== index)
          ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: `"${plan.slug}" is listed twice; plan slugs must be unique` });
      });
    }),
  enterprise: z.strictObject({
    slug: z.literal('enterprise'),
    id: z.never({ error: 'remove this field: Enterprise is named by its slug' }).optional(),
    extraCostFrom: movedToCurrencies('enterpriseExtraMessageFrom'),
  }),
  currency: movedToCurrencies('a table per currency'),
  businessNumberPrice: movedToCurrencies('businessNumber'),
});

export type Plans = z.infer<typeof plansSchema>;
export type Plan = Plans['plans'][number];
