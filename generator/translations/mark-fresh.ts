import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteData } from '../load/load-data.ts';
import type { TranslationSources } from '../load/schemas/translation-sources.ts';
import { dataSourceKey, translationUnits, type TranslationUnit } from '../i18n/freshness.ts';
import { withSourceLine } from './source-line.ts';

/** What `markFresh` changed: the files written, and how many units now record their English. */
export interface MarkFreshResult {
  written: string[];
  marked: TranslationUnit[];
}

/** Whether `unit` is one of `only` (a file, or `file#key`), or any unit when `only` is empty. */
function selected(unit: TranslationUnit, only: string[]): boolean {
  return only.length === 0 || only.includes(unit.file) || (unit.field !== '' && only.includes(`${unit.file}#${unit.field}`));
}

/** Keys in order, so the record's bytes depend on its content only. */
const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));

/** The text of `locales/<lang>.sources.json`. */
export function sourcesFileText(sources: TranslationSources): string {
  return `${JSON.stringify({ strings: sorted(sources.strings), data: sorted(sources.data) }, null, 2)}\n`;
}

/** Writes `text` to `file` under `root` unless it already holds exactly that; says whether it wrote. */
async function writeIfChanged(root: string, file: string, text: string): Promise<boolean> {
  const path = join(root, file);
  const before = await readFile(path, 'utf8').catch(() => undefined);
  if (before === text) return false;
  await writeFile(path, text);
  return true;
}

/**
 * Records that the translations of `langs` (every language but English when empty), or only the
 * units named in `only`, translate the English on disk now: a translator or reviewer runs it after
 * updating a translation (issue 42). Documents get `source: <hash>` in their front matter; strings
 * and data texts their hash in `locales/<lang>.sources.json`. Missing and fallback units have
 * nothing to record. Writes only files whose text changes.
 */
export async function markFresh(
  root: string,
  data: SiteData,
  options: { langs?: string[]; only?: string[] } = {},
): Promise<MarkFreshResult> {
  const only = options.only ?? [];
  const langs = options.langs?.length ? options.langs : [...data.strings.keys()].filter((lang) => lang !== 'en');
  const written: string[] = [];
  const marked: TranslationUnit[] = [];
  for (const lang of langs) {
    const units = translationUnits(data, lang);
    const toMark = units.filter((unit) => unit.state === 'stale' && selected(unit, only));
    marked.push(...toMark);
    for (const unit of toMark.filter((u) => u.kind === 'posts' || u.kind === 'pages' || u.kind === 'legal')) {
      const text = await readFile(join(root, unit.file), 'utf8');
      if (await writeIfChanged(root, unit.file, withSourceLine(unit.file, text, unit.current))) written.push(unit.file);
    }
    const record: TranslationSources = { strings: {}, data: {} };
    for (const unit of units) {
      if (unit.kind !== 'strings' && unit.kind !== 'data') continue;
      if (unit.state !== 'fresh' && unit.state !== 'stale') continue;
      const hash = toMark.includes(unit) ? unit.current : unit.recorded;
      if (hash === undefined) continue;
      if (unit.kind === 'strings') record.strings[unit.field] = hash;
      else record.data[dataSourceKey(unit.file, unit.field)] = hash;
    }
    const file = `locales/${lang}.sources.json`;
    if (await writeIfChanged(root, file, sourcesFileText(record))) written.push(file);
  }
  return { written, marked };
}
