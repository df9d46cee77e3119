import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watch } from 'chokidar';
import { afterEach, describe, expect, it } from 'vitest';
import { changeBursts, settleMs } from '../../generator/dev/change-bursts.ts';

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/**
 * chokidar does not report a second change of a file within 50 ms of the first. The dev
 * server's settle delay must outwait that window: the burst it hands over is read after any
 * such unreported save, so the last read is the last save.
 */
describe('the watcher settle delay', () => {
  let folder = '';
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('a burst is read after a second save the watcher held back', async () => {
    folder = await mkdtemp(join(tmpdir(), 'sitegen-settle-'));
    const file = join(folder, 'post.md');
    await writeFile(file, 'first draft\n');
    const watcher = watch(folder, { ignoreInitial: true, atomic: false });
    await new Promise<void>((ready) => watcher.once('ready', () => ready()));
    const reads: string[] = [];
    let reported = 0;
    watcher.on('all', () => (reported += 1));
    const bursts = changeBursts({
      settleMs,
      gitLocks: [],
      log: () => {},
      onBurst: () => void readFile(file, 'utf8').then((text) => reads.push(text)),
    });
    watcher.on('all', (_name, path) => bursts.add(path));
    try {
      // On a loaded machine the second save can land after the window (then it is reported, and
      // the case is not shown): up to five tries, each a pair of saves 30 ms apart.
      let shown = false;
      for (let attempt = 1; attempt <= 5 && !shown; attempt += 1) {
        const before = reported;
        await writeFile(file, `first save ${attempt}\n`);
        await sleep(30);
        await writeFile(file, `second save ${attempt}\n`);
        // Long past both the throttle window and the settle delay.
        await sleep(settleMs + 400);
        if (reported - before !== 1) continue;
        shown = true;
        expect(reads.at(-1)).toBe(`second save ${attempt}\n`);
      }
      expect(shown, 'chokidar reported both saves each time: the case this test is about never happened').toBe(true);
    } finally {
      bursts.close();
      await watcher.close();
    }
  });
});
