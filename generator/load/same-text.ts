import { lstatSync } from 'node:fs';
import { readSourceText, type SourceText } from './read-source.ts';

/**
 * What a source file was validated into, kept while its text stays the same: `sitegen dev`
 * loads every data, strings, legal and page file at each rebuild, and a post edit left them as
 * they were. Handing back the same object lets later steps keep what they made from it (the
 * translators of i18n.ts, the strings checks). It is frozen, so code that changed it in place
 * would throw rather than carry one build's change into the next. `text` holds everything the
 * value is made from (a legal text's site values too); a file that fails is checked again.
 */
const lastValid = new Map<string, { text: string; value: unknown }>();

export function validatedOnce<T>(path: string, text: string, validate: () => T | undefined): T | undefined {
  const last = lastValid.get(path);
  if (last?.text === text) return last.value as T;
  const value = validate();
  if (value === undefined) lastValid.delete(path);
  else lastValid.set(path, { text, value: deepFreeze(value) });
  return value;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Texts read by `readSourceTextOnce`, by path, with what lstat said of the file then. */
const lastRead = new Map<string, { identity: string; source: SourceText }>();

/**
 * `readSourceText` for the files every dev rebuild loads (data, strings, legal texts, content
 * pages): a file whose device, inode, size, modification and change times are as at its last
 * read is not opened again. One lstat instead of an open, stat, read, close and a UTF-8 check:
 * loading the shipped site took ~15 ms, mostly that. A file changed during its read is read
 * again next time (its identity was taken before); a file replaced by a link or by another file
 * has another identity, and is read with every check of `readSourceText`.
 */
export async function readSourceTextOnce(root: string, path: string): Promise<SourceText> {
  let identity: string | undefined;
  try {
    const stats = lstatSync(path, { bigint: true });
    identity = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;
  } catch {
    identity = undefined; // missing: readSourceText says so
  }
  const last = lastRead.get(path);
  if (identity !== undefined && last?.identity === identity) return last.source;
  const source = await readSourceText(root, path);
  if (identity !== undefined && source.ok) lastRead.set(path, { identity, source });
  else lastRead.delete(path);
  return source;
}
