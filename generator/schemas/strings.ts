import { z } from 'zod';

/** A UI strings file: nested objects whose leaves are strings (i18next's JSON v4 format). */
export type Strings = { [key: string]: string | Strings };

export const stringsSchema: z.ZodType<Strings> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), stringsSchema])),
);

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
