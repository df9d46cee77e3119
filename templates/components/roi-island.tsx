import type { PageContext } from '../context.ts';
import { Island } from './island.tsx';
import { computeRoi, roiDefaults, type RoiCalculatorProps } from '../islands/roi-calculator.tsx';

export { computeRoi, roiDefaults };

/** Props of the ROI island in the page's language and currency, defaults formatted here. */
function roiProps(ctx: PageContext, idPrefix: string, withCounters: boolean): RoiCalculatorProps {
  const { t, format } = ctx;
  const { customers, orderValue } = roiDefaults;
  const result = computeRoi(customers, orderValue);
  const money = (amount: number) => format.money(amount, ctx.locale.currency);
  return {
    idPrefix,
    formatLocale: ctx.locale.dateLocale,
    currency: ctx.locale.currency,
    labels: {
      customers: t('roi.customers'),
      orderValue: t('roi.orderValue'),
      reviewsGained: t('roi.reviewsGained'),
      newCustomers: t('roi.newCustomers'),
      extraRevenue: t('roi.extraRevenue'),
      assumption: t('roi.assumption'),
    },
    initialText: {
      customers: format.number(customers),
      orderValue: money(orderValue),
      reviews: format.number(result.reviews),
      newCustomers: format.number(result.newCustomers),
      revenue: money(result.revenue),
    },
    counters: withCounters
      ? [
          { target: 217, decimals: 0, suffix: '%', label: t('roi.counter1Label'), text: `${format.number(217)}%` },
          { target: 3.4, decimals: 1, suffix: 'x', label: t('roi.counter2Label'), text: `${format.number(3.4)}x` },
          { target: 127, decimals: 0, suffix: '%', label: t('roi.counter3Label'), text: `${format.number(127)}%` },
        ]
      : [],
  };
}

/** The headline counters and the calculator, as one island (counters animate, sliders compute). */
export function RoiCalculator({ ctx, idPrefix, withCounters = true }: { ctx: PageContext; idPrefix: string; withCounters?: boolean }) {
  return <Island ctx={ctx} name="roi-calculator" props={roiProps(ctx, idPrefix, withCounters)} />;
}
