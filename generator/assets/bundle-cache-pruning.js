// Plain JavaScript: bin/cli-bundle.js uses it before anything can compile TypeScript.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Deletes old bundles from the bundle cache (node_modules/.cache/sitegen/). Each change of the
 * sources makes new bundles under a new hash, and nothing else ever deletes the old ones: a day
 * of editing left 667 MB there. Of each kind (`cli`, `render-worker`, `islands-server-preact`,
 * …) the `keep` newest stay, and anything changed in the last `minAgeMs`, which a command
 * started side by side may be about to load. Best effort: a file another process deletes first,
 * or cannot delete, is left to the next pruning.
 */
export function pruneBundleCache(cacheDir, { keep = 6, minAgeMs = 60 * 60 * 1000 } = {}) {
  let names;
  try {
    names = readdirSync(cacheDir);
  } catch {
    return;
  }
  const kinds = new Map();
  for (const name of names) {
    const match = /^(.*?)-[0-9a-f]{16}(\.mjs\.map|\.mjs)?$/.exec(name);
    if (!match) continue; // temporary files being written, and anything not ours
    // A bundle's source map is a kind of its own, so the newest maps stay with the newest bundles.
    const kindName = match[2] === '.mjs.map' ? `${match[1]} map` : match[1];
    let modified;
    try {
      modified = statSync(join(cacheDir, name)).mtimeMs;
    } catch {
      continue;
    }
    const kind = kinds.get(kindName) ?? [];
    kind.push({ name, modified });
    kinds.set(kindName, kind);
  }
  const now = Date.now();
  for (const entries of kinds.values()) {
    entries.sort((a, b) => b.modified - a.modified);
    for (const { name, modified } of entries.slice(keep)) {
      if (now - modified < minAgeMs) continue;
      try {
        rmSync(join(cacheDir, name), { recursive: true, force: true });
      } catch {
        // left for the next pruning
      }
    }
  }
}
