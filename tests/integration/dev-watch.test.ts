import { execFile } from 'node:child_process';
import { appendFile, copyFile, mkdir, readFile, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../generator/dev/dev-server.ts';
import type { DevClient } from '../helpers/dev-client.ts';
import type { FixtureSite } from '../helpers/fixture-site.ts';
import { startDevFromCopy, type DevFromCopy } from '../helpers/project-copy.ts';

/**
 * `sitegen dev` against saves as editors, tools and git make them: each test saves, then reads
 * the served page over HTTP until it shows the change (bounded), so a lost file shows as a
 * timeout with the dev server's last log lines. The dev server watches templates/ where its
 * code is: it runs from a copy of the project, so edits in the working tree while the tests
 * run cannot add rebuilds to the counts.
 */

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

let running: DevFromCopy;
let site: FixtureSite;
let dev: DevServer;
let client: DevClient;
let settleMs: number;
let log: string[];

const postFile = 'content/posts/en/more-reviews-more-money.md';
const postPage = '/blog/more-reviews-more-money/';
const burstCount = 50;
const burstName = (n: number) => `burst-${String(n).padStart(2, '0')}`;
const rebuildsSince = (start: number) => log.slice(start).filter((line) => line.startsWith('Rebuilt'));

function postSource(n: number, title: string): string {
  return `---
id: ${1000 + n}
slug: ${burstName(n)}
title: "${title}"
excerpt: "A short post the watcher tests change all at once."
image: /images/blog/more-reviews-more-money.svg
author: "Maya Cohen"
publishedDate: "2024-01-01"
modifiedDate: "2024-01-01"
categories: ["Watching"]
tags: ["burst"]
featured: false
---

Post number ${n} of a burst of saves.
`;
}

const git = (...args: string[]) =>
  run('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: site.root,
    env: { PATH: process.env.PATH, HOME: site.root },
  });

beforeAll(async () => {
  running = await startDevFromCopy({
    locales: ['global', 'il'],
    // Fifty more posts, in git on two branches that differ in every one of them: checking out
    // the other branch is the burst of test (c).
    async beforeStart(copy) {
      site = copy;
      for (let n = 1; n <= burstCount; n += 1) await site.write(`content/posts/en/${burstName(n)}.md`, postSource(n, `Burst post ${n}`));
      await git('init', '-q', '-b', 'main');
      await git('add', '-A');
      await git('commit', '-q', '-m', 'site');
      await git('checkout', '-q', '-b', 'burst');
      for (let n = 1; n <= burstCount; n += 1)
        await site.write(`content/posts/en/${burstName(n)}.md`, postSource(n, `Burst post ${n}, checked out`));
      await git('commit', '-q', '-a', '-m', 'burst');
      await git('checkout', '-q', 'main');
    },
  });
  ({ site, dev, client, log, settleMs } = running);
}, 120_000);

afterAll(() => running?.close());

