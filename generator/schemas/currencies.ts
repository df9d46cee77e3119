import { z } from 'zod';

const currencyCode = z.string().regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 code like "ILS"' });

/** `data/currencies.json`: rates from USD, used to show USD prices in a locale's currency. */
export const currenciesSchema = z.strictObject({
  base: z.literal('USD'),
  rates: z.record(currencyCode, z.number().positive({ error: 'must be a positive exchange rate' })),
});

export type Currencies = z.infer<typeof currenciesSchema>;
