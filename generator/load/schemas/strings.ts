import { z } from 'zod';
import { controlCharacter } from './shared.ts';

/** A UI strings file: nested objects whose leaves are strings (i18next's JSON v4 format). */
export type Strings = { [key: string]: string | Strings };

/**
 * Keys have at most this many parts (`nav.home` has two; the shipped files use three at most).
 * Deeper nesting is no use to a template, and walking a file nested thousands of levels deep
 * overflowed the stack.
 */
export const maxStringsDepth = 10;

/**
 * Walks the tree itself rather than as a recursive union (`string | Strings`): a union that fails
 * is reported where it starts (`footer: Invalid input`), while this names the value that is
 * wrong (`footer.rights`) and what it is.
 */
export const stringsSchema: z.ZodType<Strings> = z
  .custom<Strings>(() => true)
  .superRefine((value, ctx) => {
    if (!isPlainObject(value)) {
      ctx.addIssue({ code: 'custom', message: `must be an object of strings, like { "nav": { "home": "Home" } } (got ${kindOf(value)})` });
      return;
    }
    const visit = (node: Record<string, unknown>, path: string[]) => {
      for (const [key, child] of Object.entries(node)) {
        if (typeof child === 'string') {
          // A control character or a noncharacter makes the feeds malformed XML and is never meant.
          const found = controlCharacter.exec(child);
          if (found)
            ctx.addIssue({
              code: 'custom',
              path: [...path, key],
              message: `has a control character (U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}); remove it`,
            });
          continue;
        }
        if (isPlainObject(child) && path.length + 1 >= maxStringsDepth) {
          // Not walked further: its keys would have more than maxStringsDepth parts.
          ctx.addIssue({
            code: 'custom',
            path: [...path, key],
            message: `nests objects deeper than ${maxStringsDepth} levels; keys may have at most ${maxStringsDepth} parts, like "nav.home"`,
          });
        } else if (isPlainObject(child)) visit(child, [...path, key]);
        else ctx.addIssue({ code: 'custom', path: [...path, key], message: `must be a string (got ${kindOf(child)}${hintFor(child)})` });
      }
    };
    visit(value, []);
  });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** What to write instead, where there is an obvious answer. */
function hintFor(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return `; write it in quotes: "${String(value)}"`;
  if (value === null) return '; write the text in quotes';
  if (Array.isArray(value)) return '; write one string, or an object with a key for each text';
  return '';
}

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flattenStrings(strings: Strings, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flattenStrings(value, path)) flat.set(k, v);
  }
  return flat;
}
