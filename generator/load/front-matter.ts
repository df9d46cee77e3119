import matter from 'gray-matter';
import yaml from 'js-yaml';
import type { ContentProblem } from '../errors.ts';

export interface FrontMatterDoc {
  data: Record<string, unknown>;
  body: string;
}

/**
 * YAML 1.2's core schema: strings, numbers, booleans, null, lists and maps, and no timestamps.
 * gray-matter's default schema reads an unquoted `2025-02-30` as a Date, which rolls over to
 * 2025-03-02; here it stays the text the author wrote, for the schema to judge.
 */
const parseYaml = (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as object;

const frontMatterHint = 'start the file with a "---" line, the YAML fields, and another "---" line';

/** Splits YAML front matter from a Markdown body, with gray-matter and js-yaml's core schema. */
export function parseFrontMatter(file: string, text: string): { ok: true; doc: FrontMatterDoc } | { ok: false; problem: ContentProblem } {
  if (!text.startsWith('---\n')) {
    return { ok: false, problem: { file, field: '', message: 'has no front matter', hint: frontMatterHint } };
  }
  // gray-matter ends the front matter at the first line that starts with "---", or at the end
  // of the file when there is none, which would publish the post with an empty body.
  const close = text.indexOf('\n---', 3);
  const closingLine = close === -1 ? undefined : text.slice(close + 1).split('\n', 1)[0]!;
  if (closingLine === undefined || !/^---[ \t]*$/.test(closingLine)) {
    const where = closingLine === undefined ? '' : `; line ${lineOf(text, close + 1)} is "${closingLine}"`;
    return {
      ok: false,
      problem: {
        file,
        field: '',
        message: 'front matter has no closing "---" line',
        hint: `end the YAML fields with a line of just "---", before the text${where}`,
      },
    };
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // With options, gray-matter does not use its cache, which would hand back a shared object.
    parsed = matter(text, { engines: { yaml: parseYaml } });
  } catch (error) {
    return { ok: false, problem: { file, field: '', message: `front matter is not valid YAML: ${describeYamlError(error)}` } };
  }
  const data: unknown = parsed.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return {
      ok: false,
      problem: { file, field: '', message: 'front matter must be YAML fields, one "name: value" a line', hint: frontMatterHint },
    };
  }
  return { ok: true, doc: { data: data as Record<string, unknown>, body: parsed.content } };
}

/** 1-based line number of a character offset. */
function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/**
 * js-yaml's reason and where, counted in the whole file: gray-matter hands it the text after
 * the opening "---", so its line 1 is the rest of that line and its numbers are the file's.
 */
function describeYamlError(error: unknown): string {
  const { reason, mark } = error as { reason?: string; mark?: { line: number; column: number } };
  if (reason && mark) return `${reason} at line ${mark.line + 1}, column ${mark.column + 1}`;
  // Anything else: the first line, without the colon that introduces js-yaml's code excerpt.
  return (error as Error).message.split('\n')[0]!.replace(/:\s*$/, '');
}
