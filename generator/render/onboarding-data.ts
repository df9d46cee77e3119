import type { OnboardingData } from '../../templates/pages/onboarding-page.tsx';
import type { RenderData } from '../load/load-data.ts';
import { pickText } from './build-page-data.ts';
import { flattenStrings } from '../load/schemas/strings.ts';
import type { Translate } from '../i18n/i18n.ts';
import type { Locale } from '../load/schemas/locales.ts';

/** Keys of the strings the wizard uses besides `wizard.*`. */
const sharedKeys = ['onboarding', 'pricing', 'common', 'consent'];

/**
 * The wizard's data in one locale: country names from Intl (sorted the locale's way), industry
 * names in the language, each country's flag under the locale's base path, and every string it
 * shows (only this language's).
 */
export function buildOnboardingData(data: RenderData, locale: Locale, t: Translate, flags: Record<string, string>): OnboardingData {
  const names = new Intl.DisplayNames([locale.dateLocale], { type: 'region' });
  const collator = new Intl.Collator(locale.dateLocale);
  const countries = data.countries.countries
    .map((c) => ({
      code: c.code,
      dial: c.dial,
      name: names.of(c.code) ?? c.code,
      flagSrc: `${locale.basePath ?? ''}${flags[c.code] ?? ''}`,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const english = data.strings.get('en')!;
  const strings: Record<string, string> = {};
  for (const [key] of flattenStrings(english)) {
    const [group] = key.split('.');
    if (group === 'wizard') strings[key.slice('wizard.'.length)] = t(key, preserved);
    else if (sharedKeys.includes(group!)) strings[key] = t(key, preserved);
  }
  return {
    countries,
    featured: data.countries.featured,
    usNumbersFor: data.countries.usNumbersFor,
    // The list opens on the locale's country; the global site on the data's default (IL, spec §7).
    defaultCountry: countries.some((c) => c.code === locale.country) ? locale.country : data.countries.defaultCountry,
    phoneRules: data.countries.phoneRules,
    industries: data.industries.industries.map((industry) => ({
      id: industry.id,
      name: pickText(industry.name, locale.lang).text,
      subIndustries: industry.subIndustries.map((sub) => ({ id: sub.id, name: pickText(sub.name, locale.lang).text })),
    })),
    // '' when none is configured: the wizard then asks the API, if there is one.
    numberEndpoint: data.site.numberListEndpoint,
    strings,
  };
}

/** Placeholders the widget fills in itself stay in the text. */
const preserved = Object.fromEntries(
  ['plan', 'price', 'country', 'number', 'current', 'total', 'seconds', 'host', 'min', 'max', 'count', 'shown', 'query', 'name'].map(
    (name) => [name, `{{${name}}}`],
  ),
);
