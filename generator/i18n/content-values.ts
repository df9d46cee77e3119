import type { SiteData } from '../load/load-data.ts';
import type { Locale } from '../load/schemas/locales.ts';
import { contentValues, priceTableOf } from '../../templates/prices.ts';
import { createFormatters } from './format.ts';
import type { Translate } from './i18n.ts';

/**
 * The values of `{{price.growth}}`, `{{plan.growth}}` and the other content placeholders in a
 * locale, written as its pages write them (templates/components/local-prices.ts does the same
 * for a page's own context): JSON-LD and the Markdown twins fill their texts with these.
 */
export function localeContentValues(data: Pick<SiteData, 'currencies' | 'plans'>, locale: Locale, t: Translate): Record<string, string> {
  const format = createFormatters(locale.dateLocale, locale.currency, data.currencies);
  return contentValues({
    table: priceTableOf(data.currencies, locale.currency),
    messages: Object.fromEntries(data.plans.plans.map((plan) => [plan.slug, plan.messages])),
    money: format.localMoney,
    number: format.number,
    planName: (slug) => t(`plans.${slug}.name`),
  });
}
