import type { SiteData } from '../load/load-data.ts';
import { flattenStrings } from '../load/schemas/strings.ts';

/** A language's strings that are not translated yet, by key. */
export interface Untranslated {
  /** Keys the language's file lacks: pages show the English text. */
  missing: string[];
  /** Keys whose text is exactly the English one (a copied en.json), and not on the allow-list. */
  copied: string[];
}

/** Letters of any script: a text of placeholders and signs only ("{{rating}}/5") needs no translation. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, ''));

/**
 * What `lang` has not translated: keys it lacks, and texts identical to English unless
 * locales/same-as-english.json allows them (brand names in every language, or that key in
 * that language). English itself has nothing to translate.
 */
export function untranslatedStrings(data: Pick<SiteData, 'strings' | 'sameAsEnglish'>, lang: string): Untranslated {
  if (lang === 'en') return { missing: [], copied: [] };
  const english = flattenStrings(data.strings.get('en') ?? {});
  const own = data.strings.get(lang);
  const theirs = own ? flattenStrings(own) : new Map<string, string>();
  const allowedTexts = new Set(data.sameAsEnglish.everyLanguage);
  const allowedKeys = new Set(data.sameAsEnglish.byLanguage[lang] ?? []);
  const missing: string[] = [];
  const copied: string[] = [];
  for (const [key, text] of english) {
    const translated = theirs.get(key);
    if (translated === undefined) missing.push(key);
    else if (translated === text && hasWords(text) && !allowedTexts.has(text) && !allowedKeys.has(key)) copied.push(key);
  }
  return { missing, copied };
}
