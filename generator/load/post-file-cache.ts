import { existsSync, type Stats } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readShardedJson, writeShardedJson } from '../output/sharded-json.ts';
import { textHash, type Post, type PostFile, type PostFileLoader, type PostFileResult } from './load-posts.ts';
import { displayPath, readSourceText } from './read-source.ts';
import { diskFacts, type FileFacts } from './file-facts.ts';

/**
 * Posts parsed by an earlier build, reused while their file is unchanged. Parsing a post (read,
 * front matter, schema, word count, image checks) is most of the load stage on a big blog:
 * 1.6 s of a 2.9 s cached build of 5,000 posts here. A file with its old size and mtime is not
 * even read (as make decides); one with a new mtime but its old size is read and compared by
 * hash, because a fresh `git checkout` (every CI run) gives every file a new mtime.
 * Each field says what invalidates it.
 */
interface Entry {
  size: number;
  mtimeMs: number;
  hash: string;
  post: Post;
}

/**
 * Path from the root → the file's size, mtime and text hash when it was parsed, and the post it
 * gave. A different size, or a different mtime and hash, parses the file again. Kept in shards
 * (output/sharded-json.ts) marked with the code that parsed them (`bundleKey` plus the
 * runtime): another version discards every entry.
 */
type Entries = Record<string, Entry>;

export interface PostFileCache {
  /** Wraps a loader: files whose size and mtime are unchanged come from the cache, the others go to `load`. */
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

/**
 * A post cache kept in `folder` (`.sitegen-cache/posts/`), or only in memory when `folder` is
 * undefined. `fresh` (--force) starts empty but still saves; `readOnly` (a dry run) never
 * writes. A cache that cannot be read is an empty one: it only ever saves work. Files are
 * stat-ed through `files` (dev keeps the stats of files its watcher has not seen change).
 */
export async function openPostFileCache(folder: string | undefined, version: string, options: { fresh?: boolean; readOnly?: boolean; files?: FileFacts } = {}): Promise<PostFileCache> {
  const facts = options.files ?? diskFacts;
  // What the folder holds (none after --force: every shard is written again).
  let onDisk: Entries | undefined = folder && !options.fresh ? await readShardedJson<Entry>(folder, version) : undefined;
  let previous: Entries = onDisk ?? {};
  let current: Entries = {};
  const stats = { reused: 0, parsed: 0 };
  // Each file's display path (the entries' key), kept: path.relative took ~25 ms of every load of 5,000 posts in dev.
  const keys = new Map<string, string>();
  const keyOf = (root: string, path: string) => {
    const absolute = `${root}\u0000${path}`;
    let key = keys.get(absolute);
    if (key === undefined) keys.set(absolute, (key = displayPath(root, path)));
    return key;
  };

  return {
    stats,
    loader: (load) => async (root, files) => {
      current = {};
      stats.reused = 0;
      stats.parsed = 0;
      const results = new Array<PostFileResult>(files.length);
      const misses: { file: PostFile; index: number; key: string; size: number; mtimeMs: number }[] = [];
      const exists = imageChecker(root);
      const miss = (file: PostFile, index: number, key: string, info: Stats | undefined) => {
        misses.push({ file, index, key, size: info?.size ?? -1, mtimeMs: info?.mtimeMs ?? -1 });
      };
      // The images a post uses are other files: one deleted since makes it a miss, so the
      // loader reports it as it would on a cold build.
      const reuse = (file: PostFile, index: number, key: string, info: Stats, entry: Entry): void => {
        if (!entry.post.images.every(exists)) return miss(file, index, key, info);
        results[index] = { post: entry.post, problems: [] };
        current[key] = entry;
        stats.reused += 1;
      };
      // A file with its old size and mtime is decided here, without a promise: a promise or two
      // for each of 5,000 files was most of a dev rebuild's load. Only a new mtime reads the file.
      const reread: Promise<void>[] = [];
      files.forEach((file, index) => {
        const key = keyOf(root, file.path);
        const info = facts.stat(file.path);
        const entry = previous[key];
        if (!info || !entry || entry.size !== info.size) miss(file, index, key, info);
        else if (entry.mtimeMs === info.mtimeMs) reuse(file, index, key, info, entry);
        else reread.push(sameText(root, file.path, entry, info).then((same) => (same ? reuse(file, index, key, info, same) : miss(file, index, key, info))));
      });
      await Promise.all(reread);
      misses.sort((a, b) => a.index - b.index);
      const loaded = misses.length > 0 ? await load(root, misses.map((miss) => miss.file)) : [];
      loaded.forEach((result, i) => {
        const miss = misses[i]!;
        results[miss.index] = result;
        // The size and mtime were read before the file was: if it changed in between, the next
        // build sees another mtime and compares the hash of the text that was really parsed.
        if (result.post && result.problems.length === 0 && result.sourceHash && miss.size >= 0) current[miss.key] = { size: miss.size, mtimeMs: miss.mtimeMs, hash: result.sourceHash, post: result.post };
      });
      stats.parsed = misses.length;
      previous = current;
      return results;
    },
    save: async () => {
      if (!folder || options.readOnly) return;
      // An entry reused is the very object read, so only posts parsed (or re-dated) again, added or gone rewrite a shard.
      const saved = current;
      const fresh = onDisk === undefined;
      await writeShardedJson(folder, version, saved, onDisk).then(() => (onDisk = saved), () => {});
      // The one-file cache of versions before the shards goes when the shards are first written.
      if (fresh) await rm(`${folder}.json`, { force: true }).catch(() => {});
    },
  };
}

/**
 * The entry, with the file's new mtime, if the file's text has the hash it was parsed from (a
 * `git checkout` gives every file a new mtime): the next build need not read it.
 */
async function sameText(root: string, path: string, entry: Entry, info: Stats): Promise<Entry | undefined> {
  const source = await readSourceText(root, path);
  return source.ok && textHash(source.text) === entry.hash ? { ...entry, mtimeMs: info.mtimeMs } : undefined;
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
