import type { Formatters } from '../../templates/context.ts';
import type { Currencies } from '../load/schemas/currencies.ts';

/**
 * Number, money and date formatting for one locale, with Intl. Dates are read and written in
 * UTC so the output does not depend on the machine's time zone.
 */
const cache = new WeakMap<Currencies, Map<string, Formatters>>();

/** Formatters are costly to create (Intl objects); one set per locale and currency is shared. */
export function createFormatters(dateLocale: string, localCurrency: string, currencies: Currencies): Formatters {
  let byLocale = cache.get(currencies);
  if (!byLocale) cache.set(currencies, (byLocale = new Map()));
  const key = `${dateLocale}|${localCurrency}`;
  let formatters = byLocale.get(key);
  if (!formatters) byLocale.set(key, (formatters = makeFormatters(dateLocale, localCurrency, currencies)));
  return formatters;
}

function makeFormatters(dateLocale: string, localCurrency: string, currencies: Currencies): Formatters {
  const numberFormat = new Intl.NumberFormat(dateLocale, { maximumFractionDigits: 2 });
  const dateFormat = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long', timeZone: 'UTC' });
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  // Intl formatting costs tens of microseconds a call and pages repeat the same few prices and
  // dates, so each distinct result is kept (a site has a bounded set of prices and dates).
  const moneyResults = new Map<string, string>();
  const dateResults = new Map<string, string>();
  const numberResults = new Map<number, string>();
  const money = (amount: number, currency: string) => {
    const resultKey = `${currency}:${amount}`;
    const known = moneyResults.get(resultKey);
    if (known !== undefined) return known;
    const cents = !Number.isInteger(amount);
    const key = `${currency}:${cents}`;
    let format = moneyFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(dateLocale, { style: 'currency', currency, minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
      moneyFormats.set(key, format);
    }
    const text = format.format(amount);
    moneyResults.set(resultKey, text);
    return text;
  };
  return {
    money,
    number: (value) => {
      let text = numberResults.get(value);
      if (text === undefined) numberResults.set(value, (text = numberFormat.format(value)));
      return text;
    },
    date: (isoDate) => {
      let text = dateResults.get(isoDate);
      if (text === undefined) dateResults.set(isoDate, (text = dateFormat.format(new Date(`${isoDate}T00:00:00Z`))));
      return text;
    },
    localMoneyFromUsd: (amountUsd) => {
      const rate = currencies.rates[localCurrency];
      return rate === undefined ? money(amountUsd, 'USD') : money(Math.round(amountUsd * rate * 100) / 100, localCurrency);
    },
  };
}
