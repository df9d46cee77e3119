import { constants, copyFileSync, existsSync, linkSync, mkdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { writeOutputFile, type OutputFile } from '../assets/assets.ts';
import { mapBounded } from '../load/concurrency.ts';
import { outputPath } from '../load/project-files.ts';

/** `a/b/c` → `a`, `a/b`, `a/b/c` (and nothing for `.`). */
function ancestors(folder: string): string[] {
  if (folder === '.' || folder === '') return [];
  const parts = folder.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/**
 * The folders of `removed` files, and theirs, that the removal left empty: a cold build makes
 * no empty folder, so neither does a build from the cache. Deepest first; a folder that still
 * holds something stays (rmdir refuses it).
 */
function removeEmptyFolders(target: string, removed: string[]): void {
  const folders = new Set(removed.flatMap((path) => ancestors(dirname(path.split('\\').join('/')))));
  for (const folder of [...folders].sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      rmdirSync(outputPath(target, folder));
    } catch {
      // Not empty, or gone already.
    }
  }
}

/** What `link` says where a file system cannot hard-link this file (another device, too many links, no support). */
const cannotLink = new Set(['EXDEV', 'EMLINK', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * The only code that touches the output folder. A build writes into a sibling staging folder,
 * which replaces the old output with two renames once everything has been written and checked:
 * a build that fails (or is killed) before `commit` leaves the previous output as it was.
 */
export class Staging {
  readonly dir: string;
  private readonly target: string;

  private constructor(target: string) {
    this.target = target;
    this.dir = join(dirname(target), `.sitegen-tmp-${basename(target)}-${process.pid}`);
  }

  /** A fresh staging folder next to `outDir`, with every folder the given files need. */
  static async create(outDir: string, paths: string[] = []): Promise<Staging> {
    const staging = new Staging(resolve(outDir));
    await recoverInterrupted(staging.target);
    // Blocking, as in `mergeInto`: a dev rebuild makes one for the open pages alone.
    rmSync(staging.dir, { recursive: true, force: true });
    try {
      mkdirSync(staging.dir, { recursive: true });
    } catch (error) {
      // Node's recursive mkdir says ENOENT on a read-only file system: a plain one says why (EROFS, EACCES).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync(dirname(staging.dir))) mkdirSync(staging.dir);
      throw error;
    }
    await staging.prepareFolders(paths);
    return staging;
  }

  /** Writes `files` and moves them into the existing output (`mergeInto`); on a failure, none of them reaches it. */
  static async mergeFiles(outDir: string, files: OutputFile[], options: { linkCached?: boolean } = {}): Promise<void> {
    const staging = await Staging.create(outDir);
    try {
      await staging.write(files, options);
      await staging.mergeInto(
        files.map((file) => file.path),
        [],
      );
    } catch (error) {
      await staging.discard();
      throw error;
    }
  }

  /** Parents before children, one mkdir per folder, in parallel within a depth. */
  async prepareFolders(paths: string[]): Promise<void> {
    const folders = [...new Set(paths.flatMap((path) => ancestors(dirname(path))))];
    const depths = Math.max(0, ...folders.map((folder) => folder.split('/').length));
    for (let depth = 1; depth <= depths; depth += 1) {
      await mapBounded(
        folders.filter((folder) => folder.split('/').length === depth),
        32,
        (folder) => mkdir(join(this.dir, folder), { recursive: true }),
      );
    }
  }

  /** Writes files whose folders exist, with bounded parallelism (`linkCached`: see `writeOutputFile`). */
  async write(files: OutputFile[], options: { linkCached?: boolean } = {}): Promise<void> {
    await this.prepareFolders(files.map((file) => file.path));
    await mapBounded(files, 32, (file) => writeOutputFile(outputPath(this.dir, file.path), file, options));
  }

  /**
   * Swaps the staging folder in as the output folder. The previous output is set aside, then
   * deleted: here, or with `removeOldInBackground` by a detached process, so a big site's
   * rebuild does not wait for it (22,000 files and folders at 5,000 posts took 2-4 s to delete
   * on a 2-core machine). Copies that an interrupted run left set aside go the same way; a
   * build running side by side may be deleting one of them too, which does no harm.
   */
  async commit(options: { removeOldInBackground?: boolean } = {}): Promise<void> {
    const parent = dirname(this.target);
    const setAsidePrefix = `.sitegen-old-${basename(this.target)}-`;
    const previous = join(parent, `${setAsidePrefix}${process.pid}`);
    await rm(previous, { recursive: true, force: true });
    await rename(this.target, previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // no previous output: a first build
    });
    await rename(this.dir, this.target);
    // `.sitegen-old-dist-<pid>` only: not `.sitegen-old-dist-x-<pid>`, another output's.
    const setAside = (await readdir(parent))
      .filter((name) => name.startsWith(setAsidePrefix) && /^\d+$/.test(name.slice(setAsidePrefix.length)))
      .map((name) => join(parent, name));
    if (setAside.length === 0) return;
    // Best effort: the new output is in place, and whatever is left is deleted by the next build.
    if (options.removeOldInBackground) removeInBackground(setAside);
    else await Promise.all(setAside.map((path) => rm(path, { recursive: true, force: true, maxRetries: 3 }).catch(() => {})));
  }

  /**
   * Completes the staging folder of a build from the cache with the files it kept from the
   * current output (`paths`), as hard links, or copies where the disk refuses a link (another
   * device, a file system without them). The output itself is not touched: `commit` then
   * swaps in a whole build, so a kill leaves the previous output or the new one, never a mix.
   */
  keepFromOutput(paths: string[]): void {
    // Blocking calls, as in `mergeInto`: each takes microseconds, less than a trip through
    // libuv's thread pool, and a site keeps thousands of files.
    const folders = [...new Set(paths.flatMap((path) => ancestors(dirname(path))))];
    for (const folder of folders.sort((a, b) => a.split('/').length - b.split('/').length)) {
      const made = join(this.dir, folder);
      if (!existsSync(made)) mkdirSync(made);
    }
    for (const path of paths) {
      const from = outputPath(this.target, path);
      const to = outputPath(this.dir, path);
      try {
        linkSync(from, to);
      } catch (error) {
        // Only where the disk cannot link: a file already in staging is this build's, never replaced.
        if (!cannotLink.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
        copyFileSync(from, to, constants.COPYFILE_EXCL);
      }
    }
  }

  /**
   * Moves the files a dev rebuild wrote (`paths`) into the existing output, each with a rename
   * (a reader never sees half a file), and deletes `removed`. In place, for the dev server only:
   * its output is a local preview, replaced whole at each start, and completing a whole folder
   * for every batch of an edit (`keepFromOutput`) would cost time in proportion to the site.
   */
  async mergeInto(paths: string[], removed: string[]): Promise<void> {
    // Blocking calls: a rename or mkdir takes microseconds, less than a promise's trip through
    // libuv's thread pool (~1 ms on a busy two-core machine: 10-15 ms of a dev post edit). Moving
    // 30, 300 and 3,000 pages took 1.2-1.7, 5.6-7.5 and 48 ms blocking; 4.4-5.2, 9-10 and 73-90 ms
    // with 32 calls in flight.
    for (const folder of new Set(paths.map((path) => dirname(outputPath(this.target, path))))) mkdirSync(folder, { recursive: true });
    for (const path of paths) renameSync(outputPath(this.dir, path), outputPath(this.target, path));
    for (const path of removed) rmSync(outputPath(this.target, path), { force: true });
    removeEmptyFolders(this.target, removed);
    rmSync(this.dir, { recursive: true, force: true });
  }

  async discard(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** Whether a process is still running (an interrupted build's folders are left alone while it is). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Cleans up after builds that were killed: their staging folders (`.sitegen-tmp-dist-<pid>`,
 * 14 kills once left 2.2 GB) are deleted, and if one was killed between the two renames of
 * `commit`, when the output was set aside and the new one not yet in place, the set-aside
 * output is put back, so there is always an output after the next start.
 */
export async function recoverInterrupted(target: string): Promise<void> {
  const parent = dirname(target);
  const name = basename(target);
  const entries = await readdir(parent).catch(() => [] as string[]);
  const leftBy = (prefix: string) =>
    entries
      .filter((entry) => entry.startsWith(prefix) && /^\d+$/.test(entry.slice(prefix.length)))
      .map((entry) => ({ path: join(parent, entry), pid: Number(entry.slice(prefix.length)) }))
      .filter((left) => left.pid !== process.pid && !isRunning(left.pid));
  await Promise.all(leftBy(`.sitegen-tmp-${name}-`).map((left) => rm(left.path, { recursive: true, force: true })));
  const setAside = leftBy(`.sitegen-old-${name}-`);
  if (setAside.length > 0 && !entries.includes(name)) await rename(setAside[0]!.path, target);
}

/**
 * Deletes folders from a detached Node process that outlives this one, so the command that
 * replaced them can return at once. Another run deleting the same folder at the same time is
 * harmless: both ignore what is already gone.
 */
function removeInBackground(paths: string[]): void {
  const script =
    'const { rmSync } = require("node:fs"); for (const path of process.argv.slice(1)) rmSync(path, { recursive: true, force: true, maxRetries: 3 });';
  const child = spawn(process.execPath, ['-e', script, ...paths], { detached: true, stdio: 'ignore' });
  // Failing to start it only leaves the old copy for the next build to delete.
  child.on('error', () => {});
  child.unref();
}

/**
 * Writes pages into the staging folder from a render thread, making their folders as it goes,
 * and returns each page's size in bytes. Preparing all folders beforehand kept the threads
 * waiting: 10,895 folders at 5,000 posts, about 2 s on the main thread. Here the folders are
 * made by the threads, between pages.
 */
export function stagedPageWriter(stagingDir: string): (path: string, html: string) => number {
  const made = new Set<string>();
  // Pages are encoded into one reused buffer, which gives their size for free: measuring it
  // apart (Buffer.byteLength) made writing a page half as slow again.
  let scratch = Buffer.allocUnsafe(1 << 20);
  return (path, html) => {
    const file = outputPath(stagingDir, path);
    const folder = dirname(file);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    let bytes = scratch.write(html);
    // A character that does not fit is left out whole, so a nearly full buffer may hold only part.
    while (bytes > scratch.length - 4) {
      scratch = Buffer.allocUnsafe(scratch.length * 2);
      bytes = scratch.write(html);
    }
    writeFileSync(file, scratch.subarray(0, bytes));
    return bytes;
  };
}

/** Writes one new file into the output at once (temporary name, then rename): a dev server's new stylesheet, ahead of the pages. */
export async function writeNewFile(outDir: string, file: OutputFile): Promise<void> {
  const target = outputPath(outDir, file.path);
  await mkdir(dirname(target), { recursive: true });
  await writeOutputFile(`${target}.${process.pid}.tmp`, file);
  await rename(`${target}.${process.pid}.tmp`, target);
}
