import matter from 'gray-matter';
import type { ContentProblem } from './errors.ts';

export interface FrontMatterDoc {
  data: Record<string, unknown>;
  body: string;
}

/**
 * Splits YAML front matter from a Markdown body. YAML turns unquoted dates into Date objects;
 * they are turned back into `YYYY-MM-DD` so a schema sees what the author wrote.
 */
export function parseFrontMatter(file: string, text: string): { ok: true; doc: FrontMatterDoc } | { ok: false; problem: ContentProblem } {
  if (!text.startsWith('---\n')) {
    return { ok: false, problem: { file, field: '', message: 'has no front matter', hint: 'start the file with a "---" line, the YAML fields, and another "---" line' } };
  }
  try {
    // An options object bypasses gray-matter's cache, which would hand back a shared result object.
    const parsed = matter(text, {});
    return { ok: true, doc: { data: normalizeDates(parsed.data) as Record<string, unknown>, body: parsed.content } };
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    return { ok: false, problem: { file, field: '', message: `front matter is not valid YAML: ${reason}` } };
  }
}

function normalizeDates(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(normalizeDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalizeDates(v)]));
  }
  return value;
}
