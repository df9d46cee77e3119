import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import { useAnalyticsCollector } from '../helpers/analytics-collector.ts';
import { useLiveSite } from '../helpers/live-site.ts';
import { measurePage } from '../helpers/page-weight.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import hi from '../../locales/hi.json' with { type: 'json' };
import { axeOn } from '../helpers/axe.ts';

/**
 * Issue 41: a site whose analytics is a Plausible-format events API, served on 127.0.0.1 with a
 * local collector (tests/helpers/analytics-collector.ts), in Chromium. The global site asks
 * first (locales.json `analyticsConsent: opt-in`), Mexico's runs until the visitor objects.
 */
const browser = useBrowser();
const collector = useAnalyticsCollector();
const live = useLiveSite({
  locales: ['global', 'il', 'in', 'mx'],
  site: (file) => (file.analytics = { provider: 'plausible', endpoint: collector().endpoint, domain: 'example.com' }),
});

const banner = (page: Page, t = en) => page.getByRole('region', { name: t.cookieConsent.label });

async function open(page: Page, path: string) {
  await page.goto(`${live().url}${path}`);
  await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count()).toBe(0);
}

/** Waits until the collector has `count` events (each sent with keepalive, so they may trail the page). */
async function eventsArrived(count: number) {
  await expect.poll(() => collector().events().length, { timeout: 10_000 }).toBe(count);
  return collector().events();
}

