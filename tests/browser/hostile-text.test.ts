import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { build } from '../../generator/build.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const hostile = `Pro </script><script>window.__pwned = 1</script> "quoted" 'single' \u2028 <img src=x onerror="window.__pwned = 2">`;
let site: FixtureSite;
let server: { url: string; close(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global'] });
  await site.editJson('locales/en.json', (strings) => {
    strings.plans.pro.name = hostile;
  });
  await site.editJson('data/faqs.json', (faqs) => {
    const entry = faqs.entries.find((e: { placements: string[] }) => e.placements.includes('home'));
    entry.answer.en = hostile;
  });
  await build({ root: site.root, outDir: site.out });
  server = await serveStatic(site.out);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

describe('any text in data stays text', () => {
  it('runs nothing and shows the text literally in island props, JSON-LD and the page', async () => {
    const { page, problems } = await openPage(browser);
    for (const path of ['/', '/pricing/']) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count()).toBe(0);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('#plan-pro').first().textContent()).toBe(hostile);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.every((text) => !text.includes('</script'))).toBe(true);
      jsonLd.forEach((text) => JSON.parse(text));
    }
    const offer = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((t) => JSON.parse(t))
      .find((d) => d['@type'] === 'Product');
    expect(offer.offers.map((o: { name: string }) => o.name)).toContain(hostile);
    expect(problems).toEqual([]);
    await page.close();
  });
});
