import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import xliff2js from 'xliff/xliff2js';
import { ContentError, type ContentProblem } from '../errors.ts';
import type { SiteData } from '../load/load-data.ts';
import { editedFiles, type Edit } from './xliff-apply.ts';
import { codesOf, partsText, type Code, type Inline } from './xliff-markdown.ts';
import { xliffUnits, type XliffUnit } from './xliff-units.ts';

/** What an import did: the files written, and the units (file or file#key) that now record their English. */
export interface ImportResult {
  lang: string;
  written: string[];
  imported: string[];
}

/** The library's parts (strings, `Standalone` = `<ph>`, `Span` = `<pc>`) as ours; the ids and equiv attributes kept. */
function fromLibrary(value: unknown): Inline[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((part): Inline => {
    if (typeof part === 'string') return part;
    const [kind, attrs] = Object.entries(part as Record<string, Record<string, unknown>>)[0] ?? ['', {}];
    const id = String(attrs.id ?? '');
    if (kind === 'Standalone') return { id, start: String(attrs.equiv ?? '') };
    return { id, start: String(attrs.equivStart ?? ''), end: String(attrs.equivEnd ?? ''), parts: fromLibrary(attrs.contents) };
  });
}

/**
 * The target's text, its codes written as the English's codes of the same id (so a tool that
 * rewrote or dropped an `equiv` cannot change a link or a placeholder), or why it cannot be.
 * A link keeps the address the translation on disk gives it, when it has that link.
 */
function targetText(unit: XliffUnit, target: Inline[]): string | string[] {
  const wanted = new Map(codesOf(unit.source).map((c) => [c.id, c]));
  const own = new Map(codesOf(unit.target ?? []).map((c) => [c.id, c]));
  const seen = codesOf(target).map((c) => c.id);
  const describe = (c: Code) => (c.end === undefined ? `"${c.start}"` : `"${c.start}…${c.end}"`);
  const reasons = [
    ...[...wanted.values()].filter((c) => !seen.includes(c.id)).map((c) => `drops the code ${c.id} (${describe(c)})`),
    ...seen.filter((id, i) => !wanted.has(id) || seen.indexOf(id) !== i).map((id) => `adds a code ${id} the English does not have`),
  ];
  if (reasons.length > 0) return reasons;
  const rewrite = (parts: Inline[]): Inline[] =>
    parts.map((p) => {
      if (typeof p === 'string') return p;
      const code = own.get(p.id) ?? wanted.get(p.id)!;
      return code.end === undefined ? { ...code } : { ...code, parts: rewrite(p.parts ?? []) };
    });
  return partsText(rewrite(target));
}

const noteHash = (note: unknown) => /source: ([0-9a-f]{12})/.exec(Array.isArray(note) ? note.join('\n') : String(note ?? ''))?.[1];

/** Reads and checks the file: XLIFF 2.0 from English into a translated language, no unit twice. */
async function readXliff(xlf: string, text: string, data: SiteData) {
  const problem = (message: string, hint?: string): ContentError =>
    new ContentError([{ file: xlf, field: '', message, ...(hint ? { hint } : {}) }], 'importing');
  // XML reads CRLF as LF; the parser underneath does not, so the file is normalized first.
  const xml = text.replace(/\r\n?/g, '\n');
  const parsed = await xliff2js(xml).catch((error: unknown) => problem(`is not well-formed XML (${String(error).split('\n')[0]})`));
  if (parsed instanceof ContentError) throw parsed;
  // The parser takes a file cut short for the units it read so far.
  if (!/<\/xliff>\s*$/.test(xml)) throw problem('is not well-formed XML (it ends before "</xliff>": cut short?)', 'send the whole file');
  if (!parsed?.resources || parsed.xliffVersion !== undefined)
    throw problem('is not an XLIFF 2.0 file', 'export it again with "sitegen translations export"');
  const langs = data.locales.map((l) => l.lang).filter((l) => l !== 'en');
  if (parsed.sourceLanguage !== 'en' || !parsed.targetLanguage || !langs.includes(parsed.targetLanguage))
    throw problem(
      `translates ${parsed.sourceLanguage ?? '?'} into ${parsed.targetLanguage ?? '?'}, not English into one of ${langs.join(', ')}`,
      'send back the file exported for that language',
    );
  // The library keeps the last of two units with one id, so duplicates are counted in the text.
  const ids = [...xml.matchAll(/<unit\b[^>]*?\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => m[1] ?? m[2]);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length > 0)
    throw new ContentError(
      [...new Set(twice)].map((id) => ({ file: xlf, field: id!, message: 'appears more than once', hint: 'keep one unit per id' })),
      'importing',
    );
  return { lang: parsed.targetLanguage, resources: parsed.resources };
}

/**
 * `sitegen translations import`: writes the targets of an exported file back in place and
 * records them fresh. All or nothing: any problem (a unit unknown here or exported from another
 * English, a target that drops or adds a code) is reported, with the unit, and nothing is written.
 * An unchanged target is never refused: it is the translation on disk.
 */
export async function importXliff(root: string, data: SiteData, path: string): Promise<ImportResult> {
  const xlf = relative(process.cwd(), path) || path;
  const { lang, resources } = await readXliff(xlf, await readFile(path, 'utf8'), data);
  const units = new Map((await xliffUnits(root, data, lang)).map((u) => [u.id, u]));
  const problems: ContentProblem[] = [];
  const edits: Edit[] = [];
  for (const [file, entries] of Object.entries(resources)) {
    for (const [id, entry] of Object.entries(entries)) {
      const unit = units.get(id);
      const fail = (message: string, hint: string) => problems.push({ file: xlf, field: id, message, hint });
      if (!unit || unit.file !== file) {
        fail(`is not a unit of this site's ${lang} translations (in <file id="${file}">)`, 'export a fresh file from this project');
        continue;
      }
      if (noteHash(entry.note) !== unit.hash) {
        fail(
          `was exported from another English version (${noteHash(entry.note) ?? 'none'}) than the one on disk (${unit.hash})`,
          'export the unit again and translate the current English',
        );
        continue;
      }
      if (entry.target === undefined) continue;
      const target = fromLibrary(entry.target);
      if (partsText(target) === unit.current) continue;
      const text = targetText(unit, target);
      if (Array.isArray(text))
        text.forEach((reason) => fail(`target ${reason}`, 'keep every placeholder, inline code and link of the source, once each'));
      else if (text !== unit.current) edits.push({ unit, text: text + unit.trail });
    }
  }
  const { files, problems: writing } = await editedFiles(root, lang, edits);
  problems.push(...writing);
  if (problems.length > 0) throw new ContentError(problems, 'importing');
  for (const [file, text] of files) await writeFile(join(root, file), text);
  return { lang, written: [...files.keys()], imported: [...new Set(edits.map((e) => e.unit.record))] };
}
