import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { tuning } from '../tuning.ts';

/**
 * The one place that decides whether a path may be read or written (issue: a post's cover that
 * was a symlink to /proc/self/environ published the build's environment; an image path with
 * `..` wrote outside the output folder). A build reads only regular files whose real path is
 * inside the project, and writes only inside its output folder.
 */

/**
 * Whether a folder entry is a Markdown source: `*.md`, not hidden. Editors keep hidden files
 * beside the one being edited: Emacs' lock `.#post.md`, a symbolic link to nowhere, exists from
 * the first change to the save, and read as a post it failed every `sitegen dev` rebuild until then.
 */
export const isMarkdownSource = (name: string) => name.endsWith('.md') && !name.startsWith('.');

/** `relativePath` resolved under `folder`, or undefined when it would leave it (`..`, an absolute path). */
export function resolveInside(folder: string, relativePath: string): string | undefined {
  const target = resolve(folder, relativePath);
  const rel = relative(folder, target);
  return rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? undefined : target;
}

/** Like `resolveInside`, for writing: leaving the folder is a bug upstream, never content to write. */
export function outputPath(folder: string, relativePath: string): string {
  const target = resolveInside(folder, relativePath);
  if (target === undefined) throw new Error(`Refusing to write "${relativePath}": it is outside the output folder.`);
  return target;
}

export type ProjectFile = { ok: true; bytes: Buffer } | { ok: false; message: string; hint?: string };

// O_NOFOLLOW: a symbolic link is not followed (open fails with ELOOP); O_NONBLOCK: a FIFO opens
// at once instead of waiting for a writer, and is then refused as not a regular file.
const readFlags = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** Folders already checked: a blog has thousands of files in a handful of folders. */
const folderChecks = new Map<string, boolean>();

/** Whether a folder's real path (symbolic links resolved) is inside the project's real path. */
function folderInside(root: string, folder: string): boolean {
  const key = `${root}\u0000${folder}`;
  let inside = folderChecks.get(key);
  if (inside === undefined) {
    let real: string;
    try {
      real = realpathSync(folder);
    } catch {
      real = folder; // a missing folder: the open below reports the missing file
    }
    inside = resolveInside(realpathSync(root), real) !== undefined;
    folderChecks.set(key, inside);
  }
  return inside;
}

function refusal(error: unknown): ProjectFile {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ELOOP')
    return {
      ok: false,
      message: 'is a symbolic link',
      hint: 'the build reads only regular files inside the project: replace the link with the file',
    };
  if (code === 'ENOENT') return { ok: false, message: 'file not found' };
  return { ok: false, message: `cannot be read (${code ?? String(error)})` };
}

function checkStat(size: number, isFile: boolean): ProjectFile | undefined {
  if (!isFile)
    return { ok: false, message: 'is not a regular file (a folder, FIFO, device or socket)', hint: 'the build reads only regular files' };
  if (size > tuning.maxFileBytes)
    return {
      ok: false,
      message: `is ${(size / 1e6).toFixed(1)} MB, over the limit of ${tuning.maxFileBytes / 1e6} MB`,
      hint: 'make it smaller, or raise SITEGEN_MAX_FILE_BYTES',
    };
  return undefined;
}

const outside: ProjectFile = {
  ok: false,
  message: 'is outside the project folder',
  hint: 'the build reads only files inside the project (a folder on the way is a symbolic link to elsewhere)',
};

/** Reads a file of the project: a regular file, inside the project, within the size limit. */
export async function readProjectFile(root: string, absolutePath: string): Promise<ProjectFile> {
  if (resolveInside(root, absolutePath) === undefined) return outside;
  if (!folderInside(root, dirname(absolutePath))) return outside;
  return readRegularFile(absolutePath);
}

/** A regular file within the size limit, never through a symbolic link (the rules of every read). */
async function readRegularFile(path: string): Promise<ProjectFile> {
  let handle;
  try {
    handle = await open(path, readFlags);
  } catch (error) {
    return refusal(error);
  }
  try {
    const stats = await handle.stat();
    return checkStat(stats.size, stats.isFile()) ?? { ok: true, bytes: await handle.readFile() };
  } finally {
    await handle.close();
  }
}

/**
 * A file of the build's caches as text, or undefined when it is missing or breaks the rules
 * files of content/ keep (a symbolic link, not a regular file, over the size limit): a cache
 * entry only ever saves work, so such a file is treated as absent, never followed or read whole.
 */
export async function readCacheText(path: string): Promise<string | undefined> {
  return (await readCacheFile(path))?.toString('utf8');
}

/** The bytes of a cache file, under the same rules as `readCacheText`. */
export async function readCacheFile(path: string): Promise<Buffer | undefined> {
  const read = await readRegularFile(path);
  return read.ok ? read.bytes : undefined;
}

/** The same with blocking calls, for a render thread loading its share of the posts. */
export function readProjectFileSync(root: string, absolutePath: string): ProjectFile {
  if (resolveInside(root, absolutePath) === undefined) return outside;
  if (!folderInside(root, dirname(absolutePath))) return outside;
  let fd: number;
  try {
    fd = openSync(absolutePath, readFlags);
  } catch (error) {
    return refusal(error);
  }
  try {
    const stats = fstatSync(fd);
    const refused = checkStat(stats.size, stats.isFile());
    if (refused) return refused;
    const bytes = Buffer.allocUnsafe(stats.size);
    let read = 0;
    while (read < stats.size) {
      const n = readSync(fd, bytes, read, stats.size - read, read);
      if (n === 0) break;
      read += n;
    }
    return { ok: true, bytes: bytes.subarray(0, read) };
  } finally {
    closeSync(fd);
  }
}
