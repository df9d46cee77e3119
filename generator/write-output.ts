import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { OutputFile } from './assets.ts';

/**
 * The only stage that touches the output folder. Files go to a sibling temporary folder first,
 * which then replaces the old output with two renames: a build that fails before this point, or
 * while writing, leaves the previous output exactly as it was.
 */
export async function writeOutput(outDir: string, files: OutputFile[]): Promise<void> {
  const target = resolve(outDir);
  const parent = dirname(target);
  const staging = join(parent, `.sitegen-tmp-${basename(target)}-${process.pid}`);
  const previous = join(parent, `.sitegen-old-${basename(target)}-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  try {
    const folders = new Set(files.map((file) => dirname(join(staging, file.path))));
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    // Bounded parallelism: fast, without opening thousands of files at once.
    const queue = [...files].sort((a, b) => a.path.localeCompare(b.path));
    await Promise.all(Array.from({ length: 16 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await writeFile(join(staging, file.path), file.contents);
    }));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new Error(`Could not write the output to ${outDir}; the previous output is untouched.`, { cause: error });
  }
  await rm(previous, { recursive: true, force: true });
  const hadPrevious = await rename(target, previous).then(() => true, (error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return false;
    throw error;
  });
  await rename(staging, target);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}
