import { createHash } from 'node:crypto';
import { link, mkdir, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file under `dir`, as sorted `/`-separated paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

/** Every folder under `dir`, as sorted `/`-separated paths relative to it (an empty one included). */
export async function listFolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

/** Path → sha256 of every file, to compare two outputs byte for byte. */
export async function fingerprint(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const files = await listFiles(dir);
  // A few files read at once, on libuv's threads; the paths stay in order.
  for (let at = 0; at < files.length; at += 32) {
    const batch = files.slice(at, at + 32);
    const contents = await Promise.all(batch.map((file) => readFile(join(dir, file))));
    batch.forEach((file, index) => (result[file] = createHash('sha256').update(contents[index]!).digest('hex')));
  }
  return result;
}

/**
 * `from` again at `to`, each file a hard link to the original's: no bytes are copied. Both
 * names share the bytes, so a write into a file changes both (a rename or a delete changes
 * one): for an output a test expects to stay as it was, and checks against a fingerprint of the
 * original taken before.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const path = (entry: (typeof entries)[number]) => relative(from, join(entry.parentPath, entry.name));
  await mkdir(to, { recursive: true });
  for (const entry of entries) if (entry.isDirectory()) await mkdir(join(to, path(entry)), { recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map(path);
  for (let at = 0; at < files.length; at += 32)
    await Promise.all(files.slice(at, at + 32).map((file) => link(join(from, file), join(to, file))));
}