describe('analytics that asks first (the global site)', () => {
  it('sends nothing before Accept and nothing after Reject; the choice survives a reload and the footer changes it; then every event arrives', async () => {
    collector().reset();
    const { page, problems } = await openPage(browser(), { width: 375 });
    await open(page, '/roi/');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    // Reject exactly as prominent as Accept: the same size and look.
    const [accept, reject] = [
      banner(page).getByRole('button', { name: en.cookieConsent.accept }),
      banner(page).getByRole('button', { name: en.cookieConsent.reject }),
    ];
    const look = (button: typeof accept) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return [
          Math.round(box.width),
          Math.round(box.height),
          style.backgroundColor,
          style.color,
          style.fontSize,
          style.fontWeight,
          style.borderColor,
        ];
      });
    expect(await look(reject)).toEqual(await look(accept));
    await page.locator('#roi-customers').fill('300');
    await reject.click();
    await expect.poll(() => banner(page).isVisible()).toBe(false);
    await page.locator('#roi-customers').fill('600');
    await page.reload();
    await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count()).toBe(0);
    expect(await banner(page).isVisible()).toBe(false);
    await page.locator('#roi-order').fill('120');
    await open(page, '/pricing/');
    // Nothing at all reached the collector: no event, no request.
    expect(collector().requests).toEqual([]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('app:v1:consent')!))).toMatchObject({ version: 1, analytics: false });

    // "Cookie settings" in the footer opens the banner with focus in it; Accept starts analytics on this page.
    await page.getByRole('link', { name: en.cookieConsent.settings }).click();
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    expect(await banner(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await banner(page).getByRole('button', { name: en.cookieConsent.accept }).click();
    const [view] = await eventsArrived(1);
    expect(view).toMatchObject({
      name: 'pageview',
      url: `${live().url}/pricing/`,
      domain: 'example.com',
      props: { locale: 'global', page: 'pricing' },
    });

    // sign_up: a plan confirmed on the pricing page.
    await page.locator('[data-plan="growth"]').click();
    await page.getByRole('dialog').getByRole('button', { name: en.pricing.confirm }).click();
    await page.waitForURL('**/onboarding/**');
    await open(page, '/roi/');
    await page.locator('#roi-customers').fill('450');
    await open(page, '/contact/');
    await page.getByRole('textbox', { name: `${en.contactPage.name} (${en.common.requiredMark})`, exact: true }).fill('Dana Levi');
    await page.getByRole('textbox', { name: `${en.contactPage.email} (${en.common.requiredMark})`, exact: true }).fill('dana@example.com');
    await page
      .getByRole('textbox', { name: `${en.contactPage.message} (${en.common.requiredMark})`, exact: true })
      .fill('Secret question about bookings');
    await page.getByRole('button', { name: en.contactPage.submit }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe(en.contactPage.success);
    // language_switch: from the menu, to Hebrew (sent as the link is followed).
    await page.locator('header a[lang="he"]').first().dispatchEvent('click');
    await page.waitForURL('**/il/contact/');
    const events = await eventsArrived(9);
    const names = events.map((event) => `${event.name} ${String(event.props.page)}`);
    // The switch is sent as the page unloads, so it may arrive after the next page's view.
    expect(names.slice(0, 7)).toEqual([
      'pageview pricing',
      'sign_up pricing',
      'pageview onboarding',
      'pageview roi',
      'calculator_use roi',
      'pageview contact',
      'generate_lead contact',
    ]);
    expect(names.slice(7).sort()).toEqual(['language_switch contact', 'pageview contact']);
    expect(events.find((event) => event.name === 'sign_up')!.props).toMatchObject({ plan: 'growth', locale: 'global' });
    expect(events.find((event) => event.name === 'language_switch')!.props).toMatchObject({ to: 'il' });
    expect(events.find((event) => event.name === 'generate_lead')!.props).toMatchObject({ topic: 'general' });
    expect(events.find((event) => event.name === 'calculator_use')!.props).toMatchObject({ customers: 450, currency: 'USD' });
    expect(events.filter((event) => event.props.locale === 'il').map((event) => event.name)).toEqual(['pageview']);
    // Never what a visitor typed.
    const sent = JSON.stringify(collector().requests);
    for (const typed of ['Dana', 'dana@example.com', 'Secret question']) expect(sent).not.toContain(typed);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('is reachable and dismissable by keyboard, right after the skip link, and keeps the focused element in view', async () => {
    const { page } = await openPage(browser(), { width: 375 });
    await open(page, '/');
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Tab');
    expect(await banner(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Tabbing on through the page: no focused element hides entirely behind the banner.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const hidden: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const bannerBox = document.querySelector('.consent-banner')!.getBoundingClientRect();
        const box = focused.getBoundingClientRect();
        return box.height > 0 && box.top >= bannerBox.top && box.bottom <= bannerBox.bottom ? focused.outerHTML.slice(0, 80) : null;
      });
      if (covered) hidden.push(covered);
    }
    expect(hidden).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    await banner(page).getByRole('button', { name: en.cookieConsent.reject }).focus();
    await page.keyboard.press('Escape');
    expect(await banner(page).isVisible()).toBe(false);
    await page.close();
  });

  it.each([
    ['en', '', en],
    ['he', '/il', he],
    ['hi', '/in', hi],
  ] as const)('shows the banner in %s at 375 and 1280 px, shifting nothing', async (lang, prefix, t) => {
    for (const width of [375, 1280]) {
      const { page } = await openPage(browser(), { width });
      await page.goto(`${live().url}${prefix}/`);
      const heading = await page.locator('h1').first().boundingBox();
      await expect.poll(() => banner(page, t).isVisible()).toBe(true);
      expect(await page.locator('h1').first().boundingBox()).toEqual(heading);
      expect(await banner(page, t).evaluate((el) => getComputedStyle(el).direction)).toBe(lang === 'he' ? 'rtl' : 'ltr');
      await screenshot(page, `consent-banner-${lang}-${width}`, 'viewport');
      // The banner open, checked by axe at WCAG 2.2 AA like every page (accessibility.test.ts).
      const axe = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('.consent-banner').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.close();
    }
  });
});

describe("the analytics client's weight", () => {
  it('adds at most 2.5 KB gzip to a page: the home page stays within the marketing budget (15 KB) plus that', async () => {
    const home = await measurePage(live().site.out, 'index.html');
    expect(home.jsGzip).toBeLessThanOrEqual(17.5 * 1024);
  });
});

describe('analytics that runs until the visitor objects (Mexico)', () => {
  it("sends the page view at once with no banner; after Reject in the footer's settings, nothing more", async () => {
    collector().reset();
    const { page } = await openPage(browser());
    await open(page, '/mx/');
    const [view] = await eventsArrived(1);
    expect(view).toMatchObject({ name: 'pageview', props: { locale: 'mx', page: 'home' } });
    expect(await page.getByRole('region', { name: 'Consentimiento de cookies' }).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Configuración de cookies' }).click();
    await page.getByRole('button', { name: 'Rechazar' }).click();
    await open(page, '/mx/pricing/');
    await open(page, '/mx/roi/');
    await page.locator('#roi-customers').fill('300');
    await page.waitForTimeout(500);
    expect(collector().events()).toHaveLength(1);
    await page.close();
  });
});
