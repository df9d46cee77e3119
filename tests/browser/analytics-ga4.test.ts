import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../helpers/browser.ts';
import { useAnalyticsCollector } from '../helpers/analytics-collector.ts';
import { useLiveSite } from '../helpers/live-site.ts';
import en from '../../locales/en.json' with { type: 'json' };

/**
 * Issue 41: Google Analytics 4 with Consent Mode v2, its tag served by a local collector
 * (`scriptUrl`); and the shipped default, analytics off, which makes no request anywhere else.
 */
const browser = useBrowser();
const collector = useAnalyticsCollector();
const live = useLiveSite({
  locales: ['global', 'mx'],
  site: (file) => (file.analytics = { provider: 'ga4', measurementId: 'G-TEST123', scriptUrl: collector().scriptUrl }),
});

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count()).toBe(0);
}

/** The data layer gtag.js found when it loaded (the stand-in tag posts it). */
async function dataLayerAtTagLoad(): Promise<unknown[][]> {
  await expect.poll(() => collector().requests.filter((r) => r.path === '/tag-loaded').length, { timeout: 10_000 }).toBe(1);
  return collector().requests.find((r) => r.path === '/tag-loaded')!.body as unknown[][];
}

const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

describe('GA4 with Consent Mode v2', () => {
  it('where the country asks first, requests the tag only after Accept, with the denied defaults first in the data layer', async () => {
    collector().reset();
    const { page, problems } = await openPage(browser());
    await open(page, `${live().url}/pricing/`);
    await page.getByRole('region', { name: en.cookieConsent.label }).waitFor();
    await page.waitForTimeout(300);
    expect(collector().requests).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    await page.getByRole('button', { name: en.cookieConsent.accept }).click();
    const layer = await dataLayerAtTagLoad();
    expect(collector().requests[0]!.path).toBe('/gtag/js?id=G-TEST123');
    expect(layer[0]).toEqual(['consent', 'default', denied]);
    expect(layer[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(layer.slice(2).map((entry) => entry[0])).toEqual(['js', 'config', 'event']);
    expect(layer.at(-1)).toEqual(['event', 'page_view', { locale: 'global', page: 'pricing' }]);
    // Reject later, from the footer: consent is withdrawn in the data layer, and nothing more is pushed.
    await page.getByRole('link', { name: en.cookieConsent.settings }).click();
    await page.getByRole('button', { name: en.cookieConsent.reject }).click();
    const after = await page.evaluate(() => (window.dataLayer as IArguments[]).map((entry) => Array.from(entry)));
    expect(after.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('where it runs until the visitor objects, requests the tag at once, the consent default still first', async () => {
    collector().reset();
    const { page } = await openPage(browser());
    await open(page, `${live().url}/mx/`);
    const layer = await dataLayerAtTagLoad();
    expect(layer[0]).toEqual(['consent', 'default', denied]);
    expect(layer.at(-1)).toEqual(['event', 'page_view', { locale: 'mx', page: 'home' }]);
    await page.close();
  });
});

describe('analytics off (the shipped default)', () => {
  it('has no consent banner or settings link, and no page requests anything from another origin', async () => {
    const siteUrl = inject('siteUrl');
    const { page } = await openPage(browser(), { width: 375 });
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(siteUrl).origin) elsewhere.push(request.url());
    });
    for (const path of ['/', '/roi/', '/pricing/', '/contact/', '/il/', '/in/blog/']) {
      await open(page, `${siteUrl}${path}`);
      if (await page.locator('#roi-customers').count()) await page.locator('#roi-customers').fill('300');
      expect(await page.locator('[data-island="consent-banner"], [data-consent-settings]').count()).toBe(0);
    }
    expect(elsewhere).toEqual([]);
    await page.close();
  });
});