describe('sitegen dev picks up every kind of save', () => {
  it('(a) five rename-style saves of a post in a row, then an in-place edit, each served', async () => {
    const file = site.path(postFile);
    const temp = site.path('content/posts/en/tmp');
    // As `cp post.md tmp; echo … >> tmp; mv tmp post.md`.
    for (let save = 1; save <= 5; save += 1) {
      await copyFile(file, temp);
      await appendFile(temp, `\nRename save number ${save} arrived.\n`);
      await rename(temp, file);
      await client.served(postPage, `Rename save number ${save} arrived.`);
    }
    await writeFile(file, `${await readFile(file, 'utf8')}\nAn in-place edit after the renames.\n`);
    await client.served(postPage, 'An in-place edit after the renames.');
    const body = (await client.fetch(postPage)).body;
    for (let save = 1; save <= 5; save += 1) expect(body).toContain(`Rename save number ${save} arrived.`);
  });

  it('(a2) a second save soon after the first, which the watcher does not report, is served', async () => {
    const file = site.path(postFile);
    const text = await readFile(file, 'utf8');
    // chokidar reports one change of a file per 50 ms: the second save falls inside that
    // window, after the rebuild for the first has started, before or after it read the file.
    for (const gap of [25, 30, 35, 40, 45]) {
      await dev.idle();
      await writeFile(file, `${text}\nFirst of two quick saves, ${gap} ms apart.\n`);
      await sleep(gap);
      await writeFile(file, `${text}\nSecond of two quick saves, ${gap} ms apart.\n`);
      await client.served(postPage, `Second of two quick saves, ${gap} ms apart.`);
    }
  });

  it("(b) a save by `sed -i` and a JetBrains safe write, each served and told under the post's name", async () => {
    const file = site.path(postFile);
    await dev.idle();
    let start = log.length;
    // GNU sed writes a sedXXXXXX file in the same folder and renames it over the original.
    await run('sed', ['-i', 's/^title: .*$/title: "Saved by sed -i"/', file]);
    await client.served(postPage, 'Saved by sed -i');
    await dev.idle();
    expect(rebuildsSince(start).length).toBe(1);
    expect(rebuildsSince(start)[0]).toContain('content/posts/en/more-reviews-more-money.md');
    expect(rebuildsSince(start)[0]).not.toMatch(/sed[A-Za-z0-9]{6}/);

    // JetBrains: write post.md___jb_tmp___, move post.md to ___jb_old___, the new one in, delete the old.
    start = log.length;
    const text = (await readFile(file, 'utf8')).replace(/^title: .*$/m, 'title: "Saved the JetBrains way"');
    await writeFile(`${file}___jb_tmp___`, text);
    await rename(file, `${file}___jb_old___`);
    await rename(`${file}___jb_tmp___`, file);
    await unlink(`${file}___jb_old___`);
    await client.served(postPage, 'Saved the JetBrains way');
    await dev.idle();
    // Usually one rebuild; on a busy machine the moment without the file may get one of its own.
    expect(rebuildsSince(start).length).toBeGreaterThanOrEqual(1);
    for (const line of rebuildsSince(start)) {
      expect(line).toContain('content/posts/en/more-reviews-more-money.md');
      expect(line).not.toContain('___jb_');
    }

    // And the file is still watched after all that.
    await appendFile(file, '\nStill watched after sed and JetBrains.\n');
    await client.served(postPage, 'Still watched after sed and JetBrains.');
  });

  it('(c) a git checkout changing 50 posts at once rebuilds exactly once and serves the checked-out state', async () => {
    await dev.idle();
    const start = log.length;
    await git('checkout', '-q', 'burst');
    for (let n = 1; n <= burstCount; n += 1) await client.served(`/blog/${burstName(n)}/`, `Burst post ${n}, checked out`);
    // Time for a second rebuild to show, had the burst been split.
    await sleep(settleMs * 3);
    await dev.idle();
    // On a busy machine the watcher may still report one of the files after their rebuild began:
    // built again, it changes nothing, and only rebuilds that wrote something count.
    const rebuilds = rebuildsSince(start).filter((line) => !line.startsWith('Rebuilt 0 page(s), 0 other file(s) in '));
    expect(rebuilds, rebuildsSince(start).join('\n')).toHaveLength(1);
    expect(rebuilds[0]).toMatch(/and \d+ more\)$/);
    expect(log.slice(start).some((line) => line.startsWith('Build failed'))).toBe(false);
  });

  it('(c2) a git command that pauses in the middle of its burst (its index lock held) still rebuilds once', async () => {
    await dev.idle();
    const start = log.length;
    const lock = site.path('.git/index.lock');
    await writeFile(lock, '');
    try {
      for (let n = 1; n <= burstCount / 2; n += 1)
        await site.write(`content/posts/en/${burstName(n)}.md`, postSource(n, `Burst post ${n}, second pass`));
      // Git stalled: far longer than the watcher waits for quiet.
      await sleep(settleMs * 4);
      for (let n = burstCount / 2 + 1; n <= burstCount; n += 1)
        await site.write(`content/posts/en/${burstName(n)}.md`, postSource(n, `Burst post ${n}, second pass`));
      await sleep(settleMs * 2);
      expect(rebuildsSince(start)).toHaveLength(0);
    } finally {
      await rm(lock, { force: true });
    }
    for (let n = 1; n <= burstCount; n += 1) await client.served(`/blog/${burstName(n)}/`, `Burst post ${n}, second pass`);
    await sleep(settleMs * 3);
    await dev.idle();
    expect(rebuildsSince(start), rebuildsSince(start).join('\n')).toHaveLength(1);
  });

  it("(d) a deleted post's page goes (404); a new post in a new image folder appears", async () => {
    const gone = burstName(burstCount);
    expect((await client.fetch(`/blog/${gone}/`)).status).toBe(200);
    await rm(site.path(`content/posts/en/${gone}.md`));
    await client.waitFor(`/blog/${gone}/ to answer 404`, async () => (await client.fetch(`/blog/${gone}/`)).status === 404);
    expect((await client.fetch('/blog/')).body).not.toContain(`/blog/${gone}/`);

    await mkdir(site.path('content/images/fresh'));
    await writeFile(
      site.path('content/images/fresh/cover.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#0b7a55"/></svg>\n',
    );
    const fresh = postSource(99, 'A fresh post, added while dev runs')
      .replace(`slug: ${burstName(99)}`, 'slug: fresh-post')
      .replace('/images/blog/more-reviews-more-money.svg', '/images/fresh/cover.svg');
    await writeFile(site.path('content/posts/en/fresh-post.md'), fresh);
    await client.served('/blog/fresh-post/', 'A fresh post, added while dev runs');
    expect((await client.fetch('/blog/fresh-post/')).status).toBe(200);
    expect((await client.fetch('/images/fresh/cover.svg')).status).toBe(200);
  });

  it('(f) a failing watcher is told in the terminal and over the page', async () => {
    const events = client.listen();
    try {
      await events.connected;
      // A symbolic link to itself cannot be watched: chokidar reports ELOOP.
      await symlink('loop', site.path('content/loop'));
      await client.waitFor("the watcher's error in the log", async () => log.some((line) => line.startsWith('File watching failed:')));
      expect(log.find((line) => line.startsWith('File watching failed:'))).toContain('ELOOP');
      await client.waitFor('the error-report event', async () =>
        events.events.some((event) => event.name === 'error-report' && event.data.kind === 'watch'),
      );
      const report = events.events.find((event) => event.name === 'error-report')!.data;
      expect(report.message).toContain('content/loop');
      expect(report.title).toContain('File watching failed');
      // A page opened later is told too.
      const later = client.listen();
      try {
        await client.waitFor('the report for a new page', async () =>
          later.events.some((event) => event.name === 'error-report' && event.data.kind === 'watch'),
        );
      } finally {
        later.close();
      }
    } finally {
      events.close();
      await rm(site.path('content/loop'), { force: true });
    }
  });
});
