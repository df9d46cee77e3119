import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { FSWatcher } from 'chokidar';
import { templatesDir } from '../assets/assets.ts';

/**
 * What `sitegen dev` watches and how it reports the watcher failing: the rules, apart from the
 * server that applies them (dev-server.ts).
 */

export const templatesRoot = resolve(templatesDir);

/** The project folders a site is built from (templates/ is watched where the code is). */
const watchedFolders = ['data', 'locales', 'content'];

/** How long a git index lock may hold rebuilds back before it is taken for a leftover. */
export const gitLockPatienceMs = 10_000;

/** Whether `path` is `folder` or inside it. */
export function isInside(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest));
}

/**
 * Files editors and tools write next to the file they save, then rename over it or delete:
 * Vim's swap, backup and write test (`.post.md.swp`, `post.md~`, `4913`), Emacs' lock and
 * auto-save (`.#post.md`, `#post.md#`), JetBrains' safe write (`post.md___jb_tmp___`,
 * `___jb_old___`), GNU `sed -i` (`sedAbC123`), Sublime Text, GNOME, Kate and Chrome's
 * `.tmp`/`.crswap` files. None is a site's input; the save itself shows as a change of the file.
 */
const editorTempFile =
  /~$|^\.#|^#.*#$|^\..*\.sw[a-px]$|^4913$|___jb_(tmp|old|bak)___$|^sed[A-Za-z0-9]{6}$|\.subl[^.]*\.tmp$|^\.goutputstream-|\.(tmp|temp|crswap|kate-swp)$|^\.DS_Store$|^Thumbs\.db$/i;

export function isEditorTempFile(name: string): boolean {
  return editorTempFile.test(name);
}

/**
 * What the watcher leaves out: everything of the project but data/, locales/, content/ (and
 * templates/), the output folder, the build's own staging folders and cache, and editors'
 * temporary files. A rebuild after a save by rename is triggered by the saved file's name.
 */
export function watchIgnores(root: string, outDir: string, templates = templatesRoot): (path: string) => boolean {
  // An output folder that holds the project would leave nothing to watch.
  const skipOut = !isInside(outDir, root);
  return (path) => {
    if (skipOut && isInside(outDir, path)) return true;
    const name = basename(path);
    if (
      name === '.sitegen-cache' ||
      name.startsWith('.sitegen-tmp-') ||
      name === 'node_modules' ||
      name === '.git' ||
      isEditorTempFile(name)
    )
      return true;
    if (isInside(templates, path)) return false;
    const rest = relative(root, path);
    if (rest === '') return false;
    return !watchedFolders.includes(rest.split(sep)[0]!);
  };
}

/**
 * The index lock files of the git repositories `folders` are in (a worktree's `.git` file names
 * its folder). Git holds the lock while it writes the working tree.
 */
export function gitIndexLocks(folders: string[]): string[] {
  const locks = new Set<string>();
  for (const folder of folders) {
    for (let dir = folder; ; dir = dirname(dir)) {
      const dotGit = join(dir, '.git');
      try {
        if (statSync(dotGit).isDirectory()) locks.add(join(dotGit, 'index.lock'));
        else {
          const gitDir = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
          if (gitDir) locks.add(join(resolve(dir, gitDir), 'index.lock'));
        }
        break;
      } catch {
        // No git here: look in the folder above.
      }
      if (dirname(dir) === dir) break;
    }
  }
  return [...locks];
}

export interface WatchFailure {
  message: string;
  code?: string;
}

export function watchFailure(error: unknown): WatchFailure {
  return { message: error instanceof Error ? error.message : String(error), code: (error as NodeJS.ErrnoException | undefined)?.code };
}

/** What to tell when the watcher fails, with the way out for the common causes. */
export function describeWatchFailures(failures: WatchFailure[]): string {
  const way = failures.some((failure) => failure.code === 'ENOSPC' || failure.code === 'EMFILE')
    ? 'The system limit of watched files is reached: raise it (Linux: sudo sysctl fs.inotify.max_user_watches=524288) or start with CHOKIDAR_USEPOLLING=1, then restart sitegen dev.'
    : 'Fix the file named above if there is one (a symbolic link that points to itself, say), then restart sitegen dev; start it with CHOKIDAR_USEPOLLING=1 if this disk does not report changes (some network and container mounts).';
  return `File watching failed: ${failures.map((failure) => failure.message).join('\n')}\nChanges may not be picked up, so the pages served can be out of date. ${way}`;
}

/** The watched files and folders last modified at `since` or later. */
export function changedSince(watcher: FSWatcher, since: number): string[] {
  const changed: string[] = [];
  for (const [folder, names] of Object.entries(watcher.getWatched())) {
    for (const path of [folder, ...names.map((name) => join(folder, name))]) {
      try {
        if (statSync(path).mtimeMs >= since) changed.push(resolve(path));
      } catch {
        // Gone since it was listed: its folder changed too.
      }
    }
  }
  return changed;
}
