import { join } from 'node:path';
import { recordChanged } from '../assets/assets.ts';
import type { ClientRuntime } from '../assets/islands.ts';
import { cacheVersion, isSearchIndexFile } from '../output/build-cache.ts';
import { buildSearchIndexes } from '../output/search-index.ts';
import { Staging } from '../output/write-output.ts';
import type { PageRecord } from '../render/page-inputs.ts';
import type { Route } from '../routes/routes.ts';

/**
 * The search indexes of `sitegen dev`: made as `generate` makes them (output/search-index.ts,
 * the same cache, so a language whose pages did not change costs a lookup), from the pages on
 * disk, and moved into the output with the index files they replace deleted. Returns the paths
 * written. `files` is the rebuild's record of the other files on disk (hashes), updated here.
 */
export async function writeSearchIndexes(args: {
  root: string;
  outDir: string;
  runtime: ClientRuntime;
  routes: Route[];
  pageKeys: Map<string, PageRecord>;
  files: Map<string, string>;
}): Promise<string[]> {
  const pages = args.routes.flatMap((route) => {
    const record = args.pageKeys.get(route.outputPath);
    return record ? [{ route, key: record.key, file: join(args.outDir, route.outputPath) }] : [];
  });
  const index = await buildSearchIndexes(args.root, cacheVersion(args.runtime), pages);
  const kept = new Set(index.map((file) => file.path));
  const next = new Map(args.files);
  const changed = recordChanged(index, next);
  const removed = [...next.keys()].filter((path) => isSearchIndexFile(path) && !kept.has(path));
  removed.forEach((path) => next.delete(path));
  if (changed.length > 0 || removed.length > 0) await mergeIntoOutput(args.outDir, changed, removed);
  // Recorded once on disk: a failed write leaves the record as it was, and the next rebuild writes them.
  args.files.clear();
  next.forEach((hash, path) => args.files.set(path, hash));
  return changed.map((file) => file.path);
}

/**
 * Deletes every index file from the output, while pages are left for later (deferred-pages.ts):
 * an index made without them would not find them, and a visitor's search in dev asks for the
 * index, which then renders them first.
 */
export async function removeSearchIndexes(outDir: string, files: Map<string, string>): Promise<void> {
  const removed = [...files.keys()].filter(isSearchIndexFile);
  if (removed.length === 0) return;
  await mergeIntoOutput(outDir, [], removed);
  removed.forEach((path) => files.delete(path));
}

async function mergeIntoOutput(outDir: string, files: Parameters<Staging['write']>[0], removed: string[]): Promise<void> {
  const staging = await Staging.create(outDir);
  try {
    await staging.write(files, { linkCached: true });
    await staging.mergeInto(
      files.map((file) => file.path),
      removed,
    );
  } catch (error) {
    await staging.discard();
    throw error;
  }
}
