import { lstat, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UsageError } from '../errors.ts';
import { loadSiteData } from '../load/load-data.ts';
import { localeSchema } from '../load/schemas/locales.ts';
import { appendLocaleRow } from './locale-row.ts';
import { sourcesFileText } from '../translations/mark-fresh.ts';
import { appendPriceTable, priceTableToFill } from './price-table.ts';

/**
 * The codes of the new locale, with the patterns locales.json accepts. Checked before anything
 * else: `--lang` names a file (`locales/<lang>.json`), so `../../x` must never reach a path, and
 * Intl throws a RangeError on a tag it cannot parse.
 */
function checkCodes(args: { prefix: string; lang: string; currency: string; country?: string }): void {
  const checks: [name: string, given: string | undefined, pattern: RegExp, expected: string][] = [
    ['The prefix', args.prefix, /^[a-z]{2,3}$/, 'two or three lowercase letters, like "fr"'],
    ['--lang', args.lang, /^[a-z]{2,3}$/, 'a language code of two or three lowercase letters, like "fr"'],
    ['--currency', args.currency, /^[A-Za-z]{3}$/, 'an ISO 4217 code of three letters, like "EUR"'],
    ['--country', args.country, /^[A-Za-z]{2}$/, 'an ISO country code of two letters, like "FR"'],
  ];
  for (const [name, given, pattern, expected] of checks) {
    if (given !== undefined && !pattern.test(given))
      throw new UsageError(`${name} ${JSON.stringify(given)} is not valid: use ${expected}.`);
  }
}

/**
 * Adds a country: a row in locales/locales.json and, for a new language, an empty strings file
 * `{}`. Every string of it is then untranslated: pages show English meanwhile (the fallback),
 * the build counts them and `sitegen check` lists each one and fails until they are translated
 * (a copy of English would pass for a translation). A currency without a price table gets one
 * to fill in, and a note saying so: the build refuses it until every amount is set. The next
 * build has one more site; nothing in the code changes.
 */
export async function scaffoldLocale(args: {
  root: string;
  prefix: string;
  lang: string;
  currency: string;
  dir: 'ltr' | 'rtl';
  country?: string;
  label?: string;
}): Promise<{ written: string[]; notes: string[] }> {
  checkCodes(args);
  const data = await loadSiteData(args.root);
  const country = (args.country ?? args.prefix).toUpperCase();
  const label = args.label ?? new Intl.DisplayNames([args.lang], { type: 'language' }).of(args.lang) ?? args.lang;
  const candidate = {
    id: args.prefix,
    prefix: args.prefix,
    lang: args.lang,
    htmlLang: `${args.lang}-${country}`,
    hreflang: `${args.lang}-${country}`,
    dir: args.dir,
    currency: args.currency.toUpperCase(),
    dateLocale: `${args.lang}-${country}`,
    ogLocale: `${args.lang}_${country}`,
    label: label.charAt(0).toLocaleUpperCase(args.lang) + label.slice(1),
    country,
  };
  const parsed = localeSchema.safeParse(candidate);
  if (!parsed.success) {
    throw new UsageError(`The new locale is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}.`);
  }
  const taken = data.locales.find((l) => l.id === args.prefix || l.prefix === args.prefix || l.hreflang === candidate.hreflang);
  if (taken) throw new UsageError(`A locale "${taken.id}" already uses the prefix or language tag of "${args.prefix}".`);
  if (!Intl.NumberFormat.supportedLocalesOf([candidate.dateLocale]).length) {
    throw new UsageError(`"${candidate.dateLocale}" is not a locale Intl knows; check --lang and --country.`);
  }

  const stringsFile = join(args.root, 'locales', `${args.lang}.json`);
  const sourcesFile = join(args.root, 'locales', `${args.lang}.sources.json`);
  // lstat, not access: a dangling symbolic link is there too, and writing through it would
  // create a file wherever it points, outside the project. Both checked before anything is written.
  const [existing, existingSources] = await Promise.all([stringsFile, sourcesFile].map((file) => lstat(file).catch(() => undefined)));
  for (const [stat, name] of [
    [existing, `${args.lang}.json`],
    [existingSources, `${args.lang}.sources.json`],
  ] as const) {
    if (stat?.isSymbolicLink())
      throw new UsageError(`locales/${name} is a symbolic link; the build reads only regular files inside the project.`, {
        hint: 'Replace the link with the file, or remove it.',
      });
  }

  const localesFile = join(args.root, 'locales', 'locales.json');
  await writeFile(localesFile, appendLocaleRow(await readFile(localesFile, 'utf8'), parsed.data));
  const written = ['locales/locales.json'];
  if (!existing) {
    await writeFile(stringsFile, '{}\n', { flag: 'wx' });
    written.push(`locales/${args.lang}.json`);
    // The record of what each string and data text is translated from (issue 42), empty until
    // the first ones are translated and marked fresh.
    await writeFile(sourcesFile, sourcesFileText({ strings: {}, data: {} }), { flag: 'wx' });
    written.push(`locales/${args.lang}.sources.json`);
  }
  const notes: string[] = [];
  const currency = parsed.data.currency;
  if (!(currency in data.currencies)) {
    const currenciesFile = join(args.root, 'data', 'currencies.json');
    await writeFile(
      currenciesFile,
      appendPriceTable(await readFile(currenciesFile, 'utf8'), currency, priceTableToFill(data.plans.plans.map((plan) => plan.slug))),
    );
    written.push('data/currencies.json');
    notes.push(
      `${currency} had no price table: data/currencies.json now has a "${currency}" table to fill in. Every amount in it is null, and "sitegen generate" refuses locale "${parsed.data.id}" until each is set to a price a business in ${country} would publish (whole units for plans and the number; prices are never converted from another currency).`,
    );
  }
  return { written, notes };
}
