import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import localesFile from '../../locales/locales.json' with { type: 'json' };
import { repoRoot } from '../helpers/fixture-site.ts';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';

/**
 * A returning customer can sign in from any page, on any device: "Sign in" in the header (desktop
 * bar and mobile menu) and the footer links to the locale's login with `?returning=1`, which
 * keeps /login from sending a browser without the onboarding flag to the wizard (DECISIONS.md).
 */
const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const browser = useBrowser();

const locales = localesFile.locales.map((locale) => ({
  ...locale,
  base: locale.prefix ? `/${locale.prefix}` : '',
  signIn: JSON.parse(readFileSync(join(repoRoot, 'locales', `${locale.lang}.json`), 'utf8')).nav.login as string,
}));
const localeOf = (path: string) => locales.find((l) => l.base && path.startsWith(`${l.base}/`)) ?? locales.find((l) => !l.base)!;

const pages = readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/${file.replace(/\\/g, '/')}`.replace(/index\.html$/, ''))
  .sort();

describe('sign in from every page', () => {
  it('links from the header and the footer of every page of every locale to its login, marked as returning', async () => {
    const { page } = await openPage(browser());
    // A browser that finished onboarding: the login page then stays put without the marker too.
    await page.addInitScript(() => localStorage.setItem('app:v1:onboardingCompleted', 'true'));
    const missing: string[] = [];
    for (const path of pages) {
      const locale = localeOf(path);
      await page.goto(`${siteUrl}${path}`);
      const expected = `${locale.base}/login/?returning=1`;
      const header = await page
        .locator('header')
        .getByRole('link', { name: locale.signIn, exact: true })
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const footer = await page
        .locator('footer')
        .getByRole('link', { name: locale.signIn, exact: true })
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      if (!header.includes(expected)) missing.push(`${path}: header ${JSON.stringify(header)}`);
      if (!footer.includes(expected)) missing.push(`${path}: footer ${JSON.stringify(footer)}`);
    }
    expect(missing).toEqual([]);
    expect(pages.length).toBeGreaterThanOrEqual(95);
    await page.close();
  }, 180_000); // One visit per page of the site (180 of them): longer than the default minute on a busy machine.

  it.each(locales.map((l) => [l.id, l] as const))(
    '%s: reaches the login by keyboard from the desktop bar, and a new device stays on it',
    async (_id, locale) => {
      const { page } = await openPage(browser(), { width: 1024 });
      await page.goto(`${siteUrl}${locale.base}/pricing/`);
      const link = page.locator('header').getByRole('link', { name: locale.signIn, exact: true });
      expect(await link.isVisible()).toBe(true);
      let focused = false;
      for (let i = 0; i < 25 && !focused; i += 1) {
        await page.keyboard.press('Tab');
        focused = await link.evaluate((a) => a === document.activeElement);
      }
      expect(focused).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${locale.base}/login/?returning=1`);
      // No onboarding flag in this browser: the marker keeps the sign-in form.
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe(`${locale.base}/login/`);
      expect(await page.locator('#login-email').isVisible()).toBe(true);
      await page.close();
    },
  );

  it.each([
    ['global', ''],
    ['il', '/il'],
    ['in', '/in'],
  ])('%s: offers Sign in in the mobile menu', async (_id, base) => {
    const locale = locales.find((l) => l.base === base)!;
    const { page } = await openPage(browser(), { width: 375 });
    await page.goto(`${siteUrl}${base}/`);
    const menu = page.locator('.mobile-menu summary');
    await menu.focus();
    await page.keyboard.press('Enter');
    const link = page.locator('.mobile-menu').getByRole('link', { name: locale.signIn, exact: true });
    await link.waitFor({ state: 'visible' });
    await screenshot(page, `country-sign-in-menu-${locale.id}-375`, 'viewport');
    await link.click();
    await page.waitForURL(`**${base}/login/?returning=1`);
    await page.close();
  });

  it('still sends a visit without the marker and without the onboarding flag to onboarding', async () => {
    const { page } = await openPage(browser());
    for (const locale of locales) {
      await page.goto(`${siteUrl}${locale.base}/login/`);
      await page.waitForURL(`**${locale.base}/onboarding/`);
    }
    // A marker other than returning=1 is no marker.
    await page.goto(`${siteUrl}/login/?returning=0`);
    await page.waitForURL('**/onboarding/');
    await page.close();
  });
});
