/**
 * The inputs a page reads while it is made, recorded by id as they are read (after Hugo's
 * identities recorded on read): `generate` and `sitegen dev` render a page again only when an
 * input it read last time has another digest now (page-inputs.ts). Nothing lists by hand what
 * a page depends on: a template that starts reading a field records it by reading it.
 *
 * Ids are `source:field` (`data:site`, `assets:images`, `islands:scripts`), `data:strings:<lang>`
 * for a language's strings, and `path:<locale>\0<page id>` for a page's place (links).
 */

/** The ids of the reads being recorded now, if any: rendering is synchronous, so one at a time per thread. */
let reading: Set<string> | undefined;

/** Runs `make`, recording the ids it reads; an outer recording gets them too. */
export function recordReads<T>(make: () => T): { value: T; reads: string[] } {
  const outer = reading;
  const ids = new Set<string>();
  reading = ids;
  try {
    return { value: make(), reads: [...ids].sort() };
  } finally {
    reading = outer;
    if (outer) for (const id of ids) outer.add(id);
  }
}

/** Records a read by its id (nothing when no page is being made). */
export function recordRead(id: string): void {
  reading?.add(id);
}

/**
 * `value` with each read of one of its fields recorded as `source:field`. The field's value is
 * handed back as it is (not wrapped), so caches keyed by it keep working; what is read below a
 * field is covered by the field's digest. Listing the fields (a spread, `Object.keys`) reads all
 * of them, recorded as `source` whole.
 */
export function recordedFields<T extends object>(source: string, value: T): T {
  const maps = new Map<string, Map<unknown, unknown>>();
  return new Proxy(value, {
    get(target, key, receiver) {
      const field = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string' || !Object.hasOwn(target, key)) return field;
      if (!(field instanceof Map)) {
        recordRead(`${source}:${key}`);
        return field;
      }
      let entries = maps.get(key);
      if (!entries) maps.set(key, (entries = recordedEntries(`${source}:${key}`, field)));
      return entries;
    },
    has(target, key) {
      if (typeof key === 'string') recordRead(`${source}:${key}`);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      recordRead(source);
      return Reflect.ownKeys(target);
    },
  });
}

/**
 * A Map field read entry by entry: `get` and `has` record `id:<key>` (a language's strings);
 * anything else (a size, a loop) reads every entry, recorded as `id` whole.
 */
function recordedEntries<K, V>(id: string, map: Map<K, V>): Map<K, V> {
  return new Proxy(map, {
    get(target, key) {
      if (key === 'get' || key === 'has') {
        return (entry: K) => {
          recordRead(`${id}:${String(entry)}`);
          return key === 'get' ? target.get(entry) : target.has(entry);
        };
      }
      recordRead(id);
      const member = Reflect.get(target, key, target) as unknown;
      return typeof member === 'function' ? member.bind(target) : member;
    },
  });
}

/**
 * `make` with each key's value made once, and the reads made while making it recorded again for
 * every later caller: a value shared by pages (a language's plans and prices) is read by each.
 */
export function memoizeWithReads<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, { value: V; reads: string[] }>();
  return (key) => {
    const entry = made.get(key);
    if (entry) {
      entry.reads.forEach(recordRead);
      return entry.value;
    }
    const fresh = recordReads(() => make(key));
    made.set(key, fresh);
    return fresh.value;
  };
}
