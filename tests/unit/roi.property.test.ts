import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRoi } from '../../templates/islands/roi-calculator.tsx';
import { createFormatters } from '../../generator/i18n/format.ts';
import locales from '../../locales/locales.json' with { type: 'json' };
import currencyData from '../../data/currencies.json' with { type: 'json' };
import { currenciesSchema } from '../../generator/load/schemas/currencies.ts';

/**
 * The ROI calculator's model (spec section 9): reviews gained = 35% of customers, rounded down;
 * new customers = 2.1 times reviews gained, rounded down; extra revenue = new customers times
 * order value. Stated again here in integer arithmetic, so a floating-point slip in the widget
 * (0.35 is not exact in binary: 700 * 0.35 = 244.99999999999997) shows up as a difference.
 */
function specRoi(customers: number, orderValue: number) {
  const reviews = Math.floor((customers * 35) / 100);
  const newCustomers = Math.floor((reviews * 21) / 10);
  return { reviews, newCustomers, revenue: newCustomers * orderValue };
}

/** The sliders' values: customers 50–1000 step 50, order value 25–500 step 25. */
const sliderCustomers = fc.integer({ min: 1, max: 20 }).map((n) => n * 50);
const sliderOrderValue = fc.integer({ min: 1, max: 20 }).map((n) => n * 25);
/** Beyond the sliders too: the formula is the product's, not the slider's. */
const customers = fc.oneof(sliderCustomers, fc.integer({ min: 0, max: 1_000_000 }));
const orderValue = fc.oneof(sliderOrderValue, fc.integer({ min: 0, max: 100_000 }));
const currencies = currenciesSchema.parse(currencyData);

describe('ROI formula (spec section 9), as properties', () => {
  it('equals the spec restated in integer arithmetic, for every slider position', () => {
    // The slider grid is small (20 x 20): check all of it, then random values beyond it.
    for (let c = 50; c <= 1000; c += 50) for (let o = 25; o <= 500; o += 25) expect(computeRoi(c, o), `${c} x ${o}`).toEqual(specRoi(c, o));
    fc.assert(
      fc.property(customers, orderValue, (c, o) => {
        expect(computeRoi(c, o)).toEqual(specRoi(c, o));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives whole, non-negative numbers, and no more reviews than 35% of customers', () => {
    fc.assert(
      fc.property(customers, orderValue, (c, o) => {
        const { reviews, newCustomers, revenue } = computeRoi(c, o);
        for (const value of [reviews, newCustomers, revenue]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(reviews * 100).toBeLessThanOrEqual(c * 35);
        expect((reviews + 1) * 100).toBeGreaterThan(c * 35);
      }),
    );
  });

  it('never falls when customers or the order value rise', () => {
    fc.assert(
      fc.property(customers, customers, orderValue, orderValue, (c1, c2, o1, o2) => {
        const [fewer, more] = c1 <= c2 ? [c1, c2] : [c2, c1];
        const [cheaper, dearer] = o1 <= o2 ? [o1, o2] : [o2, o1];
        const low = computeRoi(fewer, cheaper);
        const high = computeRoi(more, dearer);
        expect(high.reviews).toBeGreaterThanOrEqual(low.reviews);
        expect(high.newCustomers).toBeGreaterThanOrEqual(low.newCustomers);
        expect(high.revenue).toBeGreaterThanOrEqual(low.revenue);
        // Revenue is proportional to the order value; reviews do not depend on it.
        expect(computeRoi(fewer, dearer).revenue * cheaper).toBe(computeRoi(fewer, cheaper).revenue * dearer);
        expect(computeRoi(fewer, dearer).reviews).toBe(low.reviews);
      }),
    );
  });

  it('formats round-trip in every locale: the shown figures read back as the computed ones', () => {
    const locale = fc.constantFrom(...locales.locales);
    fc.assert(
      fc.property(locale, sliderCustomers, sliderOrderValue, (loc, c, o) => {
        const format = createFormatters(loc.dateLocale, loc.currency, currencies);
        const result = computeRoi(c, o);
        // Every locale writes Latin digits; grouping marks and the currency sign are all that is added.
        const readBack = (text: string) => Number(text.replace(/[^0-9]/g, ''));
        expect(readBack(format.number(result.reviews))).toBe(result.reviews);
        expect(readBack(format.number(result.newCustomers))).toBe(result.newCustomers);
        expect(readBack(format.money(result.revenue, loc.currency))).toBe(result.revenue);
        expect(readBack(format.money(o, loc.currency))).toBe(o);
      }),
    );
  });
});
