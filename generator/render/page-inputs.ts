import { createHash } from 'node:crypto';
import type { Route } from '../routes/routes.ts';
import type { RenderSetup } from './render-route.ts';

/**
 * What a page was made from, as the next build compares it: a page is stale if and only if its
 * route or an input it read (recorded-reads.ts) has another digest now. Code, Node, packages
 * and content limits are not inputs here: the build cache is keyed by them as a whole
 * (`cacheVersion`), and `sitegen dev` renders every page again after a template edit.
 */
export interface PageRecord {
  /** The hash of the page's route and of each input it read, with its digest. */
  key: string;
  /** The ids of the inputs it read. */
  reads: string[];
}

/** `locale id \0 page id` → path, the table every page's links are made from (`ctx.href`). */
export type PagePaths = Map<string, string>;

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON of data as digests need it: Maps written out as entries (JSON.stringify writes a Map as `{}`, which would hide a change). */
function keyJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (item instanceof Map ? [...item] : item)) ?? 'undefined';
}

/** The value an id names in this build's render setup. */
function valueOf(id: string, setup: RenderSetup): unknown {
  if (id.startsWith('path:')) return setup.pagePaths.get(id.slice('path:'.length));
  const [source, field, entry] = id.split(':');
  const whole = (setup as unknown as Record<string, unknown>)[source!];
  if (field === undefined || whole === undefined) return whole;
  const value = (whole as Record<string, unknown>)[field];
  if (entry === undefined) return value;
  return value instanceof Map ? value.get(entry) : (value as Record<string, unknown> | undefined)?.[entry];
}

/**
 * The page records of one build's render setup: `recordOf(route, reads)` hashes the route and
 * the digest of each input read. Each input's digest is made once per call of `pageRecords`.
 */
export function pageRecords(setup: RenderSetup) {
  const digests = new Map<string, string>();
  const digestOf = (id: string) => {
    let digest = digests.get(id);
    if (digest === undefined) digests.set(id, (digest = hash(keyJson(valueOf(id, setup)))));
    return digest;
  };
  const recordOf = (route: Route, reads: string[]): PageRecord => {
    const inputs = reads.map((id) => `${id}\u0001${digestOf(id)}`).join('\u0000');
    return { key: hash(`${keyJson(route)}\u0000${inputs}`), reads };
  };
  return {
    recordOf,
    /** Whether the page `last` describes is still what `route` would render. */
    isFresh: (route: Route, last: PageRecord) => recordOf(route, last.reads).key === last.key,
  };
}

export type PageRecords = ReturnType<typeof pageRecords>;
