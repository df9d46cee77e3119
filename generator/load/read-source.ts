import { relative, sep } from 'node:path';
import type { ContentProblem } from '../errors.ts';
import { readProjectFile, readProjectFileSync, type ProjectFile } from './project-files.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A source file read as text, or the problem that stopped it from being read. */
export type SourceText = { ok: true; file: string; text: string } | { ok: false; problem: ContentProblem };

/** Path relative to the site root with forward slashes, as errors print it. */
export function displayPath(root: string, absolutePath: string): string {
  return relative(root, absolutePath).split(sep).join('/');
}

/**
 * Reads a UTF-8 text file the way editors save them: a byte-order mark is dropped and CRLF
 * line endings become LF, so neither changes the output. Bytes that are not UTF-8 are a problem.
 */
export async function readSourceText(root: string, absolutePath: string): Promise<SourceText> {
  return decodeSource(displayPath(root, absolutePath), await readProjectFile(root, absolutePath));
}

/**
 * The same, reading with a blocking call: for a render thread loading its share of the posts,
 * which has nothing else to do meanwhile. Without the four trips through libuv's thread pool
 * (open, stat, read, close) a read took about a third of the time.
 */
export function readSourceTextSync(root: string, absolutePath: string): SourceText {
  return decodeSource(displayPath(root, absolutePath), readProjectFileSync(root, absolutePath));
}

function decodeSource(file: string, read: ProjectFile): SourceText {
  if (!read.ok) return { ok: false, problem: { file, field: '', message: read.message, hint: read.hint } };
  const { bytes } = read;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, problem: { file, field: '', message: 'is not valid UTF-8 text', hint: 'save the file as UTF-8' } };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.replace(/\r\n?/g, '\n');
  if (text.trim() === '') {
    return { ok: false, problem: { file, field: '', message: 'is empty' } };
  }
  return { ok: true, file, text };
}

/** Parses JSON; a syntax error becomes a problem with its line and column. */
export function parseJson(file: string, text: string): { ok: true; value: unknown } | { ok: false; problem: ContentProblem } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    let where = '';
    if (position) {
      const before = text.slice(0, Number(position[1]));
      const line = before.split('\n').length;
      const column = before.length - before.lastIndexOf('\n');
      where = ` at line ${line}, column ${column}`;
    }
    const reason = message
      .replace(/^JSON\.parse: /, '')
      .replace(/ in JSON at position \d+.*$/, '')
      .replace(/ \(line \d+ column \d+\)$/, '');
    return { ok: false, problem: { file, field: '', message: `is not valid JSON${where}: ${reason}` } };
  }
}
