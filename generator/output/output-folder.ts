import { readdir } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { UsageError } from '../errors.ts';
import { recoverInterrupted } from './write-output.ts';

/** Folders the build reads from: an output there would replace them. */
const sourceFolders = ['data', 'locales', 'content', 'templates', 'generator', 'bin', 'node_modules', '.git', '.sitegen-cache'];

/** Files every output of the build has: a folder holding them was written by an earlier build. */
const outputMarks = ['_headers', 'robots.txt'];

const isInside = (folder: string, path: string) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep));
};

/**
 * Before a build reads anything: refuses an output folder it must not replace (below), and
 * cleans up after a build that was killed (see `recoverInterrupted`), even if this one fails.
 */
export async function prepareOutputFolder(root: string, outDir: string, force = false): Promise<void> {
  await assertSafeOutputFolder(root, outDir, force);
  await recoverInterrupted(resolve(outDir));
}

/**
 * Refuses an output folder the build must not replace: the project itself, a folder holding it,
 * one inside its source folders, or an existing folder that is not an earlier output (unless
 * `force`). The output is replaced as a whole, so `-o .` once replaced data/ and content/.
 */
export async function assertSafeOutputFolder(root: string, outDir: string, force = false): Promise<void> {
  const out = resolve(outDir);
  const project = resolve(root);
  if (isInside(out, project)) {
    throw new UsageError(
      `The output folder ${outDir} is the project folder or holds it; building there would replace the site's sources.`,
      { hint: 'Choose a folder of its own, like dist.' },
    );
  }
  const source = sourceFolders.find((folder) => isInside(join(project, folder), out));
  if (source)
    throw new UsageError(`The output folder ${outDir} is inside ${source}/, which the build reads.`, {
      hint: 'Choose a folder of its own, like dist.',
    });
  const entries = await readdir(out).catch(() => [] as string[]);
  // A repository's folder, or a folder in its .git, is never an output, whatever --force says.
  if (entries.includes('.git') || out.split(sep).includes('.git'))
    throw new UsageError(`The output folder ${outDir} is a repository or inside one's .git folder, which a build would replace.`, {
      hint: 'Choose a folder of its own, like dist.',
    });
  if (force) return;
  if (entries.length > 0 && !outputMarks.every((mark) => entries.includes(mark))) {
    throw new UsageError(
      `The output folder ${outDir} holds files this build did not write (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}), and it would be replaced as a whole.`,
      {
        hint: 'Choose an empty or new folder, or pass --force to replace it.',
      },
    );
  }
}
