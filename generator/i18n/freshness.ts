import type { SiteData } from '../load/load-data.ts';
import type { LocalizedText } from '../load/schemas/shared.ts';
import { flattenStrings } from '../load/schemas/strings.ts';
import { sourceHash } from './source-hash.ts';
import { untranslatedStrings } from './untranslated.ts';

/**
 * Whether each translated unit still translates the English on disk (issue 42). A unit records
 * the hash of the English it was made from (front matter `source`, `locales/<lang>.sources.json`);
 * another hash now, or none, makes it stale.
 *
 * - fresh: translated, records the English's current hash;
 * - stale: translated, records another hash or none;
 * - missing: a string or data text the language does not have (pages show the English);
 * - fallback: a string copied from English (not on same-as-english.json), or a post, page or
 *   legal text without a translation file (the locale shows the English, marked as such).
 */
export type UnitState = 'fresh' | 'stale' | 'missing' | 'fallback';
export type UnitKind = 'strings' | 'data' | 'posts' | 'pages' | 'legal';
export const unitKinds: UnitKind[] = ['strings', 'data', 'posts', 'pages', 'legal'];

export interface TranslationUnit {
  kind: UnitKind;
  lang: string;
  /** The file that holds (or would hold) the translation. */
  file: string;
  /** The string key or data field; '' for a whole file. */
  field: string;
  state: UnitState;
  /** The English file, or the English text of a string or data text. */
  english: string;
  /** The hash of the English now, and the one the translation records. */
  current: string;
  recorded?: string;
}

/** What a translated document needs to be judged against its English. */
interface Doc {
  lang: string;
  file: string;
  source?: string;
  contentHash: string;
}

/** A translation whose recorded English is not the English on disk (not an original, not English itself). */
export function isStaleTranslation(doc: Pick<Doc, 'lang' | 'source'>, english: Pick<Doc, 'lang' | 'contentHash'> | undefined): boolean {
  return doc.lang !== 'en' && english?.lang === 'en' && doc.source !== english.contentHash;
}

/** Every data text with a readable id: `data/faqs.json` and `entries.<id>.answer`. */
export function dataTexts(data: Pick<SiteData, 'faqs' | 'testimonials'>): { file: string; field: string; text: LocalizedText }[] {
  const faqs = 'data/faqs.json';
  const testimonials = 'data/testimonials.json';
  return [
    ...data.faqs.topics.map((topic) => ({ file: faqs, field: `topics.${topic.id}.title`, text: topic.title })),
    ...data.faqs.entries.flatMap((entry) => [
      { file: faqs, field: `entries.${entry.id}.question`, text: entry.question },
      { file: faqs, field: `entries.${entry.id}.answer`, text: entry.answer },
    ]),
    ...data.testimonials.items.flatMap((item) =>
      (['name', 'business', 'text', 'results'] as const).map((field) => ({
        file: testimonials,
        field: `items.${item.id}.${field}`,
        text: item[field],
      })),
    ),
  ];
}

/** The key of a data text in `locales/<lang>.sources.json`. */
export const dataSourceKey = (file: string, field: string) => `${file}#${field}`;

type StringsData = Pick<SiteData, 'strings' | 'sameAsEnglish' | 'translationSources'>;

/** The language's UI strings, one unit per English key. */
export function stringUnits(data: StringsData, lang: string): TranslationUnit[] {
  if (lang === 'en') return [];
  const english = flattenStrings(data.strings.get('en') ?? {});
  const { missing, copied } = untranslatedStrings(data, lang);
  const absent = new Set(missing);
  const copies = new Set(copied);
  const recordedOf = data.translationSources.get(lang)?.strings ?? {};
  const file = `locales/${lang}.json`;
  return [...english].map(([key, text]) => {
    const current = sourceHash(text);
    const recorded = recordedOf[key];
    const state: UnitState = absent.has(key) ? 'missing' : copies.has(key) ? 'fallback' : recorded === current ? 'fresh' : 'stale';
    return { kind: 'strings', lang, file, field: key, state, english: text, current, ...(recorded ? { recorded } : {}) };
  });
}

/** The language's data texts (FAQ, testimonials), one unit per text. */
export function dataUnits(data: Pick<SiteData, 'faqs' | 'testimonials' | 'translationSources'>, lang: string): TranslationUnit[] {
  if (lang === 'en') return [];
  const recordedOf = data.translationSources.get(lang)?.data ?? {};
  return dataTexts(data).map(({ file, field, text }) => {
    const english = text.en!;
    const current = sourceHash(english);
    const recorded = recordedOf[dataSourceKey(file, field)];
    const state: UnitState = text[lang] === undefined ? 'missing' : recorded === current ? 'fresh' : 'stale';
    return { kind: 'data', lang, file, field, state, english, current, ...(recorded ? { recorded } : {}) };
  });
}

/** One unit per English document: its translation in `lang`, or a fallback where there is none. */
function documentUnits<D extends Doc>(kind: UnitKind, docs: D[], lang: string, idOf: (d: D) => string | number, fileIn: (d: D) => string) {
  // Looked up by id: a search of every document for each English one grew with the square of the posts.
  const translations = new Map<string | number, D>();
  for (const doc of docs) if (doc.lang === lang && !translations.has(idOf(doc))) translations.set(idOf(doc), doc);
  return docs
    .filter((doc) => doc.lang === 'en')
    .map((english): TranslationUnit => {
      const own = translations.get(idOf(english));
      const base = { kind, lang, field: '', english: english.file, current: english.contentHash };
      if (!own) return { ...base, file: fileIn(english), state: 'fallback' };
      const state: UnitState = isStaleTranslation(own, english) ? 'stale' : 'fresh';
      return { ...base, file: own.file, state, ...(own.source ? { recorded: own.source } : {}) };
    });
}

/** Every translation unit of `lang`: strings, data texts, posts, content pages, legal texts. */
export function translationUnits(data: SiteData, lang: string): TranslationUnit[] {
  if (lang === 'en') return [];
  const elsewhere = (file: string) => file.replace(/^(content\/\w+\/)en\//, `$1${lang}/`);
  return [
    ...stringUnits(data, lang),
    ...dataUnits(data, lang),
    ...documentUnits(
      'posts',
      data.posts,
      lang,
      (d) => d.id,
      (d) => elsewhere(d.file),
    ),
    ...documentUnits(
      'pages',
      data.pages,
      lang,
      (d) => d.slug,
      (d) => elsewhere(d.file),
    ),
    ...documentUnits(
      'legal',
      data.legal,
      lang,
      (d) => d.kind,
      (d) => elsewhere(d.file),
    ),
  ];
}

/** The keys of `lang`'s strings that are stale: a page showing one says it may be out of date. */
export function staleStringKeys(data: StringsData, lang: string): Set<string> {
  return new Set(
    stringUnits(data, lang)
      .filter((unit) => unit.state === 'stale')
      .map((unit) => unit.field),
  );
}
