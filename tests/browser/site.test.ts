import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, screenshot } from '../helpers/browser.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('the built site in Chromium', () => {
  it.each([
    ['/', 'en', 'ltr'],
    ['/il/', 'he', 'rtl'],
    ['/in/', 'hi', 'ltr'],
    ['/mx/', 'es-MX', 'ltr'],
    ['/br/', 'pt-BR', 'ltr'],
  ])('%s has lang=%s and dir=%s, one h1, and loads with no console error', async (path, lang, dir) => {
    const { page, problems } = await openPage(browser());
    const response = await page.goto(`${siteUrl}${path}`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.getAttribute('html', 'dir')).toBe(dir);
    expect(await page.locator('h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('resolves every navigation link of the home page and of an inner page', async () => {
    const { page } = await openPage(browser());
    for (const start of ['/', '/mx/pricing/']) {
      await page.goto(`${siteUrl}${start}`);
      const links = await page.locator('.site-nav__links a').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      expect(links).toHaveLength(6);
      for (const href of links) {
        const url = new URL(href);
        const response = await page.request.get(`${url.origin}${url.pathname}`);
        expect(response.status(), href).toBe(200);
        if (url.hash) {
          await page.goto(href);
          expect(await page.locator(url.hash).count(), href).toBe(1);
        }
      }
    }
    await page.close();
  });

  it('switches language with plain links to the same page (no JavaScript needed)', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/pricing/`);
    await page.locator('.site-header .lang-switcher summary').click();
    await page.getByRole('link', { name: 'עברית' }).first().click();
    expect(new URL(page.url()).pathname).toBe('/il/pricing/');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await context.close();
  });

  it('opens several FAQ answers at once without JavaScript', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/`);
    const questions = page.locator('#faq summary');
    await questions.nth(0).click();
    await questions.nth(1).click();
    expect(await page.locator('#faq details[open]').count()).toBe(2);
    await context.close();
  });

  it('saves screenshots of home in English and Hebrew at 375 and 1280 px', async () => {
    for (const [path, name] of [
      ['/', 'home-en'],
      ['/il/', 'home-he'],
    ] as const) {
      for (const width of [375, 1280]) {
        const { page } = await openPage(browser(), { width });
        await page.goto(`${siteUrl}${path}`);
        // Nothing may stick out sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} at ${width}px scrolls sideways`).toBe(0);
        await screenshot(page, `${name}-${width}`);
        await page.close();
      }
    }
  });
});
