import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';

/**
 * The layout in the three scripts (Latin, Hebrew right to left, Devanagari) at a phone, the first
 * desktop width after the 768 px breakpoint (spec section 9), a tablet and a laptop. Every page
 * type is photographed at the phone and laptop widths to test-results/screenshots/ for a person to
 * look at.
 */
const siteUrl = inject('siteUrl');
const browser = useBrowser();

const widths = [375, 769, 1024, 1280];
// Photographed at a phone and a laptop, the widths people look at; the widths between are measured
// only, since a full-page screenshot costs as much as the checks.
const photographed = [375, 1280];
const languages = [
  { lang: 'en', base: '' },
  { lang: 'he', base: '/il' },
  { lang: 'hi', base: '/in' },
];
const pageTypes = [
  ['home', '/'],
  ['how-it-works', '/how-it-works/'],
  ['roi', '/roi/'],
  ['testimonials', '/testimonials/'],
  ['pricing', '/pricing/'],
  ['contact', '/contact/'],
  ['help', '/help/'],
  ['blog', '/blog/'],
  ['post', '/blog/why-whatsapp-for-reviews/'],
  ['terms', '/terms/'],
  ['privacy', '/privacy/'],
  ['login', '/login/?returning=1'],
  ['onboarding', '/onboarding/'],
  ['404', '/404.html'],
] as const;

async function load(page: Page, path: string) {
  await page.goto(`${siteUrl}${path}`);
  await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0);
}

/** What overflows the page sideways (nothing should), as "tag.class" of the widest culprits. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 || element.getBoundingClientRect().left < -1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });

/** The desktop bar: hamburger hidden, every section link and action visible on one line inside the bar. */
const desktopBar = (page: Page) =>
  page.evaluate(() => {
    const visible = (element: Element | null) =>
      !!element && getComputedStyle(element).display !== 'none' && element.getBoundingClientRect().width > 0;
    const bar = document.querySelector('.site-header__bar')!.getBoundingClientRect();
    const items = [
      ...document.querySelectorAll('.site-nav__links a, .site-header .lang-switcher > summary, .site-header__sign-in, .site-header__cta'),
    ].filter(visible);
    const lineHeight = Math.max(...items.map((item) => item.getBoundingClientRect().height));
    return {
      hamburger: visible(document.querySelector('.mobile-menu')),
      items: items.length,
      wrapped: items.filter((item) => item.getBoundingClientRect().height > 48).map((item) => item.textContent),
      outside: items
        .filter((item) => item.getBoundingClientRect().left < bar.left - 1 || item.getBoundingClientRect().right > bar.right + 1)
        .map((item) => item.textContent),
      oneRow:
        new Set(items.map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2))).size === 1,
      lineHeight,
    };
  });

