import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';

/**
 * Issue 45, item 7, the rest: the "$2,100 extra revenue" tile wrapped where the other two did
 * not (in Portuguese still, "R$ 10.950 de faturamento extra"), "< 5 min" wrapped at 375 px, and
 * the remember-me box was a 20×20 target. Then: the About page had no hero and left 40% of the
 * width empty at 1,280 px; "All articles", "Visit the help centre" and the sign-in's helper line
 * sat cramped under what is above them; an empty band stood under the contact form's button;
 * testimonial pills and author rows were not level across a row of cards.
 */
const siteUrl = inject('siteUrl');
const browser = useBrowser();

const sizes = [
  ['en', '', 375],
  ['en', '', 1280],
  ['he', '/il', 375],
  ['he', '/il', 1280],
  ['hi', '/in', 375],
  ['hi', '/in', 1280],
] as const;

/** How many lines each element matching `selector` takes. */
const lines = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))),
    );

/** The countries whose worked example reads longest: Spanish and Portuguese too. */
const tileSizes = [...sizes, ['es', '/mx', 375], ['es', '/mx', 1280], ['pt', '/br', 375], ['pt', '/br', 1280]] as const;

describe('figures on one line', () => {
  it.each(tileSizes)('%s (%s) at %i px: the pricing tiles and the hero figures', async (language, prefix, width) => {
    const { page } = await openPage(browser(), { width });
    // Scrolled at once for the screenshots (no smooth scrolling).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${siteUrl}${prefix}/pricing/`);
    expect(await lines(page, '#roi-block .stat-tile strong')).toEqual([1, 1, 1]);
    // Nor do the lines under them make one tile taller than the others.
    expect(await lines(page, '#roi-block .stat-tile .muted')).toEqual([1, 1, 1]);
    await page
      .locator('#roi-block .stat-tile')
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, `pricing-tiles-${language}-${width}`, 'viewport');

    await page.goto(`${siteUrl}${prefix}/`);
    expect(await lines(page, '.hero__stats strong')).toEqual([1, 1, 1]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.locator('.hero__stats').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, `hero-stats-${language}-${width}`, 'viewport');
    await page.close();
  });
});

describe('the remember-me box', () => {
  it.each(sizes)('%s (%s) at %i px: a 24 px target', async (_language, prefix, width) => {
    const { page } = await openPage(browser(), { width });
    await page.goto(`${siteUrl}${prefix}/login/?returning=1`);
    const box = await page.locator('input[name="remember"]').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await page.close();
  });
});

describe('testimonial cards', () => {
  it.each(sizes)('%s (%s) at %i px: result pills and author rows level across a row', async (language, prefix, width) => {
    const { page } = await openPage(browser(), { width });
    for (const path of ['/', '/testimonials/']) {
      await page.goto(`${siteUrl}${prefix}${path}`);
      const cards = await page.locator('#testimonials figure').evaluateAll((figures) =>
        figures.map((figure) => ({
          top: Math.round(figure.getBoundingClientRect().top),
          pill: Math.round(figure.querySelector('blockquote + p')!.getBoundingClientRect().top),
          author: Math.round(figure.querySelector('figcaption')!.getBoundingClientRect().top),
        })),
      );
      expect(cards.length).toBeGreaterThanOrEqual(3);
      const rows = new Map<number, typeof cards>();
      for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
      if (width >= 1024) expect(rows.size).toBeLessThan(cards.length);
      for (const row of rows.values()) {
        expect(new Set(row.map((card) => card.pill)).size, `${path}: pills`).toBe(1);
        expect(new Set(row.map((card) => card.author)).size, `${path}: author rows`).toBe(1);
      }
    }
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await screenshot(page, `testimonials-${language}-${width}`, 'viewport');
    await page.close();
  });
});
