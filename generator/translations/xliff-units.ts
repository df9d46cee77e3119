import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import type { SiteData } from '../load/load-data.ts';
import { flattenStrings } from '../load/schemas/strings.ts';
import { dataSourceKey, dataTexts, translationUnits, type TranslationUnit } from '../i18n/freshness.ts';
import { codesOf, inlineParts, keepSpaces, markdownBlocks, partsText, type Inline } from './xliff-markdown.ts';

/** Where a unit's target is written back. */
export type Place =
  | { at: 'string'; key: string }
  | { at: 'data'; field: string }
  | { at: 'front'; key: string; index?: number }
  | { at: 'body'; start: number; end: number };

/** One XLIFF unit: the English, the translation on disk (if any), and where it goes. */
export interface XliffUnit {
  id: string;
  /** The file that holds the translation. */
  file: string;
  /** Its name for mark-fresh: a file, or `file#key`. */
  record: string;
  /** The hash of the English it translates (i18n/source-hash.ts). */
  hash: string;
  stale: boolean;
  source: Inline[];
  target?: Inline[];
  /** The translation's text on disk, exactly, but for `trail`. */
  current?: string;
  /** Whitespace that ends the translation on disk: kept out of the XLIFF, written back after the target. */
  trail: string;
  markdown: boolean;
  place: Place;
}

/** The fields of a document a translation translates (source-hash.ts hashes these). */
const fieldsOf = {
  posts: ['title', 'excerpt', 'author', 'categories', 'tags', 'seoKeywords'],
  pages: ['title', 'description'],
  legal: ['title', 'description'],
};

/** A Markdown file's front matter lines and body, with the body's offset in the file. */
export function splitDocument(text: string): { lines: string[]; body: string; bodyAt: number } | undefined {
  const front = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (!front) return undefined;
  return { lines: front[1]!.split('\n'), body: text.slice(front[0].length), bodyAt: front[0].length };
}

/** A front-matter field's value (one line: a string, or a list of strings in brackets). */
export function frontValue(lines: string[], key: string): string | string[] | undefined {
  const line = lines.find((l) => l.startsWith(`${key}:`));
  if (line === undefined) return undefined;
  const value = loadYaml(line.slice(key.length + 1));
  if (typeof value === 'string') return value;
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
}

/** Gives target codes the ids of the source codes they stand for (same Markdown), so moves keep them. */
function alignIds(source: Inline[], target: Inline[]): Inline[] {
  const free = codesOf(source);
  let extra = 0;
  for (const code of codesOf(target)) {
    const span = code.end !== undefined;
    const match = free.findIndex((s) => s.start.trim() === code.start.trim() && (s.end !== undefined) === span);
    const near = match >= 0 ? match : free.findIndex((s) => (s.end !== undefined) === span && s.start.trim()[0] === code.start.trim()[0]);
    code.id = near >= 0 ? free.splice(near, 1)[0]!.id : `extra-${++extra}`;
  }
  return target;
}

/** A unit from its English and translation texts, the translation's codes numbered as the English's. */
function unit(base: Omit<XliffUnit, 'source' | 'target' | 'trail'>, english: string, translation: string | undefined): XliffUnit {
  const source = keepSpaces(inlineParts(english, base.markdown)).parts;
  if (translation === undefined) return { ...base, source, trail: '' };
  const { parts, trail } = keepSpaces(inlineParts(translation, base.markdown));
  const target = alignIds(source, parts);
  return { ...base, source, target, current: partsText(target), trail };
}

/** The units of one translated document: its fields, then its body's blocks (or the body whole). */
async function documentUnits(root: string, t: TranslationUnit): Promise<XliffUnit[]> {
  const english = splitDocument(await readFile(join(root, t.english), 'utf8'));
  const own = splitDocument(await readFile(join(root, t.file), 'utf8'));
  if (!english || !own) return [];
  const prefix = `${t.kind}/${basename(t.english, '.md')}`;
  const base = { file: t.file, record: t.file, hash: t.current, stale: t.state === 'stale', markdown: true };
  const units: XliffUnit[] = [];
  for (const key of fieldsOf[t.kind as keyof typeof fieldsOf]) {
    const en = frontValue(english.lines, key);
    const tr = frontValue(own.lines, key);
    if (typeof en === 'string')
      units.push(unit({ ...base, id: `${prefix}/${key}`, place: { at: 'front', key } }, en, typeof tr === 'string' ? tr : undefined));
    else if (Array.isArray(en) && Array.isArray(tr) && en.length === tr.length)
      en.forEach((text, index) =>
        units.push(unit({ ...base, id: `${prefix}/${key}/${index + 1}`, place: { at: 'front', key, index } }, text, tr[index])),
      );
  }
  const enBlocks = markdownBlocks(english.body);
  const ownBlocks = markdownBlocks(own.body);
  if (enBlocks && ownBlocks && enBlocks.length === ownBlocks.length) {
    enBlocks.forEach((block, i) => {
      const mine = ownBlocks[i]!;
      const place = { at: 'body' as const, start: own.bodyAt + mine.start, end: own.bodyAt + mine.end };
      units.push(unit({ ...base, id: `${prefix}/block-${i + 1}`, place }, block.text, mine.text));
    });
  } else {
    // The translation's blocks do not line up with the English's: the body goes as one unit.
    units.push(
      unit(
        { ...base, id: `${prefix}/body`, place: { at: 'body', start: own.bodyAt, end: own.bodyAt + own.body.length } },
        english.body,
        own.body,
      ),
    );
  }
  return units;
}

/**
 * Every unit of `lang` a translator can work on: UI strings, data texts, and the posts, pages and
 * legal texts that have a translation file (a missing one is made with `sitegen new`).
 */
export async function xliffUnits(root: string, data: SiteData, lang: string): Promise<XliffUnit[]> {
  const units: XliffUnit[] = [];
  const strings = flattenStrings(data.strings.get(lang) ?? {});
  const texts = new Map(dataTexts(data).map((d) => [dataSourceKey(d.file, d.field), d.text]));
  for (const t of translationUnits(data, lang)) {
    const stale = t.state === 'stale';
    if (t.kind === 'strings') {
      const base = { id: `strings/${t.field}`, file: t.file, record: `${t.file}#${t.field}`, hash: t.current, stale, markdown: false };
      units.push(unit({ ...base, place: { at: 'string', key: t.field } }, t.english, strings.get(t.field)));
    } else if (t.kind === 'data') {
      const key = dataSourceKey(t.file, t.field);
      const base = { id: key, file: t.file, record: key, hash: t.current, stale, markdown: true };
      units.push(unit({ ...base, place: { at: 'data', field: t.field } }, t.english, texts.get(key)?.[lang]));
    } else if (t.state !== 'fallback') {
      units.push(...(await documentUnits(root, t)));
    }
  }
  return units;
}
