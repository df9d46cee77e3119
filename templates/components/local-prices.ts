import type { Formatters, LocaleContext } from '../context.ts';
import type { PageData, PlanPrice, PlanView, PriceTable } from '../page-data.ts';
import { contentValues, priceTableOf } from '../prices.ts';

/** The page's price table: its locale's currency (DECISIONS.md "Money"). */
export function localPrices(ctx: LocaleContext, data: Pick<PageData, 'prices'>): PriceTable {
  return priceTableOf(data.prices, ctx.locale.currency);
}

/**
 * The plan the pricing page's worked example is about (the currency's `roiExampleRevenue`): the
 * popular one, or the first when none is marked.
 */
export function examplePlan<Plan extends Pick<PlanView, 'popular'>>(plans: Plan[]): Plan {
  const plan = plans.find((p) => p.popular) ?? plans[0];
  if (!plan) throw new Error('No plans: the load stage requires at least one in data/plans.json.');
  return plan;
}

/**
 * The return on the popular plan's price in one currency's table, rounded down to a hundred
 * percent so the claim never overstates it. Computed once, for the default locale's currency:
 * each table's own ratio gave 3,600% to 4,300% for one claim (issue 45, item 3).
 */
export function firstMonthReturn(
  plans: Pick<PlanView, 'popular' | 'prices'>[],
  prices: Record<string, PriceTable>,
  currency: string,
): number {
  const monthly = examplePlan(plans).prices[currency]?.monthly;
  if (!monthly) throw new Error(`The example plan has no ${currency} price; the load stage should have refused this locale.`);
  return Math.floor(priceTableOf(prices, currency).roiExampleRevenue / monthly) * 100;
}

/** A plan's price in the page's currency. */
export function localPlanPrice(ctx: LocaleContext, plan: PlanView): PlanPrice {
  const price = plan.prices[ctx.locale.currency];
  if (!price) throw new Error(`Plan "${plan.slug}" has no ${ctx.locale.currency} price; the load stage should have refused this locale.`);
  return price;
}

/**
 * The values of `{{price.growth}}` and the other content placeholders on this page: its
 * currency's figures, written the way `format` writes money (a fallback text's own language),
 * and `{{plan.growth}}`, the plan's name as the page's plan cards write it.
 */
export function contentPriceValues(
  ctx: LocaleContext,
  data: Pick<PageData, 'prices' | 'plans'>,
  format: Formatters = ctx.format,
): Record<string, string> {
  return contentValues({
    table: localPrices(ctx, data),
    messages: Object.fromEntries(data.plans.map((plan) => [plan.slug, plan.messages])),
    money: format.localMoney,
    number: format.number,
    planName: (slug) => ctx.t(`plans.${slug}.name`),
  });
}
