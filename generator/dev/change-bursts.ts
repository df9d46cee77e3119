import { existsSync } from 'node:fs';
import { gitLockPatienceMs } from './watch-rules.ts';

/**
 * How long the watcher waits after the last change before it rebuilds (`changeBursts`): a
 * save by rename, a `git checkout` or an editor's safe write is one rebuild. chokidar does not
 * report a second change of a file within 50 ms of the first, nor a second removal within 100
 * ms (`_throttle` in its index.js): waiting out the longer window means a rebuild starts after
 * any save the watcher held back, and reads it.
 */
export const settleMs = 105;

/**
 * Collects the paths the watcher reports until it has been quiet for `settleMs`, then hands
 * them over at once (`onBurst`): a save by rename, a `git checkout` or an editor's safe write
 * is a burst of events a few ms apart, and it becomes one rebuild.
 *
 * While git checks out, pulls or resets, it holds `.git/index.lock` (`gitLocks`): the burst is
 * not over, however long git pauses between files on a busy machine (as Watchman's
 * defer_vcs). A lock held longer than `gitLockPatienceMs` is taken for the leftover of a git
 * command that crashed, said so in the log, and no longer waited for.
 */
export function changeBursts(options: {
  settleMs: number;
  gitLocks: string[];
  log: (line: string) => void;
  onBurst: (changed: string[]) => void;
}) {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const staleLocks = new Set<string>();
  let heldForGitSince: number | undefined;

  const gitBusy = () => {
    const held = options.gitLocks.filter((lock) => existsSync(lock));
    for (const lock of staleLocks) if (!held.includes(lock)) staleLocks.delete(lock);
    return held.filter((lock) => !staleLocks.has(lock));
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(fire, options.settleMs);
  };
  const fire = () => {
    const held = gitBusy();
    if (held.length > 0) {
      heldForGitSince ??= Date.now();
      if (Date.now() - heldForGitSince < gitLockPatienceMs) return arm();
      held.forEach((lock) => staleLocks.add(lock));
      options.log(
        `${held.join(', ')} has been there for ${gitLockPatienceMs / 1000} s: rebuilding anyway. Delete it if no git command is running.`,
      );
    } else if (heldForGitSince !== undefined) {
      // Git is done: one more quiet spell, for the changes of its last files still on their way.
      heldForGitSince = undefined;
      return arm();
    }
    heldForGitSince = undefined;
    timer = undefined;
    const changed = [...pending];
    pending = new Set();
    options.onBurst(changed);
  };

  return {
    /** A change of `path` (none: rebuild anyway, say after the watcher failed). */
    add(path?: string) {
      if (path !== undefined) pending.add(path);
      arm();
    },
    /** Whether a burst is being collected (its rebuild is still to come). */
    get collecting() {
      return timer !== undefined;
    },
    close() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
