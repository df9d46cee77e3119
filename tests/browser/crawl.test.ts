import { describe, expect, inject, it } from 'vitest';
import { pageDefinitions } from '../../generator/routes/page-definitions.ts';
import { openPage, useBrowser, screenshot } from '../helpers/browser.ts';

const siteUrl = inject('siteUrl');
const locales = [
  { prefix: '', lang: 'en', dir: 'ltr' },
  { prefix: '/il', lang: 'he', dir: 'rtl' },
  { prefix: '/in', lang: 'hi', dir: 'ltr' },
  { prefix: '/mx', lang: 'es-MX', dir: 'ltr' },
  { prefix: '/br', lang: 'pt-BR', dir: 'ltr' },
];
const browser = useBrowser();

describe('every route of every locale', () => {
  it('answers 200 with one h1, the locale lang/dir, and every link, anchor and image resolving', async () => {
    const { page, problems } = await openPage(browser());
    // A returning user: the login page would otherwise send the crawler on to onboarding.
    await page.addInitScript(() => localStorage.setItem('app:v1:onboardingCompleted', 'true'));
    const checked = new Set<string>();
    const broken: string[] = [];
    for (const locale of locales) {
      for (const definition of pageDefinitions) {
        const path = `${locale.prefix}${definition.path}`;
        const response = await page.goto(`${siteUrl}${path}`);
        expect(response?.status(), path).toBe(200);
        expect(await page.locator('h1').count(), `${path} h1 count`).toBe(1);
        expect(await page.getAttribute('html', 'lang'), path).toBe(locale.lang);
        expect(await page.getAttribute('html', 'dir'), path).toBe(locale.dir);
        // Images load lazily, so they are fetched like links rather than read off the page.
        const targets = await page
          .locator('a[href], img[src], link[rel="stylesheet"], link[rel="icon"], link[type="application/rss+xml"]')
          .evaluateAll((elements) => elements.map((e) => (e as HTMLAnchorElement).href || (e as HTMLImageElement).src));
        for (const target of targets) {
          const url = new URL(target);
          if (url.origin !== new URL(siteUrl).origin) continue;
          const key = `${url.pathname}${url.hash}`;
          if (checked.has(key)) continue;
          checked.add(key);
          const status = (await page.request.get(`${url.origin}${url.pathname}`)).status();
          if (status !== 200) broken.push(`${path} → ${url.pathname} (${status})`);
          if (url.hash) {
            const html = await (await page.request.get(`${url.origin}${url.pathname}`)).text();
            if (!html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) broken.push(`${path} → ${key} (no such anchor)`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
    expect(problems).toEqual([]);
    expect(checked.size).toBeGreaterThan(50);
    await page.close();
  }, 120_000); // Every page of the site: longer than the default minute on a busy machine.

  it('serves the localized 404 page for an unknown path', async () => {
    const { page } = await openPage(browser());
    const response = await page.goto(`${siteUrl}/no-such-page/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await page.goto(`${siteUrl}/il/404.html`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.close();
  });

  it('saves screenshots of pricing, contact, terms and 404 in English and Hebrew at 375 and 1280 px', async () => {
    for (const [path, name] of [
      ['pricing/', 'pricing'],
      ['contact/', 'contact'],
      ['terms/', 'terms'],
      ['404.html', '404'],
    ] as const) {
      for (const [prefix, lang] of [
        ['', 'en'],
        ['/il', 'he'],
      ] as const) {
        for (const width of [375, 1280]) {
          const { page } = await openPage(browser(), { width });
          await page.goto(`${siteUrl}${prefix}/${path}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${prefix}/${path} at ${width}px scrolls sideways`).toBe(0);
          await screenshot(page, `${name}-${lang}-${width}`);
          await page.close();
        }
      }
    }
  }, 120_000); // Sixteen screenshots, half of them full pages.
});
