/** Deletes all but the `keep` newest bundles of each kind, sparing any changed in the last `minAgeMs`. */
export function pruneBundleCache(cacheDir: string, options?: { keep?: number; minAgeMs?: number }): void;
