import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentProblem } from '../errors.ts';
import { splitDocument } from './xliff-units.ts';
import type { XliffUnit } from './xliff-units.ts';

/** A unit and the text its translation now reads. */
export interface Edit {
  unit: XliffUnit;
  text: string;
}

/** A JSON string literal as written in a data file, matched where `lastIndex` points. */
const jsonString = /"(?:[^"\\]|\\.)*"/y;

/** A data text's translation set in the file's text: `"he": "…"` of that entry and field, in place. */
function setDataText(
  file: string,
  text: string,
  field: string,
  lang: string,
  value: string,
  current: string | undefined,
): string | ContentProblem {
  const [list, id, name] = field.split('.');
  let at = text.indexOf(`"${list}"`);
  at = at < 0 ? -1 : text.indexOf(`"id": ${JSON.stringify(id)}`, at);
  at = at < 0 ? -1 : text.indexOf(`"${name}":`, at);
  const problem = {
    file,
    field,
    message: 'could not be found in the file to write the translation',
    hint: 'keep the file as sitegen writes it',
  };
  if (at < 0) return problem;
  const close = text.indexOf('}', at);
  const key = text.indexOf(`"${lang}":`, at);
  if (current !== undefined && key >= 0 && key < close) {
    const start = text.indexOf('"', key + lang.length + 3);
    jsonString.lastIndex = start;
    const literal = jsonString.exec(text);
    if (!literal || JSON.parse(literal[0]) !== current) return problem;
    return `${text.slice(0, start)}${JSON.stringify(value)}${text.slice(start + literal[0].length)}`;
  }
  // No translation yet: add one after the English, with its indentation.
  const en = text.indexOf('"en":', at);
  if (en < 0 || en > close) return problem;
  jsonString.lastIndex = text.indexOf('"', en + 5);
  const literal = jsonString.exec(text);
  if (!literal) return problem;
  const end = jsonString.lastIndex;
  const indent = /[ \t]*$/.exec(text.slice(0, en))![0];
  return `${text.slice(0, end)},\n${indent}"${lang}": ${JSON.stringify(value)}${text.slice(end)}`;
}

/** A string key set in the nested strings object. */
function setString(strings: Record<string, unknown>, key: string, value: string): void {
  const path = key.split('.');
  let node = strings;
  for (const name of path.slice(0, -1)) node = (node[name] ??= {}) as Record<string, unknown>;
  node[path.at(-1)!] = value;
}

/** A document with its changed fields (a line each) and blocks (spans, last first so offsets hold). */
function editDocument(file: string, text: string, edits: Edit[]): string | ContentProblem {
  let out = text;
  const body = edits
    .filter((e) => e.unit.place.at === 'body')
    .sort((a, b) => (b.unit.place as { start: number }).start - (a.unit.place as { start: number }).start);
  for (const { unit, text: value } of body) {
    const place = unit.place as { start: number; end: number };
    out = `${out.slice(0, place.start)}${value}${out.slice(place.end)}`;
  }
  const doc = splitDocument(out);
  if (!doc) return { file, field: '', message: 'has no front matter', hint: 'start the file with a "---" block' };
  const lines = [...doc.lines];
  for (const { unit, text: value } of edits) {
    if (unit.place.at !== 'front') continue;
    const { key, index } = unit.place;
    let at = lines.findIndex((l) => l.startsWith(`${key}:`));
    if (at < 0) {
      // A field the translation did not have yet: added before its `source:` line.
      const source = lines.findIndex((l) => l.startsWith('source:'));
      at = source < 0 ? lines.length : source;
      lines.splice(at, 0, '');
    }
    if (index === undefined) lines[at] = `${key}: ${JSON.stringify(value)}`;
    else {
      const list = [...(JSON.parse(lines[at]!.slice(key.length + 1)) as string[])];
      list[index] = value;
      lines[at] = `${key}: [${list.map((v) => JSON.stringify(v)).join(', ')}]`;
    }
  }
  return `---\n${lines.join('\n')}\n---\n${doc.body}`;
}

/** The new text of every file the edits touch, or the problems that keep them from being written. */
export async function editedFiles(
  root: string,
  lang: string,
  edits: Edit[],
): Promise<{ files: Map<string, string>; problems: ContentProblem[] }> {
  const files = new Map<string, string>();
  const problems: ContentProblem[] = [];
  for (const file of new Set(edits.map((e) => e.unit.file))) {
    const mine = edits.filter((e) => e.unit.file === file);
    const text = await readFile(join(root, file), 'utf8');
    let out: string | ContentProblem = text;
    if (mine[0]!.unit.place.at === 'string') {
      const strings = JSON.parse(text) as Record<string, unknown>;
      for (const { unit, text: value } of mine) setString(strings, (unit.place as { key: string }).key, value);
      out = `${JSON.stringify(strings, null, 2)}\n`;
    } else if (mine[0]!.unit.place.at === 'data') {
      for (const { unit, text: value } of mine) {
        if (typeof out !== 'string') break;
        out = setDataText(
          file,
          out,
          (unit.place as { field: string }).field,
          lang,
          value,
          unit.current === undefined ? undefined : unit.current + unit.trail,
        );
      }
    } else out = editDocument(file, text, mine);
    if (typeof out === 'string') files.set(file, out);
    else problems.push(out);
  }
  return { files, problems };
}
