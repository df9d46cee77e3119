import { rename, rm, writeFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';

/** Writes started by this process, numbering their files aside. */
let writes = 0;

/**
 * Writes `path` whole: the bytes go to a file beside it, which is then renamed over it, so a
 * reader (a build sharing the cache, one killed meanwhile) finds the old file or the new one,
 * never half of one. The file aside is this write's alone (process, thread, count): two writes
 * of one path at once, in one build or two, never share it. A build killed while writing leaves
 * it, named `….partial`, which the image cache's pruning deletes once it is an hour old.
 */
export async function writeWhole(path: string, contents: string | Uint8Array): Promise<void> {
  const aside = `${path}.${process.pid}.${threadId}.${(writes += 1)}.partial`;
  try {
    await writeFile(aside, contents);
    await rename(aside, path);
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}
