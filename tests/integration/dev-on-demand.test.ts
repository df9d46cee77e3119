import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../generator/dev/dev-server.ts';
import { DevClient } from '../helpers/dev-client.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';

/**
 * `sitegen dev` on a big site renders only what is asked for: past SITEGEN_DEV_RENDER_AHEAD
 * stale pages (300 by default; 5 here, so the shipped site counts as big), a page is rendered
 * when a browser requests it, with the data of the last rebuild, and pages on disk (asked for
 * before) are rendered again at once after an edit.
 */

process.env.SITEGEN_DEV_RENDER_AHEAD = '5'; // read when tuning.ts is first imported, below

const post = 'content/posts/en/why-whatsapp-for-reviews.md';
const postPage = 'blog/why-whatsapp-for-reviews/index.html';
const title = 'Why WhatsApp Is the Best Channel for Review Requests';

let site: FixtureSite;
let reference: FixtureSite;
let dev: DevServer;
let client: DevClient;
const log: string[] = [];

beforeAll(async () => {
  [site, reference] = await Promise.all([
    createFixtureSite({ locales: ['global', 'il'] }),
    createFixtureSite({ locales: ['global', 'il'] }),
  ]);
  const { startDevServer } = await import('../../generator/dev/dev-server.ts');
  dev = await startDevServer({ root: site.root, outDir: site.out, port: 0, log: (line) => log.push(line) });
  client = new DevClient(dev.url, log, 30_000);
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await Promise.all([site?.cleanup(), reference?.cleanup()]);
});

describe('sitegen dev renders a big site on request', () => {
  it('starts without rendering pages, and renders each one as generate does when it is requested', async () => {
    const deferred = Number(/; (\d+) more page\(s\) when requested/.exec(await client.logged(/^Rebuilt /))?.[1]);
    expect(deferred).toBeGreaterThan(50);
    expect(existsSync(join(site.out, postPage))).toBe(false);
    expect(existsSync(join(site.out, 'assets'))).toBe(true);
    // Social cards are drawn after the start, once the server answers (the dev server's idle
    // waits for them); they are hard links to the image cache's files (one disk here), not copies.
    await dev.idle();
    expect(statSync(join(site.out, 'og/en/why-whatsapp-for-reviews.png')).nlink).toBeGreaterThan(1);

    const page = await client.fetch('/blog/why-whatsapp-for-reviews/');
    expect(page.status).toBe(200);
    expect(page.body).toContain(title);
    // The file on disk is the page generate writes (dev adds its reload script only when serving).
    const { build } = await import('../../generator/build.ts');
    await build({ root: reference.root, outDir: reference.out, publish: { drafts: true, future: true }, workers: 1 });
    expect(await readFile(join(site.out, postPage), 'utf8')).toBe(await readFile(join(reference.out, postPage), 'utf8'));
    // Its Hebrew copy was not asked for.
    expect(existsSync(join(site.out, 'il', postPage))).toBe(false);
    expect((await client.fetch('/no-such-page/')).status).toBe(404);
  });

  it('after an edit, renders again at once the pages asked for before, and the others when requested', async () => {
    log.length = 0;
    const card = join(site.out, 'og/en/why-whatsapp-for-reviews.png');
    const cardBefore = await readFile(card);
    await site.write(post, (await site.read(post)).replace(`title: "${title}"`, 'title: "Asked For, Edited"'));
    await client.logged(/^Rebuilt .*why-whatsapp-for-reviews\.md/);
    // Already on disk with the new title, before any request.
    expect(await readFile(join(site.out, postPage), 'utf8')).toContain('Asked For, Edited');
    // The blog list was never requested: rendered now, with the new title on its card.
    expect(existsSync(join(site.out, 'blog/index.html'))).toBe(false);
    expect((await client.fetch('/blog/')).body).toContain('Asked For, Edited');
    expect(existsSync(join(site.out, 'blog/index.html'))).toBe(true);
    // The post's social card is drawn again after the pages, with the new title.
    await dev.idle();
    expect((await readFile(card)).equals(cardBefore)).toBe(false);
    expect(statSync(card).nlink).toBeGreaterThan(1);
  });
});
