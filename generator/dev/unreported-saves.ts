import { statSync } from 'node:fs';

/**
 * chokidar reports one change of a file per 50 ms, and one removal per 100 ms (`_throttle` in
 * its index.js): a second save inside that window is never reported. The dev server rebuilds a
 * few ms after a save, often inside the window, so that rebuild may have read the first save
 * only. Each file a rebuild starts for is therefore looked at again once its window has closed,
 * and reported again if it is not as it was when the rebuild started (its size, its time or
 * whether it exists). Usually it is: nothing more happens.
 */
export function unreportedSaves(report: (path: string) => void, onChecked: () => void) {
  const windowMs = 105;
  const reportedAt = new Map<string, number>();
  const checks = new Set<ReturnType<typeof setTimeout>>();
  return {
    /** The watcher reported `path`. */
    reported(path: string) {
      reportedAt.set(path, performance.now());
    },
    /** A rebuild starts for `paths`, about to read them. */
    building(paths: string[]) {
      for (const path of paths) {
        const left = (reportedAt.get(path) ?? -Infinity) + windowMs - performance.now();
        reportedAt.delete(path);
        if (left <= 0) continue; // a later save would be reported
        const before = fileState(path);
        const check = setTimeout(() => {
          checks.delete(check);
          if (fileState(path) !== before) report(path);
          onChecked();
        }, left);
        checks.add(check);
      }
    },
    /** Whether a check is still to come (the dev server is not idle until it has run). */
    get pending() {
      return checks.size > 0;
    },
    close() {
      checks.forEach(clearTimeout);
      checks.clear();
    },
  };
}

function fileState(path: string): string {
  try {
    const stats = statSync(path);
    return `${stats.size}:${stats.mtimeMs}:${stats.ino}`;
  } catch {
    return 'missing';
  }
}
