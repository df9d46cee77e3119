import { describe, expect, inject, it } from 'vitest';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';

/**
 * Issue 45, item 7: "WhatsApp" and "וואטסאפ" on one page. The Hebrew site writes the brand as
 * the interface strings do, in Latin letters, with the prefix hyphenated ("ב-WhatsApp"), tags
 * included (the tag's archive stays /il/blog/tag/whatsapp/: its slug comes from the English
 * tag). Search keywords keep "וואטסאפ": a keyword is what people search for, never shown.
 */
const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('one spelling of WhatsApp on a Hebrew page', () => {
  it.each([
    ['/il/about/', 375],
    ['/il/about/', 1280],
    ['/il/cookie-policy/', 375],
    ['/il/cookie-policy/', 1280],
    ['/il/blog/why-whatsapp-for-reviews/', 375],
    ['/il/blog/tag/whatsapp/', 1280],
  ])('%s at %i px', async (path, width) => {
    const { page } = await openPage(browser(), { width });
    await page.goto(`${siteUrl}${path}`);
    const text = await page.locator('main').innerText();
    expect(text).toContain('WhatsApp');
    expect(text).not.toContain('וואטסאפ');
    await screenshot(page, `he-brand${path.replace(/\//g, '-')}${width}`, 'viewport');
    await page.close();
  });
});
