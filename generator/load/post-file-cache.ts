import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readShardedJson, writeShardedJson } from '../output/sharded-json.ts';
import type { Post, PostFile, PostFileLoader, PostFileResult } from './load-posts.ts';
import { readProjectFileSync } from './project-files.ts';
import { displayPath } from './read-source.ts';

/**
 * Posts parsed by an earlier build, reused while their file has the same bytes. Parsing a post
 * (front matter, schema, word count, image checks) is most of the load stage on a big blog, and
 * reading and hashing a file is a small part of it. A file is known by its content digest, never
 * by its size and modification time: `cp -p`, `rsync -t` and `tar x` keep a time while the text
 * changes. The code that parsed and the limits it applied are the cache's version (`version`):
 * another of either discards every entry.
 */
interface Entry {
  digest: string; // SHA-256 of the file's bytes when it was parsed
  post: Post;
}

/** Path from the root → the digest its post was parsed from, and the post. Kept in shards (output/sharded-json.ts). */
type Entries = Record<string, Entry>;

export interface PostFileCache {
  /** Wraps a loader: files with the bytes they had when parsed come from the cache, the others go to `load`. */
  loader(load: PostFileLoader): PostFileLoader;
  /**
   * Writes what the last load saw (only posts without problems are kept): the shards holding a
   * post parsed again, or one added or gone. A failure to write costs the next build the
   * parsing only, so it is not an error.
   */
  save(): Promise<void>;
  /** How the last load went, for --verbose. */
  readonly stats: { reused: number; parsed: number };
}

const digestOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A post cache kept in `folder` (`.sitegen-cache/posts/`), or only in memory when `folder` is
 * undefined. `fresh` (--force) starts empty but still saves; `readOnly` (a dry run) never
 * writes. A cache that cannot be read is an empty one: it only ever saves work.
 */
export async function openPostFileCache(
  folder: string | undefined,
  version: string,
  options: { fresh?: boolean; readOnly?: boolean } = {},
): Promise<PostFileCache> {
  // What the folder holds (none after --force: every shard is written again).
  let onDisk: Entries | undefined = folder && !options.fresh ? await readShardedJson<Entry>(folder, 'posts', version) : undefined;
  let previous: Entries = onDisk ?? {};
  let current: Entries = {};
  const stats = { reused: 0, parsed: 0 };

  return {
    stats,
    loader: (load) => async (root, files) => {
      current = {};
      const results = new Array<PostFileResult>(files.length);
      const misses: { file: PostFile; index: number; key: string; digest?: string }[] = [];
      const exists = imageChecker(root);
      // Blocking reads: a promise or two for each of thousands of files cost more than the reads.
      files.forEach((file, index) => {
        const key = displayPath(root, file.path);
        const read = readProjectFileSync(root, file.path);
        const digest = read.ok ? digestOf(read.bytes) : undefined;
        const entry = previous[key];
        // The images a post uses are other files: one deleted since makes it a miss, so the
        // loader reports it as it would on a cold build.
        if (entry && entry.digest === digest && entry.post.images.every(exists)) {
          results[index] = { post: entry.post, problems: [] };
          current[key] = entry;
        } else misses.push({ file, index, key, digest });
      });
      const loaded =
        misses.length > 0
          ? await load(
              root,
              misses.map((miss) => miss.file),
            )
          : [];
      loaded.forEach((result, i) => {
        const miss = misses[i]!;
        results[miss.index] = result;
        // Recorded under the digest read above: if the file changed before the loader read it,
        // the next build reads another digest and parses it again.
        if (result.post && result.problems.length === 0 && miss.digest) current[miss.key] = { digest: miss.digest, post: result.post };
      });
      stats.parsed = misses.length;
      stats.reused = files.length - misses.length;
      previous = current;
      return results;
    },
    save: async () => {
      if (!folder || options.readOnly) return;
      // An entry reused is the very object read, so only posts parsed again, added or gone rewrite a shard.
      const saved = current;
      const fresh = onDisk === undefined;
      await writeShardedJson(folder, 'posts', version, saved, onDisk).then(
        () => (onDisk = saved),
        () => {},
      );
      // The one-file cache of versions before the shards goes when the shards are first written.
      if (fresh) await rm(`${folder}.json`, { force: true }).catch(() => {});
    },
  };
}

/**
 * Whether an image of content/ exists, checked once per load: posts share covers, and 5,000
 * posts with one default cover made 5,000 checks of one file.
 */
function imageChecker(root: string): (image: string) => boolean {
  const checked = new Map<string, boolean>();
  return (image) => {
    let found = checked.get(image);
    if (found === undefined) checked.set(image, (found = existsSync(join(root, 'content', image))));
    return found;
  };
}
