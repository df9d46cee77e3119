import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageCache } from './image-cache.ts';

/** A `.partial` file this old was left by a build that stopped while writing it. */
const partialAgeMs = 60 * 60 * 1000;

/**
 * Deletes the entries of the project's image cache that this build neither read nor wrote:
 * what images and cards the site no longer shows left behind (a removed cover, an old title,
 * an earlier encoder setting), and `.partial` files over an hour old. Without it the folder
 * only grows. The caller prunes only after a build of every locale that wrote its output: a
 * `--locale` build or a dry run has not used every image the site shows.
 *
 * Entries written since this build started are kept: `sitegen dev` or another build of the
 * project may have made them. A folder SITEGEN_IMAGE_CACHE_DIR names may hold other projects'
 * entries, so it is left alone (undefined). Gives the number of files deleted.
 */
export async function pruneImageCache(cache: ImageCache): Promise<number | undefined> {
  if (cache.shared) return undefined;
  let pruned = 0;
  // Entries are filed in folders named by their key's first two characters (image-cache.ts).
  for (const shard of await readdir(cache.folder).catch(() => [])) {
    const folder = join(cache.folder, shard);
    for (const name of await readdir(folder).catch(() => [])) {
      // An entry and its seal (`<key>.seal`) go together.
      if (cache.used.has(name.replace(/\.seal$/, ''))) continue;
      const file = join(folder, name);
      const modified = (await stat(file).catch(() => undefined))?.mtimeMs;
      if (modified === undefined) continue;
      const unused = name.endsWith('.partial') ? Date.now() - modified > partialAgeMs : modified < cache.started;
      if (!unused) continue;
      await rm(file, { force: true });
      pruned += 1;
    }
  }
  return pruned;
}
