import { z } from 'zod';
import type { PriceTable } from '../../../templates/prices.ts';
import { currencyCode, kebabId } from './shared.ts';

/** Digits after the decimal point the currency has (2 for ILS, 0 for JPY), as Intl knows it. */
function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

function decimalsOf(amount: number): number {
  const text = String(amount);
  return text.includes('e-') ? 20 : (text.split('.')[1]?.length ?? 0);
}

/**
 * `null` is a value `sitegen new locale` left to fill in (scaffold/price-table.ts): said so, since
 * the author was told at that moment and must not meet a bare type error (issue 45 item 17).
 */
const toFill = 'is not set yet: write the amount a business in this country would publish (sitegen new locale wrote this table to fill in)';
const unlessToFill = (issue: { input?: unknown }, message?: string) => (issue.input === null ? toFill : message);

// A missing price keeps zod's own message (the load stage words it "is required").
const wholePrice = z
  .int({
    error: (issue) =>
      issue.input === undefined
        ? undefined
        : unlessToFill(issue, 'must be a whole number: a price a business would publish, like 49 (no cents)'),
  })
  .positive({ error: 'must be a positive whole number' });
const unitPrice = z.number({ error: (issue) => unlessToFill(issue) }).positive({ error: 'must be a positive price' });
const sliderStop = z.int({ error: (issue) => unlessToFill(issue) }).positive();

const slider = z
  .strictObject({
    min: sliderStop,
    max: sliderStop,
    step: sliderStop,
    default: sliderStop,
  })
  .superRefine((range, ctx) => {
    if (range.min >= range.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'must be above min' });
    else if ((range.max - range.min) % range.step !== 0)
      ctx.addIssue({
        code: 'custom',
        path: ['step'],
        message: `must divide max - min (${range.max - range.min}) so the slider reaches max`,
      });
    if (range.default < range.min || range.default > range.max || (range.default - range.min) % range.step !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: `must be a stop of the slider: min, min + step, … up to max (${range.min}–${range.max} by ${range.step})`,
      });
    }
  });

const planPrice = z.strictObject({ monthly: wholePrice, extraMessage: unitPrice });

/**
 * One currency's price table (templates/prices.ts: PriceTable). `plans` has a price for each plan
 * of data/plans.json, by slug; the load stage checks the two files against each other
 * (plan-prices.ts), since neither schema sees the other file.
 */
const priceTableSchema = z
  .strictObject({
    plans: z.record(kebabId, planPrice),
    enterpriseExtraMessageFrom: unitPrice,
    businessNumber: wholePrice,
    roiOrderValue: slider,
    roiExampleRevenue: wholePrice,
  })
  .superRefine((table, ctx) => {
    const lowest = Math.min(...Object.values(table.plans).map((plan) => plan.extraMessage));
    if (table.enterpriseExtraMessageFrom > lowest) {
      ctx.addIssue({
        code: 'custom',
        path: ['enterpriseExtraMessageFrom'],
        message: `must not be above the lowest plan's extra message price (${lowest})`,
      });
    }
  });

/**
 * `data/currencies.json`: a price table per currency, keyed by ISO code. Local prices are data
 * (DECISIONS.md), not conversions; every currency a locale uses needs a table (load-data.ts
 * checks it against locales/locales.json).
 */
export const currenciesSchema = z.record(currencyCode('ILS'), priceTableSchema).superRefine((tables, ctx) => {
  for (const [currency, table] of Object.entries(tables)) {
    const digits = minorDigits(currency);
    const amounts: [string[], number][] = [
      ...Object.entries(table.plans).map(([slug, price]): [string[], number] => [['plans', slug, 'extraMessage'], price.extraMessage]),
      [['enterpriseExtraMessageFrom'], table.enterpriseExtraMessageFrom],
    ];
    for (const [path, amount] of amounts) {
      if (decimalsOf(amount) > digits) {
        ctx.addIssue({
          code: 'custom',
          path: [currency, ...path],
          message:
            digits === 0
              ? `${currency} has no minor unit: write a whole number`
              : `has more than ${digits} decimals; ${currency} is written to ${digits} places`,
        });
      }
    }
  }
});

export type Currencies = z.infer<typeof currenciesSchema>;

// The schema and the templates' view of a table must agree: a change to one fails here.
const _sameShape: Record<string, PriceTable> = {} as Currencies;
void _sameShape;