describe('layout in every script and width', () => {
  // Each page is loaded at the phone's width, as a phone loads it, then widened to each wider width
  // (a window resized): a load per page and script rather than one per width too.
  it.each(languages.map((language) => [language.lang, language] as const))(
    '%s: no sideways overflow on any page type at 375, 769, 1,024 and 1,280 px; the menu button on a phone, the desktop bar wider',
    async (_name, { lang, base }) => {
      const { page } = await openPage(browser(), { width: widths[0] });
      const problems: string[] = [];
      for (const [type, path] of pageTypes) {
        await page.setViewportSize({ width: widths[0]!, height: 900 });
        await load(page, `${base}${path}`);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          const culprits = await overflow(page);
          if (culprits.length > 0) problems.push(`${type} @${width}: overflows (${culprits.join(', ')})`);
          if (type === 'home' || type === 'pricing') {
            const bar = await desktopBar(page);
            if (width > 768) {
              if (bar.hamburger) problems.push(`${type} @${width}: hamburger shown`);
              if (bar.items < 8) problems.push(`${type} @${width}: only ${bar.items} items in the bar`);
              if (bar.wrapped.length > 0) problems.push(`${type} @${width}: wrapped ${bar.wrapped.join(', ')}`);
              if (bar.outside.length > 0) problems.push(`${type} @${width}: outside the bar ${bar.outside.join(', ')}`);
              if (!bar.oneRow) problems.push(`${type} @${width}: the bar is on more than one row`);
            } else if (!bar.hamburger) problems.push(`${type} @${width}: no menu button on a phone`);
          }
          if (photographed.includes(width)) await screenshot(page, `country-layout-${type}-${lang}-${width}`);
        }
      }
      expect(problems).toEqual([]);
      await page.close();
    },
    120_000,
  );

  it.each(['', '/il', '/in', '/mx', '/br'])('%s: the desktop bar fits from 769 to 1,280 px, every 10 px', async (base) => {
    const { page } = await openPage(browser(), { width: 769 });
    await load(page, `${base}/`);
    const problems: string[] = [];
    for (let width = 769; width <= 1280; width += 10) {
      await page.setViewportSize({ width, height: 800 });
      const bar = await desktopBar(page);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (bar.hamburger || bar.wrapped.length > 0 || bar.outside.length > 0 || !bar.oneRow || sideways > 0)
        problems.push(`${width}: ${JSON.stringify({ ...bar, sideways })}`);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the layout defects of issue 20', () => {
  it.each(['', '/il', '/in'])('%s/testimonials: the stat tiles stand clear of the subtitle', async (base) => {
    const { page } = await openPage(browser(), { width: 1280 });
    await load(page, `${base}/testimonials/`);
    const gap = await page.evaluate(
      () =>
        document.querySelector('.stat-row')!.getBoundingClientRect().top -
        document.querySelector('.page-hero p')!.getBoundingClientRect().bottom,
    );
    expect(gap).toBeGreaterThanOrEqual(24);
    await page.close();
  });

  it.each([375, 1280])('at %i px, a tinted last section meets the footer: no white band', async (width) => {
    const { page } = await openPage(browser(), { width });
    for (const path of ['/roi/', '/testimonials/', '/pricing/', '/how-it-works/', '/il/pricing/', '/in/roi/']) {
      await load(page, path);
      const band = await page.evaluate(() => {
        const last = document.querySelector('main')!.lastElementChild!;
        return {
          tinted: last.classList.contains('section--tinted'),
          gap: document.querySelector('footer')!.getBoundingClientRect().top - last.getBoundingClientRect().bottom,
        };
      });
      if (band.tinted) expect(band.gap, path).toBeLessThanOrEqual(1);
    }
    await page.close();
  });

  it.each(['', '/in', '/il'])('%s/contact at 1280 px: "Talk to a human" has room, its heading on at most two lines', async (base) => {
    const { page } = await openPage(browser(), { width: 1280 });
    await load(page, `${base}/contact/`);
    const heading = page.locator('#contact-aside-title');
    const box = (await heading.boundingBox())!;
    const lineHeight = await heading.evaluate((h) => parseFloat(getComputedStyle(h).lineHeight));
    expect(box.width).toBeGreaterThanOrEqual(300);
    expect(box.height).toBeLessThanOrEqual(lineHeight * 2 + 2);
    await page.close();
  });

  it.each([1280, 1024, 769, 375])('the English hero headline never breaks at the hyphen of "5-star" (%i px)', async (width) => {
    const { page } = await openPage(browser(), { width });
    await load(page, '/');
    const sameLine = await page.evaluate(() => {
      const h1 = document.querySelector('#hero-title')!;
      const text = h1.firstChild as Text;
      const at = text.data.search(/5\S star|5\Sstar/);
      const rect = (from: number) => {
        const range = document.createRange();
        range.setStart(text, from);
        range.setEnd(text, from + 1);
        return range.getBoundingClientRect();
      };
      return at >= 0 && Math.abs(rect(at).top - rect(at + 2).top) < 2;
    });
    expect(sameLine).toBe(true);
    await page.close();
  });

  it.each([1024, 1280])('/roi stories at %i px: no "before → after" line, figures level across the three cards', async (width) => {
    const { page } = await openPage(browser(), { width });
    await load(page, '/roi/');
    const tops = await page
      .locator('.story__figures')
      .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    expect(await page.locator('#stories').textContent()).not.toMatch(/Reviews before\s*→\s*Reviews after/);
    await page.close();
  });

  it('the footer has no link-looking text that goes nowhere', async () => {
    const { page } = await openPage(browser());
    await load(page, '/');
    const footer = page.locator('footer');
    // About us and Cookie policy are content pages (content/pages/); there is no careers page.
    expect(await footer.getByRole('link', { name: 'About us', exact: true }).getAttribute('href')).toBe('/about/');
    expect(await footer.getByRole('link', { name: 'Cookie policy', exact: true }).getAttribute('href')).toBe('/cookie-policy/');
    expect(await footer.getByText('Careers').count()).toBe(0);
    // Everything in the footer's columns is a real link.
    expect(await footer.locator('nav li:not(:has(a))').count()).toBe(0);
    await page.close();
  });

  it('calls to action go where they say: trial buttons to onboarding, the same on every page', async () => {
    const { page } = await openPage(browser());
    await page.addInitScript(() => localStorage.setItem('app:v1:onboardingCompleted', 'true'));
    const targets = new Map<string, Set<string>>();
    for (const path of ['/', '/roi/', '/pricing/', '/testimonials/', '/how-it-works/', '/blog/why-whatsapp-for-reviews/', '/login/']) {
      await load(page, path);
      for (const name of ['Start free trial', 'Start earning reviews', 'Get Started']) {
        for (const href of await page
          .locator('main')
          .getByRole('link', { name, exact: false })
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
          targets.set(name, (targets.get(name) ?? new Set()).add(href.replace(/\?.*$/, '')));
        }
      }
    }
    for (const [name, hrefs] of targets) expect([...hrefs], name).toEqual(['/onboarding/']);
    expect(targets.get('Start earning reviews')?.size).toBe(1);
    await page.close();
  });
});

describe('the contact form', () => {
  it.each(['not-an-email', 'ana@example'])('refuses "%s" with the wizard\'s email rule and sends nothing', async (email) => {
    const { page } = await openPage(browser());
    await page.clock.install();
    await load(page, '/contact/');
    await page.getByLabel('Name').fill('Ana');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Message/).fill('Do you have numbers in Peru?');
    await page.getByRole('button', { name: 'Open in my e-mail program' }).click();
    await expect
      .poll(() => page.locator('#contact-email-error').textContent())
      .toBe('Please enter a valid email address, like name@example.com');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Open in my e-mail program' }).isEnabled()).toBe(true);
    await page.clock.runFor(3000);
    expect(await page.getByRole('status').textContent()).toBe('');
    // The browser's own check stays on: the field is an email field the form validates.
    expect(await page.locator('#contact-email').getAttribute('type')).toBe('email');
    expect(await page.locator('#contact-form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(false);
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByRole('button', { name: 'Open in my e-mail program' }).click();
    // No API on this site: the mail program is opened, and the site does not claim to have sent anything.
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Your e-mail program should now show your message.');
    await page.close();
  });

  it('says it in Hebrew on /il', async () => {
    const { page } = await openPage(browser());
    await load(page, '/il/contact/');
    await page.locator('#contact-name').fill('דנה');
    await page.locator('#contact-email').fill('not-an-email');
    await page.locator('#contact-message').fill('שאלה');
    await page.locator('#contact-form button[type="submit"]').click();
    await expect.poll(() => page.locator('#contact-email-error').textContent()).toBe('נא להזין כתובת אימייל תקינה, למשל name@example.com');
    await page.close();
  });
});
