import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { serveSite, type RunningServer } from '../../generator/dev/serve.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';

/**
 * Issue 42 in a browser: a Hebrew legal text made from an older English says so at the top, in
 * Hebrew, right to left, with a link to the English; nothing sticks out on a phone. Screenshots
 * at 375 and 1280 px go to test-results/screenshots/translation-notice-*.png.
 */
const browser = useBrowser();
let site: FixtureSite;
let server: RunningServer;

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il'] });
  const terms = 'content/legal/en/terms.md';
  await site.write(terms, (await site.read(terms)).replace('## 1.', 'A new clause.\n\n## 1.'));
  await build({ root: site.root, outDir: site.out });
  server = await serveSite(site.out);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await site?.cleanup();
});

describe('the "may be out of date" notice', () => {
  it.each([375, 1280])(
    'reads in Hebrew and links the English at %i px',
    async (width) => {
      const { page, problems } = await openPage(browser(), { width });
      await page.goto(`${server.url}/il/terms/`);
      const notice = page.getByRole('note').filter({ hasText: 'ייתכן שהתרגום הזה אינו מעודכן' });
      expect(await notice.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
      await screenshot(page, `translation-notice-he-${width}`, 'viewport');
      await notice.getByRole('link', { name: 'לגרסה באנגלית' }).click();
      await page.waitForURL(`${server.url}/terms/`);
      expect(problems).toEqual([]);
      await page.close();
    },
    60_000,
  );
});
