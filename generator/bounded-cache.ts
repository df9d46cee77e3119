/** Adds to a Map used as a cache, dropping the oldest entry beyond `limit` entries. */
export function remember<V>(cache: Map<string, V>, key: string, value: V, limit = 256): void {
  if (cache.size >= limit) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}
