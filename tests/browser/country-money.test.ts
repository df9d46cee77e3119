import { readdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import localesFile from '../../locales/locales.json' with { type: 'json' };
import currencies from '../../data/currencies.json' with { type: 'json' };
import { openPage, useBrowser } from '../helpers/browser.ts';

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const browser = useBrowser();

/** Every page the build wrote, as a URL path: `/il/pricing/`, `/in/404.html`. */
function builtPages(): string[] {
  return readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.replace(/\\/g, '/')}`.replace(/index\.html$/, ''))
    .sort();
}

const locales = localesFile.locales;
const localeOf = (path: string) =>
  locales.find((l) => l.prefix !== '' && path.startsWith(`/${l.prefix}/`)) ?? locales.find((l) => l.prefix === '')!;

/** How Intl writes the locale's currency on its pages: "$" (en-US USD and es-MX MXN), "₪", "₹", "R$". */
const symbolOf = (locale: { dateLocale: string; currency: string }) =>
  new Intl.NumberFormat(locale.dateLocale, { style: 'currency', currency: locale.currency })
    .formatToParts(1)
    .find((part) => part.type === 'currency')!.value;

/** Currency signs and codes, longest first, so "R$" is not read as "$". */
const currencyToken = /(?:US|MX|R|A|C|NZ|HK)\$|\$|₪|₹|€|£|¥|\b(?:USD|ILS|INR|MXN|BRL|EUR|GBP|JPY|CAD|AUD)\b/g;

/** The page as a visitor reads it, once its widgets run (the wizard draws its plan step then). */
async function visibleText(page: Page, path: string): Promise<string> {
  await page.goto(`${siteUrl}${path}`);
  await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0);
  return page.evaluate(() => document.body.innerText);
}

describe("one currency per page: the locale's, written by Intl", () => {
  const pages = builtPages();

  it('builds every page of every locale (the walk below covers them all)', () => {
    expect(pages.length).toBeGreaterThanOrEqual(95);
    for (const locale of locales) expect(pages.filter((path) => localeOf(path) === locale).length, locale.id).toBeGreaterThanOrEqual(19);
  });

  it.each(locales.map((locale) => [locale.id, locale] as const))(
    '%s: every page shows prices only in its own currency',
    async (_id, locale) => {
      const { page } = await openPage(browser());
      // A returning visitor, so the login page stays put.
      await page.addInitScript(() => localStorage.setItem('app:v1:onboardingCompleted', 'true'));
      const expected = symbolOf(locale);
      const wrong: string[] = [];
      let pricedPages = 0;
      for (const path of pages.filter((p) => localeOf(p) === locale)) {
        const tokens = new Set((await visibleText(page, path)).match(currencyToken) ?? []);
        if (tokens.size > 0) pricedPages += 1;
        if ([...tokens].some((token) => token !== expected)) wrong.push(`${path}: ${[...tokens].join(', ')}`);
      }
      expect(wrong, `expected only "${expected}"`).toEqual([]);
      // Home, pricing, contact, help, onboarding and the posts name prices: the walk saw them.
      expect(pricedPages).toBeGreaterThanOrEqual(6);
      await page.close();
    },
  );

  it("states Product offers in the locale's currency at its own price points", async () => {
    const { page } = await openPage(browser());
    for (const locale of locales) {
      await page.goto(`${siteUrl}${locale.prefix ? `/${locale.prefix}` : ''}/pricing/`);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const product = blocks.map((text) => JSON.parse(text)).find((block) => block['@type'] === 'Product');
      const table = currencies[locale.currency as keyof typeof currencies];
      expect(
        product.offers.map((offer: { price: string; priceCurrency: string }) => [offer.price, offer.priceCurrency]),
        locale.id,
      ).toEqual((['starter', 'growth', 'pro'] as const).map((slug) => [table.plans[slug].monthly.toFixed(2), locale.currency]));
    }
    await page.close();
  });

  it('sets the ROI order-value slider per currency and formats what it computes in it', async () => {
    const { page } = await openPage(browser());
    for (const locale of locales) {
      await page.goto(`${siteUrl}${locale.prefix ? `/${locale.prefix}` : ''}/roi/`);
      await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0);
      const slider = page.locator('#roi-order');
      const range = currencies[locale.currency as keyof typeof currencies].roiOrderValue;
      expect(
        await slider.evaluate((input: HTMLInputElement) => [input.min, input.max, input.step, input.value].map(Number)),
        locale.id,
      ).toEqual([range.min, range.max, range.step, range.default]);
      await slider.fill(String(range.max));
      const revenue = await page.locator('.roi-results dd').last().textContent();
      const expected = new Intl.NumberFormat(locale.dateLocale, {
        style: 'currency',
        currency: locale.currency,
        maximumFractionDigits: 0,
      }).format(Math.floor(Math.floor(250 * 0.35) * 2.1) * range.max);
      expect(revenue, locale.id).toBe(expected);
    }
    await page.close();
  });

  it('writes figures the Brazilian way on /br: 4.200%, 4,9/5, never the English 4,200% or 4.9', async () => {
    const { page } = await openPage(browser());
    const pricing = await visibleText(page, '/br/pricing/');
    expect(pricing).toMatch(/\d\.\d00%/);
    expect(pricing).not.toMatch(/\d,\d00%/);
    const stories = await visibleText(page, '/br/testimonials/');
    expect(stories).toContain('4,9/5');
    expect(stories).not.toContain('4.9');
    await page.close();
  });
});
