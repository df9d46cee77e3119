import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import { validBusiness } from '../helpers/wizard-progress.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import hi from '../../locales/hi.json' with { type: 'json' };

/**
 * Issue 45: progress restored from session storage is checked again, as when it was typed. A
 * stored answer that is no longer valid (storage edited, text over its field's limit) does not
 * let the visitor past its step: the wizard opens on that step, says what is wrong, and keeps
 * what was typed. And the templates step asks for each platform's review link (item 13): the
 * preview used a Google link for every platform.
 */
const siteUrl = inject('siteUrl');
const browser = useBrowser();

const business = validBusiness;
const progress = {
  version: 1,
  plan: 'growth',
  trialStartedAt: '2026-01-05T10:00:00.000Z',
  numberMode: 'own',
  own: { country: 'US', phone: '2025550143' },
  business,
  businessPart: 2,
  whatsapp: 'skipped',
  templates: { google: true, facebook: true, tripadvisor: false, customMessage: '' },
};

const languages = { en: ['', en], he: ['/il', he], hi: ['/in', hi] } as const;
const sizes = [
  ['en', 375],
  ['en', 1280],
  ['he', 375],
  ['he', 1280],
  ['hi', 375],
  ['hi', 1280],
] as const;

async function openWith(language: keyof typeof languages, width: number, record: object): Promise<Page> {
  const { page } = await openPage(browser(), { width });
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('test:seeded')) return;
    sessionStorage.setItem('test:seeded', 'true');
    sessionStorage.setItem('app:v1:wizard', value);
  }, JSON.stringify(record));
  await page.goto(`${siteUrl}${languages[language][0]}/onboarding/`);
  await expect.poll(() => page.locator('[data-island="onboarding-wizard"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
  return page;
}

const value = (page: Page, selector: string) => page.locator(selector).evaluate((el) => (el as HTMLInputElement).value);
const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`).textContent();

describe('stored progress is checked again on a reload', () => {
  it.each(sizes)('%s at %i px: an invalid stored answer opens its step with its error, and the text is kept', async (language, width) => {
    const strings = languages[language][1].wizard;

    // An e-mail edited in storage, with the wizard at verification: back to the contact part.
    const contact = await openWith(language, width, { ...progress, step: 4, business: { ...business, contactEmail: 'dana@' } });
    await contact.locator('#b-contactEmail').waitFor();
    expect(await contact.locator('#business-part-title').textContent()).toBe(strings.business.contactTitle);
    expect(await value(contact, '#b-contactEmail')).toBe('dana@');
    expect(await errorOf(contact, 'b-contactEmail')).toBe(strings.errors.invalidEmail);
    await screenshot(contact, `stored-answers-email-${language}-${width}`, 'viewport');
    await contact.close();

    // A company name over its 300 characters (a record saved before the limits), at templates:
    // kept whole, counted, and refused until shortened.
    const long = 'n'.repeat(320);
    const company = await openWith(language, width, { ...progress, step: 6, business: { ...business, companyName: long } });
    await company.locator('#b-companyName').waitFor();
    expect(await company.locator('#business-part-title').textContent()).toBe(strings.business.companyTitle);
    expect(await value(company, '#b-companyName')).toBe(long);
    expect(await errorOf(company, 'b-companyName')).toBe(strings.errors.tooLong);
    expect(await company.locator('#b-companyName').getAttribute('aria-invalid')).toBe('true');
    await screenshot(company, `stored-answers-long-${language}-${width}`, 'viewport');
    // Shortened, the part goes on.
    await company.locator('#b-companyName').fill('Café Dana');
    await company.locator('#business-part-title').locator('xpath=ancestor::form').locator('button[type="submit"]').click();
    await company.locator('#verification-step-title').waitFor();
    await company.close();

    // A review link edited into something that is no address, with the wizard at the finish.
    const link = await openWith(language, width, {
      ...progress,
      step: 7,
      templates: { ...progress.templates, links: { google: 'not a link', facebook: '', tripadvisor: '' } },
    });
    await link.locator('#review-link-google').waitFor();
    expect(await value(link, '#review-link-google')).toBe('not a link');
    expect(await errorOf(link, 'review-link-google')).toContain(strings.errors.reviewLink.split('{{')[0]!.trim());
    await link.close();
  });
});

describe('review links per platform (item 13)', () => {
  it.each(sizes)('%s at %i px: each platform takes its own link, checked, and the preview uses it', async (language, width) => {
    const strings = languages[language][1].wizard;
    const page = await openWith(language, width, { ...progress, step: 6 });
    await page.locator('#templates-step-title').waitFor();
    const label = (platform: string) => strings.templates.reviewLink.replace('{{platform}}', platform);
    // A field per chosen platform, none for one not chosen.
    expect(await page.getByLabel(label('Google')).count()).toBe(1);
    expect(await page.getByLabel(label('Facebook')).count()).toBe(1);
    expect(await page.locator('#review-link-tripadvisor').count()).toBe(0);

    await page.locator('#review-link-google').fill('https://g.page/r/CafeDana/review');
    await page.locator('#review-link-facebook').fill('facebook cafe dana');
    const bubbles = page.locator('.preview .bubble');
    await expect.poll(() => bubbles.count()).toBe(2);
    expect(await bubbles.nth(0).textContent()).toContain('https://g.page/r/CafeDana/review');
    // Facebook's message does not borrow Google's link.
    expect(await bubbles.nth(1).textContent()).not.toContain('g.page');

    // A link that is no address stops Finish, says why and takes focus.
    await page.getByRole('button', { name: strings.templates.finish }).click();
    expect(await errorOf(page, 'review-link-facebook')).toContain(strings.errors.reviewLink.split('{{')[0]!.trim());
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('review-link-facebook');
    expect(await page.locator('#templates-step-title').count()).toBe(1);
    await page.locator('#review-link-facebook').fill('https://www.facebook.com/cafedana/reviews');
    expect(await bubbles.nth(1).textContent()).toContain('https://www.facebook.com/cafedana/reviews');
    await page.locator('.platforms').scrollIntoViewIfNeeded();
    await screenshot(page, `review-links-${language}-${width}`, 'page');

    // Kept in this tab's progress, as typed.
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('app:v1:wizard') ?? '{}'));
    expect(stored.templates.links).toEqual({
      google: 'https://g.page/r/CafeDana/review',
      facebook: 'https://www.facebook.com/cafedana/reviews',
      tripadvisor: '',
    });
    await page.getByRole('button', { name: strings.templates.finish }).click();
    await expect.poll(() => page.locator('#templates-step-title').count()).toBe(0);
    await page.close();
  });
});
