import { describe, expect, inject, it } from 'vitest';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';

/**
 * Issue 45 item 7: a card whose "Featured" badge pushes the date onto a second line started its
 * title lower than its neighbours'. Cards side by side share their rows now (CSS subgrid), so the
 * titles of a row start at one height. Read from the drawn boxes in Chromium.
 */
const siteUrl = inject('siteUrl');
const browser = useBrowser();

const pages = [
  ['en', '/blog/'],
  ['he', '/il/blog/'],
  ['hi', '/in/blog/'],
] as const;

describe('blog cards side by side', () => {
  for (const [lang, path] of pages) {
    for (const width of [900, 1280]) {
      it(`start their titles, and their "Read more" links, at one height in each row (${lang}, ${width} px)`, async () => {
        const { page, problems } = await openPage(browser(), { width });
        await page.goto(`${siteUrl}${path}`);
        const cards = await page.locator('main article.post-card').evaluateAll((articles) =>
          articles.map((article) => ({
            row: Math.round(article.getBoundingClientRect().top),
            title: Math.round(article.querySelector('h2, h3')!.getBoundingClientRect().top),
            more: Math.round(article.querySelector('.post-card__more')!.getBoundingClientRect().top),
            wrapped: article.querySelector('.post-card__meta')!.getBoundingClientRect().height > 40,
          })),
        );
        expect(cards.length).toBeGreaterThanOrEqual(6);
        const rows = new Map<number, typeof cards>();
        for (const card of cards) rows.set(card.row, [...(rows.get(card.row) ?? []), card]);
        expect(rows.size).toBeLessThan(cards.length);
        for (const [top, row] of rows) {
          expect(new Set(row.map((card) => card.title)).size, `titles of the row at ${top} px`).toBe(1);
          expect(new Set(row.map((card) => card.more)).size, `links of the row at ${top} px`).toBe(1);
        }
        await screenshot(page, `content45-cards-${lang}-${width}`);
        expect(problems).toEqual([]);
        await page.close();
      });
    }
    it(`stay one column on a phone (${lang}, 375 px)`, async () => {
      const { page } = await openPage(browser(), { width: 375 });
      await page.goto(`${siteUrl}${path}`);
      const lefts = await page
        .locator('main article.post-card')
        .evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(1);
      await screenshot(page, `content45-cards-${lang}-375`);
      await page.close();
    });
  }
});
