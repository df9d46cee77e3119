import type { Formatters } from '../../templates/context.ts';
import { memoize } from '../cache.ts';
import type { Currencies } from '../load/schemas/currencies.ts';

/**
 * Number, money, percentage and date formatting for one locale, with Intl. Dates are read and
 * written in UTC so the output does not depend on the machine's time zone.
 */
const cache = new WeakMap<Currencies, Map<string, Formatters>>();

/** Formatters are costly to create (Intl objects); one set per locale and currency is shared. */
export function createFormatters(dateLocale: string, localCurrency: string, currencies: Currencies): Formatters {
  let byLocale = cache.get(currencies);
  if (!byLocale) cache.set(currencies, (byLocale = new Map()));
  const key = `${dateLocale}|${localCurrency}`;
  let formatters = byLocale.get(key);
  if (!formatters) byLocale.set(key, (formatters = makeFormatters(dateLocale, localCurrency)));
  return formatters;
}

function makeFormatters(dateLocale: string, localCurrency: string): Formatters {
  const numberFormat = new Intl.NumberFormat(dateLocale, { maximumFractionDigits: 2 });
  const percentFormat = new Intl.NumberFormat(dateLocale, { style: 'percent', maximumFractionDigits: 1 });
  const compactFormat = new Intl.NumberFormat(dateLocale, { notation: 'compact', maximumFractionDigits: 1 });
  const dateFormat = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long', timeZone: 'UTC' });
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  // Intl formatting costs tens of microseconds a call: each distinct result is kept.
  const moneyText = memoize((key: string) => {
    const [currency, text] = key.split(':') as [string, string];
    const amount = Number(text);
    // Whole amounts without decimals ("₪49"), others to the cent ("₪0.70").
    const cents = !Number.isInteger(amount);
    const formatKey = `${currency}:${cents}`;
    let format = moneyFormats.get(formatKey);
    if (!format) {
      format = new Intl.NumberFormat(dateLocale, {
        style: 'currency',
        currency,
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      });
      moneyFormats.set(formatKey, format);
    }
    return format.format(amount);
  });
  const money = (amount: number, currency: string) => moneyText(`${currency}:${amount}`);
  return {
    money,
    localMoney: (amount) => money(amount, localCurrency),
    number: memoize((value: number) => numberFormat.format(value)),
    percent: memoize((value: number) => percentFormat.format(value / 100)),
    compact: memoize((value: number) => compactFormat.format(value)),
    date: memoize((isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`))),
  };
}
