import i18next from 'i18next';
import { Cache } from '../cache.ts';
import type { ContentProblem } from '../errors.ts';
import { tuning } from '../tuning.ts';
import { flattenStrings, type Strings } from '../load/schemas/strings.ts';

export type TranslationValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslationValues) => string;

export interface Translator {
  lang: string;
  t: Translate;
  /** Keys that were asked for but exist in no language, not even English: template bugs. */
  unknownKeys: Set<string>;
}

/**
 * One i18next instance per language (they must not share state across locales), falling back
 * to English and then to the key itself. `variables` (the brand name) are available to every string.
 */
export function createTranslator(lang: string, strings: Map<string, Strings>, variables: TranslationValues): Translator {
  const unknownKeys = new Set<string>();
  const resources = Object.fromEntries([...strings].map(([code, value]) => [code, { translation: value }]));
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources,
    initAsync: false,
    // React escapes text when it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false, defaultVariables: variables },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_langs, _ns, key) => unknownKeys.add(key),
  });
  // The same calls repeat on every page (navigation, footer, "5 min read"): each distinct key
  // and values is translated by i18next once.
  const translations = new Cache<string, string>(`translations (${lang})`, tuning.translationCacheSize);
  const t: Translate = (key, values) => translations.getOrMake(values ? `${key}\u0000${JSON.stringify(values)}` : key, () => instance.t(key, values) as string);
  return { lang, t, unknownKeys };
}

/** Keys English has and `lang` lacks: shown in English on that language's pages. */
export function missingKeys(english: Strings, translated: Strings | undefined): string[] {
  const theirs = translated ? flattenStrings(translated) : new Map<string, string>();
  return [...flattenStrings(english).keys()].filter((key) => !theirs.has(key));
}

const placeholderPattern = /\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/g;

/**
 * Catches placeholders that i18next would print literally: `{{name` without its closing braces,
 * and names the English text does not pass (a typo in a translation).
 */
export function checkInterpolations(file: string, strings: Strings, english?: Strings): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const englishFlat = english ? flattenStrings(english) : undefined;
  for (const [field, value] of flattenStrings(strings)) {
    const withoutValid = value.replace(placeholderPattern, '');
    if (withoutValid.includes('{{') || withoutValid.includes('}}')) {
      problems.push({ file, field, message: `has a broken placeholder in "${value}"`, hint: 'write placeholders as {{name}}' });
      continue;
    }
    const source = englishFlat?.get(field);
    if (source === undefined) continue;
    const allowed = new Set([...source.matchAll(placeholderPattern)].map((m) => m[1]));
    for (const [, name] of value.matchAll(placeholderPattern)) {
      if (!allowed.has(name) && name !== 'brand') {
        problems.push({ file, field, message: `uses {{${name}}}, which the English text does not have`, hint: allowed.size > 0 ? `use ${[...allowed].map((n) => `{{${n}}}`).join(', ')}` : 'remove it' });
      }
    }
  }
  return problems;
}

/** One translator per language of the site, with the brand filled into `{{brand}}`. */
export function createTranslators(data: { strings: Map<string, Strings>; site: { brandName: string } }): Map<string, Translator> {
  const variables = { brand: data.site.brandName };
  return new Map([...data.strings.keys()].map((lang) => [lang, createTranslator(lang, data.strings, variables)]));
}
