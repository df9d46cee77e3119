import i18next from 'i18next';
import type { ContentProblem } from './errors.ts';
import { flattenStrings, type Strings } from './schemas/strings.ts';

export type TranslationValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslationValues) => string;

export interface Translator {
  lang: string;
  t: Translate;
  /** Keys that were asked for but exist in no language, not even English: template bugs. */
  unknownKeys: Set<string>;
}

const cacheLimit = 20_000;

function valuesKey(values: TranslationValues): string {
  let key = '';
  for (const name in values) key += `${name}\u0001${values[name]}\u0002`;
  return key;
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
  // Calls repeat on every page (the same key, often the same values: a reading time, a page
  // number), and i18next's lookup and interpolation are costly at thousands of pages: results
  // are cached per key and values. The cache is bounded, since values may be per-post titles.
  const cache = new Map<string, string>();
  const t: Translate = (key, values) => {
    const cacheKey = values ? `${key}\u0000${valuesKey(values)}` : key;
    let text = cache.get(cacheKey);
    if (text === undefined) {
      text = (values ? instance.t(key, values) : instance.t(key)) as string;
      if (cache.size >= cacheLimit) cache.clear();
      cache.set(cacheKey, text);
    }
    return text;
  };
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
