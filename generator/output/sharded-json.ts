import { mkdir } from 'node:fs/promises';
import { readCacheText } from '../load/project-files.ts';
import { join } from 'node:path';
import { sealText, unsealText } from './cache-seal.ts';
import { writeWhole } from './write-whole.ts';

/**
 * A record of JSON entries kept across builds as a folder of shard files, each entry in the
 * shard its key hashes to (`00.json` … `3f.json`), so that a build which changed a few entries
 * rewrites only their shards. The caches of `.sitegen-cache/` are this: at 5,000 posts the post
 * cache is 27 MB and the build manifest 16 MB, and rewriting both whole after a one-post edit
 * took ~0.5 s of a ~5 s build. Each shard is written whole, then renamed: a build killed
 * meanwhile leaves every shard either old or new, never half written. Each is sealed under its
 * name in the cache (`name`/`07.json`, output/cache-seal.ts): one that does not match is empty.
 */

const shardCount = 64;
const shardName = (shard: number) => `${shard.toString(16).padStart(2, '0')}.json`;

interface ShardFile<T> {
  /** What made the entries: a shard of another version is read as empty. */
  version: string;
  entries: Record<string, T>;
}

/** FNV-1a: a cheap, stable spread of keys over the shards (no security at stake). */
function shardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % shardCount;
}

/** Every entry of the shards in `folder` (named `name` in the cache) written by `version` (none if the folder is missing). */
export async function readShardedJson<T>(folder: string, name: string, version: string): Promise<Record<string, T>> {
  const shards = await Promise.all(
    Array.from({ length: shardCount }, async (_, shard) => {
      try {
        const text = unsealText(`${name}/${shardName(shard)}`, await readCacheText(join(folder, shardName(shard))));
        if (text === undefined) return {};
        const file = JSON.parse(text) as ShardFile<T>;
        return file.version === version ? file.entries : {};
      } catch {
        return {}; // not written yet, or unreadable: its entries are only work to redo
      }
    }),
  );
  return Object.assign({}, ...shards) as Record<string, T>;
}

/**
 * Writes `entries` into `folder`, rewriting only the shards whose entries differ from
 * `previous` (what was read at the start of the build), compared one by one with `same`.
 * Without `previous`, every shard is written (a fresh cache replaces whatever was there).
 * Returns how many shards were written.
 */
export async function writeShardedJson<T>(
  folder: string,
  name: string,
  version: string,
  entries: Record<string, T>,
  previous: Record<string, T> | undefined,
  same: (a: T, b: T) => boolean = Object.is,
): Promise<number> {
  const shards = Array.from({ length: shardCount }, (_, index) => ({
    index,
    entries: {} as Record<string, T>,
    changed: previous === undefined,
  }));
  for (const [key, entry] of Object.entries(entries)) {
    const shard = shards[shardOf(key)]!;
    shard.entries[key] = entry;
    const before = previous?.[key];
    if (before === undefined || !same(before, entry)) shard.changed = true;
  }
  // An entry gone changes its shard too; same keys and equal entries leave it as it is on disk.
  for (const key in previous) if (!Object.hasOwn(entries, key)) shards[shardOf(key)]!.changed = true;
  const changed = shards.filter((shard) => shard.changed);
  if (changed.length === 0) return 0;
  await mkdir(folder, { recursive: true });
  // One shard's text at a time: made all at once, they were the whole record in memory twice over.
  for (const shard of changed) {
    const text = JSON.stringify({ version, entries: shard.entries } satisfies ShardFile<T>);
    await writeWhole(join(folder, shardName(shard.index)), sealText(`${name}/${shardName(shard.index)}`, text));
  }
  return changed.length;
}
