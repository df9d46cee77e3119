import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../generator/dev/dev-server.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';

let browser: Browser;
let site: FixtureSite;
let dev: DevServer;
const log: string[] = [];

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il'] });
  dev = await startDevServer({ root: site.root, outDir: site.out, port: 0, log: (line) => log.push(line) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await site?.cleanup();
});

describe('sitegen dev', () => {
  it('rebuilds an edited post and reloads the open page', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/blog/more-reviews-more-money/`);
    await page.waitForFunction(() => document.querySelector('script[src="/__sitegen/client.js"]') !== null);
    const post = await site.read('content/posts/en/more-reviews-more-money.md');
    const started = Date.now();
    const reloaded = page.waitForEvent('load');
    await site.write('content/posts/en/more-reviews-more-money.md', post.replace(/^title: .*$/m, 'title: "Edited while the dev server runs"'));
    await reloaded;
    expect(await page.locator('h1').textContent()).toBe('Edited while the dev server runs');
    log.push(`edit → visible: ${Date.now() - started} ms`);
    await page.close();
  });

  it('shows a content error over the page, keeps the last good build, and recovers', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/`);
    await page.waitForFunction(() => document.querySelector('script[src="/__sitegen/client.js"]') !== null);
    const plans = await site.read('data/plans.json');
    await site.editJson('data/plans.json', (file) => {
      file.plans[0].price = 'free';
    });
    const overlay = page.getByRole('alert').filter({ hasText: 'Build failed' });
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('data/plans.json: plans[starter].price');
    expect((await page.request.get(`${dev.url}/pricing/`)).status()).toBe(200);
    const reloaded = page.waitForEvent('load');
    await site.write('data/plans.json', plans);
    await reloaded;
    expect(await page.locator('#sitegen-error-overlay').count()).toBe(0);
    expect(log.some((line) => line.startsWith('Build failed; still serving the last good build.'))).toBe(true);
    await page.close();
  });
});
