import { z } from 'zod';
import { currencyCode } from './shared.ts';

/** `data/currencies.json`: rates from USD, used to show USD prices in a locale's currency. */
export const currenciesSchema = z.strictObject({
  base: z.literal('USD'),
  rates: z.record(currencyCode('ILS'), z.number().positive({ error: 'must be a positive exchange rate' })),
});

export type Currencies = z.infer<typeof currenciesSchema>;
