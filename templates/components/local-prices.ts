import type { Formatters, LocaleContext } from '../context.ts';
import type { PageData, PlanPrice, PlanView, PriceTable } from '../page-data.ts';
import { contentValues, priceTableOf } from '../prices.ts';

/** The page's price table: its locale's currency (DECISIONS.md "Money"). */
export function localPrices(ctx: LocaleContext, data: Pick<PageData, 'prices'>): PriceTable {
  return priceTableOf(data.prices, ctx.locale.currency);
}

/** A plan's price in the page's currency. */
export function localPlanPrice(ctx: LocaleContext, plan: PlanView): PlanPrice {
  const price = plan.prices[ctx.locale.currency];
  if (!price) throw new Error(`Plan "${plan.slug}" has no ${ctx.locale.currency} price; the load stage should have refused this locale.`);
  return price;
}

/**
 * The values of `{{price.growth}}` and the other content placeholders on this page: its
 * currency's figures, written the way `format` writes money (a fallback text's own language).
 */
export function contentPriceValues(ctx: LocaleContext, data: Pick<PageData, 'prices' | 'plans'>, format: Formatters = ctx.format): Record<string, string> {
  return contentValues({
    table: localPrices(ctx, data),
    messages: Object.fromEntries(data.plans.map((plan) => [plan.slug, plan.messages])),
    money: format.localMoney,
    number: format.number,
  });
}
