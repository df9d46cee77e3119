import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { serveSite, type RunningServer } from '../../generator/dev/serve.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import { axeOn } from '../helpers/axe.ts';

/**
 * Issue 23 in a browser: content pages (About, Cookie policy) in English, Hebrew (right to
 * left) and Hindi, the footer links to them, the tag chips
 * leading to their archive, and the Draft ribbon of a page `sitegen dev` shows. Screenshots
 * at 375 and 1280 px go to test-results/screenshots/authoring-*.png.
 */
const browser = useBrowser();
let site: FixtureSite;
let server: RunningServer;

beforeAll(async () => {
  site = await createFixtureSite();
  await site.write(
    'content/pages/en/press.md',
    '---\ntitle: "Press kit"\ndescription: "Logos and facts for journalists."\ndraft: true\n---\nLogos, screenshots and facts about the company, for journalists.\n',
  );
  await site.write(
    'content/pages/en/partners.md',
    '---\ntitle: "Partners"\ndescription: "Agencies that set up review requests for their clients."\nnav:\n  menu: header\n---\nAgencies set up the product for their clients.\n',
  );
  // As sitegen dev builds: drafts in, with their ribbon.
  await build({ root: site.root, outDir: site.out, publish: { drafts: true } });
  server = await serveSite(site.out);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await site?.cleanup();
});

/** Whether anything sticks out sideways (a horizontal scrollbar on a phone). */
const overflows = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('content pages', () => {
  it.each([375, 1280])('read well in English, Hebrew and Hindi at %i px, reached from the footer', async (width) => {
    for (const { prefix, name, dir } of [
      { prefix: '', name: 'en', dir: 'ltr' },
      { prefix: '/il', name: 'he', dir: 'rtl' },
      { prefix: '/in', name: 'hi', dir: 'ltr' },
    ]) {
      const { page, problems } = await openPage(browser(), { width });
      await page.goto(`${server.url}${prefix}/`);
      // The footer's About link leads to the page.
      await page.locator('footer a[href$="/about/"]').click();
      await page.waitForURL(`${server.url}${prefix}/about/`);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      expect(await page.locator('main h1').isVisible()).toBe(true);
      expect(await overflows(page), `${name} about at ${width}`).toBe(false);
      await screenshot(page, `authoring-about-${name}-${width}`);
      await page.goto(`${server.url}${prefix}/cookie-policy/`);
      // The storage table scrolls inside its own box on a phone, never the page.
      expect(await overflows(page), `${name} cookie policy at ${width}`).toBe(false);
      await screenshot(page, `authoring-cookies-${name}-${width}`);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});

describe('header links to content pages', () => {
  it('navigate from the home page, whose section links only scroll', async () => {
    const { page, problems } = await openPage(browser(), { width: 1280 });
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count()).toBe(0);
    await page.locator('.site-nav__links a[href="/partners/"]').click();
    await page.waitForURL(`${server.url}/partners/`);
    expect(await page.locator('main h1').textContent()).toBe('Partners');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('tag archives', () => {
  it.each([375, 1280])("are reached from a post's tag chip, at %i px", async (width) => {
    for (const prefix of ['', '/il', '/in']) {
      const { page, problems } = await openPage(browser(), { width });
      await page.goto(`${server.url}${prefix}/blog/more-reviews-more-money/`);
      const chip = page.locator('.post__footer .tag-list a').first();
      const href = await chip.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${prefix}/blog/tag/[a-z0-9-]+/$`));
      await chip.click();
      await page.waitForURL(`${server.url}${href}`);
      // The archive lists the post the chip was on.
      expect(await page.locator('main .post-card h2 a[href$="/blog/more-reviews-more-money/"]').count()).toBe(1);
      expect(await overflows(page)).toBe(false);
      await screenshot(page, `authoring-tag-${prefix.slice(1) || 'en'}-${width}`);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});

describe('drafts', () => {
  it('carry a visible Draft ribbon on every width', async () => {
    for (const width of [375, 1280]) {
      const { page } = await openPage(browser(), { width });
      await page.goto(`${server.url}/il/press/`);
      const ribbon = page.locator('.status-ribbon');
      expect(await ribbon.isVisible()).toBe(true);
      expect(await ribbon.textContent()).toContain('טיוטה');
      await screenshot(page, `authoring-draft-he-${width}`, 'viewport');
      await page.close();
    }
  });
});

describe('accessibility (axe) of the new pages', () => {
  it('no serious or critical violation on content pages, archives and a draft, in English, Hebrew and Hindi', async () => {
    const { page } = await openPage(browser());
    const found: string[] = [];
    for (const prefix of ['', '/il', '/in']) {
      for (const path of ['/about/', '/cookie-policy/', '/blog/tag/google-reviews/', '/blog/category/guides/', '/press/']) {
        await page.goto(`${server.url}${prefix}${path}`);
        await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count()).toBe(0);
        const results = await axeOn(page).analyze();
        found.push(
          ...results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .flatMap((v) => v.nodes.map((node) => `${prefix}${path} ${v.id}: ${node.target.join(' ')}`)),
        );
      }
    }
    expect(found).toEqual([]);
    await page.close();
  }, 120_000);
});
