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
 * to English and then to the key itself. `variables` (the brand name) are available to every
 * string. The instance and its translations are kept while the strings objects are the same
 * (`sitegen dev` rebuilds get the same frozen objects for unchanged files: load/same-text.ts);
 * each translator still collects the unknown keys asked of it.
 */
export function createTranslator(lang: string, strings: Map<string, Strings>, variables: TranslationValues): Translator {
  const unknownKeys = new Set<string>();
  const engine = translationEngine(lang, strings.get(lang), strings.get('en'), variables);
  const t: Translate = (key, values) => {
    const { text, unknown } = engine(key, values);
    unknown?.forEach((missing) => unknownKeys.add(missing));
    return text;
  };
  return { lang, t, unknownKeys };
}

/** A translation, and the keys it asked for that no language has (a `$t()` inside may be one). */
type Translation = { text: string; unknown?: string[] };
type Engine = (key: string, values?: TranslationValues) => Translation;

const engines = new WeakMap<Strings, WeakMap<Strings, Map<string, Engine>>>();
const noStrings: Strings = {};

function translationEngine(lang: string, own: Strings | undefined, english: Strings | undefined, variables: TranslationValues): Engine {
  // Only objects that cannot change are keys (load/same-text.ts freezes what it keeps).
  if (![own, english].every((value) => value === undefined || Object.isFrozen(value))) return makeEngine(lang, own, english, variables);
  const byEnglish = engines.get(own ?? noStrings) ?? new WeakMap<Strings, Map<string, Engine>>();
  engines.set(own ?? noStrings, byEnglish);
  const byLang = byEnglish.get(english ?? noStrings) ?? new Map<string, Engine>();
  byEnglish.set(english ?? noStrings, byLang);
  const key = `${lang}\u0000${JSON.stringify(variables)}`;
  let engine = byLang.get(key);
  if (!engine) byLang.set(key, (engine = makeEngine(lang, own, english, variables)));
  return engine;
}

function makeEngine(lang: string, own: Strings | undefined, english: Strings | undefined, variables: TranslationValues): Engine {
  let missing: string[] = [];
  // i18next reads the language and its fallback, English, only.
  const resources = Object.fromEntries(
    [
      ['en', english],
      [lang, own],
    ]
      .filter(([, value]) => value !== undefined)
      .map(([code, value]) => [code, { translation: value }]),
  );
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
    missingKeyHandler: (_langs, _ns, key) => missing.push(key),
  });
  // The same calls repeat on every page (navigation, footer, "5 min read"): each distinct key
  // and values is translated by i18next once.
  const translations = new Cache<string, Translation>(`translations (${lang})`, tuning.translationCacheSize);
  return (key, values) =>
    translations.getOrMake(values ? `${key}\u0000${JSON.stringify(values)}` : key, () => {
      missing = [];
      const text = instance.t(key, values) as string;
      return missing.length > 0 ? { text, unknown: missing } : { text };
    });
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
        problems.push({
          file,
          field,
          message: `uses {{${name}}}, which the English text does not have`,
          hint: allowed.size > 0 ? `use ${[...allowed].map((n) => `{{${n}}}`).join(', ')}` : 'remove it',
        });
      }
    }
  }
  return problems;
}

/** How many strings deep `$t()` may nest: a string, a string it nests, and one that one nests. */
export const maxNestingLevels = 3;

