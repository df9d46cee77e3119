import { describe, expect, inject, it } from 'vitest';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';

/**
 * Two rough edges of issue 45's round: the cookie policy's storage table broke key names
 * mid-word at 1,280 px ("app:v1:lo|ggedIn"), and the testimonials' "trending up" arrow must
 * point the way Hebrew reads.
 */
const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('the cookie policy’s storage table', () => {
  it.each([
    ['English', '', 1280],
    ['English', '', 375],
    ['Hebrew', '/il', 1280],
    ['Hebrew', '/il', 375],
  ])(
    '%s (%s/cookie-policy) at %i px: every key name on one line, the table scrolling rather than the page',
    async (_language, prefix, width) => {
      const { page } = await openPage(browser(), { width });
      await page.goto(`${siteUrl}${prefix}/cookie-policy/`);
      const keys = page.locator('.prose table code');
      expect(await keys.count()).toBeGreaterThanOrEqual(5);
      const broken = await keys.evaluateAll((codes) =>
        codes
          .filter((code) => new Set([...code.getClientRects()].map((box) => Math.round(box.top))).size > 1)
          .map((code) => code.textContent),
      );
      expect(broken).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await screenshot(page, `cookie-table-${prefix ? 'he' : 'en'}-${width}`);
      await page.close();
    },
  );
});

/** It was already mirrored when this test was written (base.css `.icon-directional`): a guard, not a fix. */
describe('the testimonials’ "trending up" arrow', () => {
  it.each([
    ['English', '/testimonials/', 'none'],
    ['English', '/', 'none'],
    ['Hebrew', '/il/testimonials/', 'matrix(-1, 0, 0, 1, 0, 0)'],
    ['Hebrew', '/il/', 'matrix(-1, 0, 0, 1, 0, 0)'],
  ])('%s (%s): it points the way the text reads (transform %s)', async (_language, path, transform) => {
    const { page } = await openPage(browser(), { width: 1280 });
    await page.goto(`${siteUrl}${path}`);
    const arrows = page.locator('.testimonial__result svg');
    expect(await arrows.count()).toBeGreaterThan(0);
    expect(new Set(await arrows.evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).transform)))).toEqual(new Set([transform]));
    await page.close();
  });
});
