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
  it('rebuilds an edited post and puts it in the open page without a reload: the scroll position stays', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto(`${dev.url}/blog/more-reviews-more-money/`);
    await page.waitForFunction(() => document.querySelector('script[src="/__sitegen/client.js"]') !== null);
    // Something only this document has, an open menu (in the site-nav island) and a scroll
    // position: a reload would lose all three.
    await page.locator('.mobile-menu summary').click();
    const scrolled = await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      window.scrollTo({ top: 400, behavior: 'instant' });
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(300);
    const post = await site.read('content/posts/en/more-reviews-more-money.md');
    const started = Date.now();
    await site.write(
      'content/posts/en/more-reviews-more-money.md',
      post.replace(/^title: .*$/m, 'title: "Edited while the dev server runs"'),
    );
    await page.getByRole('heading', { level: 1, name: 'Edited while the dev server runs' }).waitFor();
    log.push(`edit → visible: ${Date.now() - started} ms`);
    expect(await page.title()).toContain('Edited while the dev server runs');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // Not back at the top (the shorter title above moves it up a line: Chromium keeps the text in view).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);
    expect(await page.locator('.mobile-menu').getAttribute('open')).not.toBeNull();
    await page.close();
  });

  it("reloads the page when an island's markup changed (a label in the strings)", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto(`${dev.url}/blog/more-reviews-more-money/`);
    await page.waitForFunction(() => document.querySelector('script[src="/__sitegen/client.js"]') !== null);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const strings = await site.read('locales/en.json');
    const reloaded = page.waitForEvent('load');
    await site.editJson('locales/en.json', (file) => (file.nav.menu = 'Open menu'));
    await reloaded;
    await page.locator('.mobile-menu summary[aria-label="Open menu"]').waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBeUndefined();
    await site.write('locales/en.json', strings);
    await page.locator('.mobile-menu summary[aria-label="Menu"]').waitFor();
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
    // The fixed build is the one shown underneath: the page is updated in place and the report goes.
    await site.write('data/plans.json', plans);
    await overlay.waitFor({ state: 'detached' });
    expect(await page.locator('#sitegen-error-overlay').count()).toBe(0);
    expect(log.some((line) => line.startsWith('Build failed; still serving the last good build.'))).toBe(true);
    await page.close();
  });

  it('finds a post by the words just saved in it, in the search dialog (issue 43)', async () => {
    const file = 'content/posts/he/more-reviews-more-money.md';
    const word = 'זנזיברית';
    const search = async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${dev.url}/il/blog/`);
      await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0);
      await page.locator('.search-button').click();
      await page.getByRole('dialog').getByRole('searchbox').fill(word);
      const status = page.getByRole('dialog').getByRole('status');
      // The count once the search has answered: "no results for …", "one result" or "N results".
      await expect.poll(() => status.textContent(), { timeout: 10_000 }).toMatch(/לא נמצאו|תוצא/);
      const links = await page
        .getByRole('dialog')
        .getByRole('listitem')
        .getByRole('link')
        .evaluateAll((found) => found.map((link) => link.getAttribute('href')));
      await page.close();
      return links;
    };
    expect(await search()).toEqual([]);
    const rebuilds = log.filter((line) => line.startsWith('Rebuilt')).length;
    await site.write(file, `${await site.read(file)}\n\n${word} ${word}.\n`);
    await expect.poll(() => log.filter((line) => line.startsWith('Rebuilt')).length, { timeout: 20_000 }).toBeGreaterThan(rebuilds);
    expect(await search()).toEqual(['/il/blog/more-reviews-more-money/']);
  });
});
