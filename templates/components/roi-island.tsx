import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';
import { Island } from './island.tsx';
import { localPrices } from './local-prices.ts';
import { computeRoi, customersSlider, roiModel, type RoiCalculatorProps, type RoiCounter } from '../islands/roi-calculator.tsx';

export { computeRoi };

/** A counter's final text the way the island writes it while counting: Intl, then the pattern. */
function counter(ctx: PageContext, args: Omit<RoiCounter, 'text' | 'pattern'> & { pattern?: string }): RoiCounter {
  const pattern = args.pattern ?? '{{value}}';
  const value = args.kind === 'percent' ? ctx.format.percent(args.target) : ctx.format.number(args.target);
  return { ...args, pattern, text: pattern.split('{{value}}').join(value) };
}

/** Props of the ROI island in the page's language and currency, defaults formatted here. */
function roiProps(ctx: PageContext, data: PageData, idPrefix: string, withCounters: boolean): RoiCalculatorProps {
  const { t, format } = ctx;
  const orderValue = localPrices(ctx, data).roiOrderValue;
  const customers = customersSlider.default;
  const result = computeRoi(customers, orderValue.default);
  const { roiCounters } = data.claims;
  return {
    idPrefix,
    formatLocale: ctx.locale.dateLocale,
    currency: ctx.locale.currency,
    orderValue,
    labels: {
      customers: t('roi.customers'),
      orderValue: t('roi.orderValue'),
      reviewsGained: t('roi.reviewsGained'),
      newCustomers: t('roi.newCustomers'),
      extraRevenue: t('roi.extraRevenue'),
      assumption: t('roi.assumption', {
        rate: format.percent(roiModel.reviewPercent),
        perReview: format.number(roiModel.customersPerReviewTenths / 10),
      }),
    },
    initialText: {
      customers: format.number(customers),
      orderValue: format.localMoney(orderValue.default),
      reviews: format.number(result.reviews),
      newCustomers: format.number(result.newCustomers),
      revenue: format.localMoney(result.revenue),
    },
    counters: withCounters
      ? [
          counter(ctx, { target: roiCounters.moreReviewsPercent, decimals: 0, kind: 'percent', label: t('roi.counter1Label') }),
          counter(ctx, {
            target: roiCounters.trustMultiplier,
            decimals: 1,
            kind: 'number',
            pattern: t('common.times', { value: '{{value}}' }),
            label: t('roi.counter2Label'),
          }),
          counter(ctx, { target: roiCounters.revenueGrowthPercent, decimals: 0, kind: 'percent', label: t('roi.counter3Label') }),
        ]
      : [],
  };
}

/** The headline counters and the calculator, as one island (counters animate, sliders compute). */
export function RoiCalculator({
  ctx,
  data,
  idPrefix,
  withCounters = true,
}: {
  ctx: PageContext;
  data: PageData;
  idPrefix: string;
  withCounters?: boolean;
}) {
  return <Island ctx={ctx} name="roi-calculator" props={roiProps(ctx, data, idPrefix, withCounters)} />;
}