/** i18next's own pattern for `$t(key)` and `$t(key, { "count": 2 })` (its default options). */
const nestingPattern = /\$t\(((?:[^()"']|"[^"]*"|'[^']*'|\((?:[^()"']|"[^"]*"|'[^']*')*\))*?)\)/g;

/**
 * i18next replaces `$t(key)` in a string with that key's string, which may nest more: ten
 * references per string six levels deep were a million translations (5.7 s, 330 MB), twelve
 * levels over a minute and 1.2 GB, and a cycle never ends. Refused at load instead: a key whose
 * strings nest more than `maxNestingLevels` deep, or come back to it. Keys the language lacks
 * are looked up in English, as i18next does.
 */
export function checkNesting(file: string, strings: Strings, english?: Strings): ContentProblem[] {
  const own = flattenStrings(strings);
  const texts = new Map([...(english ? flattenStrings(english) : []), ...own]);
  const chains = longestChains(nestingReferences(texts), maxNestingLevels + 1);
  const lengths = expandedLengths(texts);
  const problems: ContentProblem[] = [];
  for (const field of own.keys()) {
    const chain = chains.get(field)!;
    const repeated = chain.findIndex((key, index) => chain.indexOf(key) !== index);
    if (repeated !== -1) {
      problems.push({ file, field, message: `$t() references form a cycle (${chain.slice(0, repeated + 1).join(' → ')})` });
    } else if (chain.length > maxNestingLevels) {
      problems.push({ file, field, message: `$t() nesting deeper than ${maxNestingLevels} levels (${chain.join(' → ')})` });
    } else if (lengths.get(field)! > maxExpandedLength) {
      problems.push({
        file,
        field,
        message: `its $t() references expand to ${lengths.get(field)!.toLocaleString('en-US')} characters, over the limit of ${maxExpandedLength.toLocaleString('en-US')}`,
        hint: 'refer to each string once, or write the text out',
      });
    }
  }
  return problems;
}

/** The keys each string nests with `$t()`, each once. */
function nestingReferences(texts: Map<string, string>): Map<string, string[]> {
  return new Map([...referenceOccurrences(texts)].map(([key, occurrences]) => [key, [...new Set(occurrences.flat())]]));
}

/** Each string's `$t()` references, one entry per occurrence: the keys it may show there (its plural and context forms too). */
function referenceOccurrences(texts: Map<string, string>): Map<string, string[][]> {
  // `$t(item, { "count": 2 })` shows `item_other`: a reference reaches the plural and context
  // forms of its key (`item_*`) too.
  const forms = new Map<string, string[]>();
  for (const key of texts.keys()) {
    for (let at = key.indexOf('_', key.lastIndexOf('.') + 1); at !== -1; at = key.indexOf('_', at + 1)) {
      const base = key.slice(0, at);
      if (!forms.has(base)) forms.set(base, []);
      forms.get(base)!.push(key);
    }
  }
  const references = new Map<string, string[][]>();
  for (const [key, text] of texts) {
    const occurrences: string[][] = [];
    for (const [, inside] of text.matchAll(nestingPattern)) {
      // The key ends where its options begin; `translation:a.b` names the namespace too.
      const name = inside!
        .split(',')[0]!
        .trim()
        .replace(/^[^:]*:/, '');
      occurrences.push([...(texts.has(name) ? [name] : []), ...(forms.get(name) ?? [])]);
    }
    references.set(key, occurrences);
  }
  return references;
}

/** The longest a string may become once i18next has replaced its `$t()` references. */
export const maxExpandedLength = 20_000;

/**
 * Each string's length with its references expanded, in `maxNestingLevels` rounds (deeper
 * nesting is refused on its own): every occurrence counts, so ten references to a string that
 * holds ten more are a hundred copies, the fan-out a depth limit alone does not bound.
 */
function expandedLengths(texts: Map<string, string>): Map<string, number> {
  const occurrences = referenceOccurrences(texts);
  let lengths = new Map([...texts].map(([key, text]) => [key, text.length]));
  for (let round = 0; round < maxNestingLevels; round += 1) {
    const previous = lengths;
    lengths = new Map(
      [...texts].map(([key, text]) => [
        key,
        text.length +
          occurrences.get(key)!.reduce((sum, targets) => sum + Math.max(0, ...targets.map((target) => previous.get(target)!)), 0),
      ]),
    );
  }
  return lengths;
}

/**
 * The longest chain of references from each key, cut at `limit` keys. Computed in rounds rather
 * than recursively, so neither a long chain nor a cycle can overflow the stack: after round n,
 * each chain is the longest of at most n + 1 keys.
 */
function longestChains(references: Map<string, string[]>, limit: number): Map<string, string[]> {
  let chains = new Map([...references.keys()].map((key) => [key, [key]]));
  for (let round = 1; round < limit; round += 1) {
    const previous = chains;
    chains = new Map();
    for (const [key, targets] of references) {
      let longest = [key];
      for (const target of targets) {
        const next = previous.get(target)!;
        if (next.length + 1 > longest.length) longest = [key, ...next];
      }
      chains.set(key, longest);
    }
  }
  return chains;
}

/** One translator per language of the site, with the brand filled into `{{brand}}`. */
export function createTranslators(data: { strings: Map<string, Strings>; site: { brandName: string } }): Map<string, Translator> {
  const variables = { brand: data.site.brandName };
  return new Map([...data.strings.keys()].map((lang) => [lang, createTranslator(lang, data.strings, variables)]));
}
