import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../generator/dev/dev-server.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';

/**
 * `sitegen dev` on a big site renders only what is asked for: past SITEGEN_DEV_RENDER_AHEAD
 * stale pages (300 by default; 5 here, so the shipped site counts as big), a page is rendered
 * when a browser requests it, with the data of the last rebuild, and pages on disk (asked for
 * before) are rendered again at once after an edit.
 */

process.env.SITEGEN_DEV_RENDER_AHEAD = '5'; // read when tuning.ts is first imported, below

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
const post = 'content/posts/en/why-whatsapp-for-reviews.md';
const postPage = 'blog/why-whatsapp-for-reviews/index.html';
const title = 'Why WhatsApp Is the Best Channel for Review Requests';

let site: FixtureSite;
let reference: FixtureSite;
let dev: DevServer;
const log: string[] = [];

function fetchPage(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(`${dev.url}${path}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function logged(pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const line = log.find((entry) => pattern.test(entry));
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`the dev log never said ${pattern}:\n${log.slice(-4).join('\n')}`);
    await sleep(25);
  }
}

beforeAll(async () => {
  [site, reference] = await Promise.all([createFixtureSite({ locales: ['global', 'il'] }), createFixtureSite({ locales: ['global', 'il'] })]);
  const { startDevServer } = await import('../../generator/dev/dev-server.ts');
  dev = await startDevServer({ root: site.root, outDir: site.out, port: 0, log: (line) => log.push(line) });
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await Promise.all([site?.cleanup(), reference?.cleanup()]);
});

describe('sitegen dev renders a big site on request', () => {
  it('starts without rendering pages, and renders each one as generate does when it is requested', async () => {
    const deferred = Number(/; (\d+) more page\(s\) when requested/.exec(await logged(/^Rebuilt /))?.[1]);
    expect(deferred).toBeGreaterThan(50);
    expect(existsSync(join(site.out, postPage))).toBe(false);
    expect(existsSync(join(site.out, 'assets'))).toBe(true);

    const page = await fetchPage('/blog/why-whatsapp-for-reviews/');
    expect(page.status).toBe(200);
    expect(page.body).toContain(title);
    // The file on disk is the page generate writes (dev adds its reload script only when serving).
    const { build } = await import('../../generator/build.ts');
    await build({ root: reference.root, outDir: reference.out, publish: { drafts: true, future: true }, workers: 1 });
    expect(await readFile(join(site.out, postPage), 'utf8')).toBe(await readFile(join(reference.out, postPage), 'utf8'));
    // Its Hebrew copy was not asked for.
    expect(existsSync(join(site.out, 'il', postPage))).toBe(false);
    expect((await fetchPage('/no-such-page/')).status).toBe(404);
  });

  it('after an edit, renders again at once the pages asked for before, and the others when requested', async () => {
    log.length = 0;
    await site.write(post, (await site.read(post)).replace(`title: "${title}"`, 'title: "Asked For, Edited"'));
    await logged(/^Rebuilt .*why-whatsapp-for-reviews\.md/);
    // Already on disk with the new title, before any request.
    expect(await readFile(join(site.out, postPage), 'utf8')).toContain('Asked For, Edited');
    // The blog list was never requested: rendered now, with the new title on its card.
    expect(existsSync(join(site.out, 'blog/index.html'))).toBe(false);
    expect((await fetchPage('/blog/')).body).toContain('Asked For, Edited');
    expect(existsSync(join(site.out, 'blog/index.html'))).toBe(true);
  });
});
