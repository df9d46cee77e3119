import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneBundleCache } from '../../generator/assets/bundle-cache-pruning.js';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

const key = (n: number) => n.toString(16).padStart(16, '0');

describe('pruning the bundle cache', () => {
  it('keeps the newest bundles of each kind and any made in the last hour, deletes the rest', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitegen-prune-'));
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    // Ten old CLI bundles (folders), one an hour old each; two render-worker files, one old, one new.
    for (let n = 1; n <= 10; n += 1) {
      const path = join(dir, `cli-${key(n)}`);
      await mkdir(path);
      await writeFile(join(path, 'cli.mjs'), 'x');
      await utimes(path, hoursAgo(n + 1), hoursAgo(n + 1));
    }
    await writeFile(join(dir, `render-worker-${key(1)}.mjs`), 'x');
    await utimes(join(dir, `render-worker-${key(1)}.mjs`), hoursAgo(48), hoursAgo(48));
    await writeFile(join(dir, `render-worker-${key(2)}.mjs`), 'x');
    // A file being written by another command, and something that is not a bundle.
    await writeFile(join(dir, `render-worker-${key(3)}.mjs.123.0.tmp`), 'x');
    await writeFile(join(dir, 'notes.txt'), 'x');

    pruneBundleCache(dir, { keep: 6 });

    const left = (await readdir(dir)).sort();
    expect(left.filter((name) => name.startsWith('cli-'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `cli-${key(n)}`));
    // Two render workers are fewer than 6: both stay, however old.
    expect(left).toContain(`render-worker-${key(1)}.mjs`);
    expect(left).toContain(`render-worker-${key(3)}.mjs.123.0.tmp`);
    expect(left).toContain('notes.txt');
  });

  it('spares bundles made in the last hour even beyond the newest few', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitegen-prune-'));
    for (let n = 1; n <= 9; n += 1) await writeFile(join(dir, `islands-server-preact-${key(n)}.mjs`), 'x');
    pruneBundleCache(dir, { keep: 2 });
    expect(await readdir(dir)).toHaveLength(9);
  });

  it('keeps the source maps of the bundles it keeps: a map is a kind of its own, beside its bundle', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitegen-prune-'));
    for (let n = 1; n <= 4; n += 1) {
      for (const name of [`render-worker-${key(n)}.mjs`, `render-worker-${key(n)}.mjs.map`]) {
        await writeFile(join(dir, name), 'x');
        const when = new Date(Date.now() - (n + 1) * 3_600_000);
        await utimes(join(dir, name), when, when);
      }
    }
    pruneBundleCache(dir, { keep: 2 });
    expect((await readdir(dir)).sort()).toEqual([
      `render-worker-${key(1)}.mjs`,
      `render-worker-${key(1)}.mjs.map`,
      `render-worker-${key(2)}.mjs`,
      `render-worker-${key(2)}.mjs.map`,
    ]);
  });
});
