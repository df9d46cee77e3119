import type { OnboardingData } from '../../templates/pages/onboarding-page.tsx';
import type { RenderData } from '../load/load-data.ts';
import { pickText } from './build-page-data.ts';
import { flattenStrings } from '../load/schemas/strings.ts';
import type { Translate } from '../i18n/i18n.ts';
import type { Locale } from '../load/schemas/locales.ts';

/** Where the wizard asks for numbers when no endpoint is configured: the stand-in of serve/dev. */
export const standInNumberEndpoint = '/api/available-numbers';

/** 🇲🇽 from "MX": regional indicator symbols, no image needed. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Keys of the strings the wizard uses besides `wizard.*`. */
const sharedKeys = ['onboarding', 'pricing', 'common'];

/**
 * The wizard's data in one locale: country names from Intl (sorted the locale's way), industry
 * names in the language, and every string it shows (only this language's).
 */
export function buildOnboardingData(data: RenderData, locale: Locale, t: Translate): OnboardingData {
  const names = new Intl.DisplayNames([locale.dateLocale], { type: 'region' });
  const collator = new Intl.Collator(locale.dateLocale);
  const countries = data.countries.countries
    .map((c) => ({ code: c.code, dial: c.dial, flag: flagOf(c.code), name: names.of(c.code) ?? c.code }))
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
    defaultCountry: data.countries.defaultCountry,
    phoneRules: data.countries.phoneRules,
    industries: data.industries.industries.map((industry) => ({
      id: industry.id,
      name: pickText(industry.name, locale.lang).text,
      subIndustries: industry.subIndustries.map((sub) => ({ id: sub.id, name: pickText(sub.name, locale.lang).text })),
    })),
    numberEndpoint: data.site.numberListEndpoint || standInNumberEndpoint,
    strings,
  };
}

/** Placeholders the widget fills in itself stay in the text. */
const preserved = Object.fromEntries(['plan', 'price', 'country', 'number', 'current', 'total', 'seconds', 'host', 'min', 'max'].map((name) => [name, `{{${name}}}`]));
