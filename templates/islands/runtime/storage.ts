import type * as z from 'zod/mini';
import { storageKeys } from './storage-keys.ts';

/**
 * Browser storage under the keys DECISIONS.md fixes. Reads never throw: storage that is
 * missing, blocked, full, corrupt or written by another version is treated as empty.
 */
export { storageKeys };

function store(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readFlag(key: string): boolean {
  try {
    return store('local')?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** The stored text parsed as JSON, or undefined (nothing stored, storage blocked, not JSON). */
function readParsed(key: string, kind: 'local' | 'session'): unknown {
  try {
    const raw = store(kind)?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Parses a JSON record and keeps it only if `isValid` accepts it. */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T, kind: 'local' | 'session' = 'local'): T | undefined {
  const value = readParsed(key, kind);
  return value !== undefined && isValid(value) ? value : undefined;
}

/**
 * Reads a JSON record through a zod schema: what the schema returns (its `catch` fallbacks
 * replace fields that do not parse), or undefined when the record as a whole does not parse.
 * A schema that throws is a record that does not parse, never an error on the page.
 */
export function readRecord<S extends z.ZodMiniType>(key: string, schema: S, kind: 'local' | 'session' = 'local'): z.output<S> | undefined {
  const value = readParsed(key, kind);
  if (value === undefined) return undefined;
  try {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a value; returns false when storage is unavailable or full (the page goes on). */
export function write(key: string, value: string, kind: 'local' | 'session' = 'local'): boolean {
  try {
    // Blocked storage (no window, or a SecurityError on access) stored nothing: say so.
    const storage = store(kind);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
