import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import localesFile from '../../locales/locales.json' with { type: 'json' };
import { repoRoot } from '../helpers/fixture-site.ts';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import { decode } from '../helpers/link-crawl.ts';

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

/** The part of `html` from `start` to `end`, or '' when it has none. */
const between = (html: string, start: string, end: string) => {
  const from = html.indexOf(start);
  return from < 0 ? '' : html.slice(from, html.indexOf(end, from));
};

/** The hrefs of the links in `html` whose whole text is `name`. */
const signInLinks = (html: string, name: string) =>
  [...html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].filter((m) => decode(m[2]!).trim() === name).map((m) => decode(m[1]!));

describe('sign in from every page', () => {
  // The links are markup the build wrote: read from every page's file. Reaching them by keyboard
  // and in the mobile menu is tested in a browser below, once per locale.
  it('links from the header and the footer of every page of every locale to its login, marked as returning', () => {
    const missing: string[] = [];
    for (const path of pages) {
      const locale = localeOf(path);
      const html = readFileSync(join(siteDir, path.endsWith('/') ? `${path}index.html` : path), 'utf8');
      const expected = `${locale.base}/login/?returning=1`;
      const header = signInLinks(between(html, '<header class="site-header"', '<main'), locale.signIn);
      const footer = signInLinks(between(html, '<footer class="site-footer"', '</footer>'), locale.signIn);
      if (!header.includes(expected)) missing.push(`${path}: header ${JSON.stringify(header)}`);
      if (!footer.includes(expected)) missing.push(`${path}: footer ${JSON.stringify(footer)}`);
    }
    expect(missing).toEqual([]);
    expect(pages.length).toBeGreaterThanOrEqual(95);
  });

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
