import { readdirSync, statSync, type Stats } from 'node:fs';
import { dirname, sep } from 'node:path';

/** A folder entry as the load stage reads it. */
export interface FolderEntry {
  name: string;
  isDirectory(): boolean;
}

/**
 * The two questions the load stage asks of the disk for every post: a file's size and time
 * (the post cache's test of a file being unchanged) and a folder's entries (which post files
 * there are). Synchronous: 5,000 stat promises took ~350 ms here, 5,000 calls ~100-200 ms.
 */
export interface FileFacts {
  /** The file's stat, or none if it cannot be read (the loader then reports why). */
  stat(path: string): Stats | undefined;
  /** The folder's entries, or none when it does not exist (a site without posts). */
  list(path: string): FolderEntry[];
}

/** Asks the disk every time: what `generate` does, and dev when its watcher cannot be trusted. */
export const diskFacts: FileFacts = {
  stat: (path) => {
    try {
      return statSync(path);
    } catch {
      return undefined;
    }
  },
  list: (path) => {
    try {
      return readdirSync(path, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  },
};

/**
 * The disk's answers, kept until a file watcher reports a change that could alter them
 * (`forget`): what Vite and Hugo's servers do, which re-read only what their watcher reports.
 * At 5,000 posts the stats and listings were ~70 ms of every dev rebuild after a post edit
 * (of ~180 before its page could be told), for one changed file. Only as good as the watcher:
 * the dev server forgets everything (`forgetAll`) when it has no list it trusts (a watcher
 * error), and chokidar reports each file of a `git checkout`, a rename or a deleted folder.
 */
export function rememberedFacts(disk: FileFacts = diskFacts): FileFacts & { forget(paths: readonly string[]): void; forgetAll(): void } {
  const stats = new Map<string, Stats | undefined>();
  const listings = new Map<string, FolderEntry[]>();
  /** Drops what is known of `path`, of anything under it (a folder renamed or deleted), and the listing of its folder (an entry added or gone). */
  const forgetPath = (path: string) => {
    const below = path.endsWith(sep) ? path : `${path}${sep}`;
    for (const known of [stats, listings]) {
      for (const key of known.keys()) if (key === path || key.startsWith(below)) known.delete(key);
    }
    listings.delete(dirname(path));
  };
  const forgetAll = () => {
    stats.clear();
    listings.clear();
  };
  return {
    stat(path: string): Stats | undefined {
      if (!stats.has(path)) stats.set(path, disk.stat(path));
      return stats.get(path);
    },
    list(path: string): FolderEntry[] {
      let entries = listings.get(path);
      if (!entries) listings.set(path, (entries = disk.list(path)));
      return entries;
    },
    /** Absolute paths the watcher reported changed (added, changed, deleted, renamed). */
    forget(paths: readonly string[]): void {
      // Each path is a pass over what is known: a burst of many (a `git checkout`) clears it all.
      if (paths.length > 50) forgetAll();
      else paths.forEach(forgetPath);
    },
    forgetAll,
  };
}
