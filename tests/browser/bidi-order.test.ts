import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';

/**
 * Issue 45 item 2: numbers and Latin words inside Hebrew text are laid out in the order the
 * sentence reads (right to left). Read from where Chromium draws each piece (a Range's box over
 * the text nodes), not from the markup. The isolation is markup (<bdi> around the runs), so the
 * text itself, and with it accessible names, stays exactly the string.
 */
const siteUrl = inject('siteUrl');
const browser = useBrowser();

/** The drawn box (left, right, top in px) of each piece of text, found in the first element matching `selector`. */
function boxesOf(page: Page, selector: string, pieces: string[]) {
  return page
    .locator(selector)
    .first()
    .evaluate((element, wanted) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const boxes: Record<string, { left: number; right: number; top: number }> = {};
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const piece of wanted) {
          const at = node.textContent!.indexOf(piece);
          if (at < 0 || boxes[piece]) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + piece.length);
          const box = range.getBoundingClientRect();
          boxes[piece] = { left: box.left, right: box.right, top: box.top };
        }
      }
      return boxes;
    }, pieces);
}

describe('Hebrew text with numbers and Latin words, as drawn', () => {
  for (const width of [375, 1280]) {
    it(`the hero's "Meta · 45+ מדינות" reads Meta, then 45 with its plus, then the word (${width} px)`, async () => {
      const { page } = await openPage(browser(), { width });
      await page.goto(`${siteUrl}/il/`);
      const eyebrow = page.locator('.eyebrow').first();
      // The string is untouched: no isolate characters in the text a screen reader or script reads.
      expect(await eyebrow.textContent()).toBe('שותף עסקי של Meta · 45+ מדינות');
      const box = await boxesOf(page, '.eyebrow', ['Meta', '45', '+', 'מדינות']);
      expect(Object.keys(box).sort()).toEqual(['+', '45', 'Meta', 'מדינות'].sort());
      // Right to left: Meta, then 45, then "+" right beside it (its left), then the word.
      expect(box.Meta!.left).toBeGreaterThan(box['45']!.right);
      expect(Math.abs(box['45']!.left - box['+']!.right)).toBeLessThan(2);
      expect(box['+']!.left).toBeGreaterThan(box['מדינות']!.right);
      await screenshot(page, `content45-bidi-he-${width}`, 'viewport');
      await page.close();
    });
  }

  it('a list of Latin names keeps its order right to left ("Google, Facebook או TripAdvisor")', async () => {
    const { page } = await openPage(browser(), { width: 1280 });
    await page.goto(`${siteUrl}/il/`);
    const box = await boxesOf(page, '#how-it-works', ['Google', 'Facebook']);
    expect(box.Google!.top).toBe(box.Facebook!.top);
    expect(box.Google!.left).toBeGreaterThan(box.Facebook!.right);
    await page.close();
  });

  // The <bdi> around "WhatsApp" must not open a line break after "ב-" (a Hebrew letter and a hyphen
  // hold the next character, Unicode's line-breaking rule LB21a): issue 45 item 7 saw prefixes left
  // at a line end; Chromium keeps this one with its word at every width, with or without the <bdi>.
  it('keeps the Hebrew prefix "ב-" on the line of its <bdi> word at any width', async () => {
    const { page } = await openPage(browser(), { width: 375 });
    await page.goto(`${siteUrl}/il/`);
    // The footer's tagline, "… אוטומטיות ב-WhatsApp, עם גיבוי SMS …", narrowed 2 px at a time.
    const split = await page
      .locator('.site-footer p', { hasText: 'ב-WhatsApp' })
      .first()
      .evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let prefix: Text | undefined;
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          if (node.data.endsWith('ב-') && node.nextSibling?.textContent?.startsWith('WhatsApp')) prefix = node;
          else if (node.data.includes('ב-WhatsApp')) throw new Error('the prefix and the word are one text node: nothing to measure');
        }
        if (!prefix) throw new Error('no "ב-" before "WhatsApp"');
        const word = prefix.nextSibling!.firstChild as Text;
        const top = (node: Text, at: number) => {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          return Math.round(range.getBoundingClientRect().top);
        };
        const widths: number[] = [];
        for (let width = 100; width <= 340; width += 2) {
          (element as HTMLElement).style.inlineSize = `${width}px`;
          if (top(prefix, prefix.data.length - 2) !== top(word, 0)) widths.push(width);
        }
        return widths;
      });
    expect(split).toEqual([]);
    await page.close();
  });

  it('leaves left-to-right pages as they were (English and Hindi): no <bdi> added', async () => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/in/', 'hi'],
    ] as const) {
      for (const width of [375, 1280]) {
        const { page } = await openPage(browser(), { width });
        await page.goto(`${siteUrl}${path}`);
        expect(await page.locator('main bdi').count(), path).toBe(0);
        await screenshot(page, `content45-bidi-${lang}-${width}`, 'viewport');
        await page.close();
      }
    }
  });
});
