/**
 * The one cache abstraction of the generator (after Eleventy's LayoutCache and
 * MemoizeFunction): a named, bounded map that counts its hits and misses. Every cache is
 * registered by name, so `--verbose` can print how well each one did. When full, the entry
 * added first goes out first. A key holds everything its value is made from: `sitegen dev`
 * keeps caches from one rebuild to the next.
 */
export class Cache<K, V> {
  private readonly entries = new Map<K, V>();
  hits = 0;
  misses = 0;

  /** A cache made under the name of an earlier one replaces it in the registry (a new build's translators). */
  constructor(
    readonly name: string,
    readonly limit: number,
  ) {
    registry.set(name, this as Cache<unknown, unknown>);
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) this.misses += 1;
    else this.hits += 1;
    return value;
  }

  set(key: K, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  /** The value kept for `key`, or the one `make` returns, kept from now on. */
  getOrMake(key: K, make: () => V): V {
    let value = this.get(key);
    if (value === undefined) this.set(key, (value = make()));
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

const registry = new Map<string, Cache<unknown, unknown>>();

export interface CacheStats {
  name: string;
  size: number;
  limit: number;
  hits: number;
  misses: number;
}

/** How each cache of this thread did, for `--verbose`. */
export function cacheStats(): CacheStats[] {
  return [...registry.values()].map(({ name, size, limit, hits, misses }) => ({ name, size, limit, hits, misses }));
}

/** One line of `--verbose` on how a cache did. */
export const describeCache = (cache: CacheStats) =>
  `cache "${cache.name}": ${cache.hits} hits, ${cache.misses} misses, ${cache.size} of ${cache.limit} kept`;

/**
 * `make` with each key's value made once, kept as long as the function returned: for values
 * of one build or one locale (a language's related-post index, a formatted price), which need
 * no name, bound or counts.
 */
export function memoize<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}
