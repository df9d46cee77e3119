import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../helpers/browser.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import hi from '../../locales/hi.json' with { type: 'json' };

/**
 * Issue 45, item 10: the browser's Forward replays history entries saved when a step was reached.
 * It used to pass a step whose answers had been emptied since (step 4 said "Company: Not
 * provided") and a verification made for another number (WhatsApp setup for B with A's code).
 * Forward must never pass a step whose answers are not valid and verified.
 */
const siteUrl = inject('siteUrl');
const browser = useBrowser();

const business = {
  contactName: 'Dana Levi',
  contactEmail: 'dana@example.com',
  contactPhone: '+972 52 123 4567',
  contactRole: 'Owner',
  companyName: 'Café Dana',
  companyId: '',
  companyWebsite: 'https://cafe-dana.example.com',
  companyAddress: '1 Herzl St',
  industry: 'other',
  subIndustry: '',
  businessSize: 'solo',
  companyDescription: '',
};
/** Step 2 with every later answer given: a US number of one's own (a static host offers no purchase). */
const progress = {
  version: 1,
  step: 2,
  plan: 'growth',
  trialStartedAt: '2026-01-05T10:00:00.000Z',
  numberMode: 'own',
  own: { country: 'US', phone: '2025550143' },
  business,
  businessPart: 1,
};

const languages = { en: ['', en], he: ['/il', he], hi: ['/in', hi] } as const;
type Language = keyof typeof languages;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
const counter = (page: Page) => page.locator('.progress__counter').textContent();
/** An element's text with no-break spaces as spaces (phone numbers are kept on one line). */
const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' '));
const stored = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('app:v1:wizard') ?? 'null'));

/** The wizard at step 2 from stored progress, the test's clock running the simulated 2-second code check. */
async function openAtNumberStep(language: Language, width: number): Promise<Page> {
  const { page } = await openPage(browser(), { width });
  await page.clock.install();
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('test:seeded')) return;
    sessionStorage.setItem('test:seeded', 'true');
    sessionStorage.setItem('app:v1:wizard', value);
  }, JSON.stringify(progress));
  await page.goto(`${siteUrl}${languages[language][0]}/onboarding/`);
  await expect.poll(() => page.locator('[data-island="onboarding-wizard"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
  return page;
}

/** Continue on step 2, Next and Continue on the business parts: the walk to step 4, three history entries. */
async function walkToVerification(page: Page, strings: typeof en) {
  const step = (current: number) => fill(strings.onboarding.stepCounter, { current, total: 5 });
  await page.locator('.wizard__actions .button--primary').click();
  await page.getByRole('heading', { name: strings.wizard.business.contactTitle }).waitFor();
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('heading', { name: strings.wizard.business.companyTitle }).waitFor();
  await page.locator('form button[type="submit"]').click();
  await expect.poll(() => counter(page)).toBe(step(4));
}

describe("the browser's Forward and an answer emptied since", () => {
  it.each([
    ['en', 1280],
    ['he', 375],
    ['hi', 375],
  ] as const)('%s at %i px: stays on the company part and says what is missing', async (language, width) => {
    const strings = languages[language][1];
    const page = await openAtNumberStep(language, width);
    await walkToVerification(page, strings);
    await page.goBack();
    await page.getByRole('heading', { name: strings.wizard.business.companyTitle }).waitFor();
    await page.locator('#b-companyName').fill('');
    await page.goForward();
    // The company name's error shows, as Continue would show it, and focus is on the field.
    await expect.poll(() => page.locator('#b-companyName-error').textContent()).toBe(strings.common.required);
    expect(await counter(page)).toBe(fill(strings.onboarding.stepCounter, { current: 3, total: 5 }));
    expect(await page.getByRole('heading', { name: strings.wizard.verification.title }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('b-companyName');
    expect((await stored(page)).step).toBe(3);
    // Refused, the entry shown is still the company part's: Back goes to the contact part, not to a copy of this one.
    await page.goBack();
    await page.getByRole('heading', { name: strings.wizard.business.contactTitle }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: strings.wizard.business.companyTitle }).waitFor();
    // Filled in again, Forward goes on.
    await page.locator('#b-companyName').fill('Café Dana');
    await page.goForward();
    await expect.poll(() => counter(page)).toBe(fill(strings.onboarding.stepCounter, { current: 4, total: 5 }));
    await page.close();
  });
});

describe("the browser's Forward and a number changed since its verification", () => {
  it.each([
    ['en', 375],
    ['he', 1280],
    ['hi', 1280],
  ] as const)("%s at %i px: verify A, back to the number, choose B, Forward ×4 stops at B's verification", async (language, width) => {
    const strings = languages[language][1];
    const page = await openAtNumberStep(language, width);
    await walkToVerification(page, strings);
    await page.locator('#verification-code').fill('123456');
    await page.locator('form button[type="submit"]').click();
    await page.clock.runFor(2500);
    await page.getByRole('heading', { name: strings.wizard.whatsapp.title }).waitFor();
    for (let i = 0; i < 4; i += 1) await page.goBack();
    await expect.poll(() => counter(page)).toBe(fill(strings.onboarding.stepCounter, { current: 2, total: 5 }));
    await page.locator('#own-phone').fill('202 555 0199');
    await expect.poll(async () => (await stored(page)).number?.phoneNumber).toBe('+1 202 555 0199');
    for (let i = 0; i < 4; i += 1) {
      await page.goForward();
      await page.clock.runFor(100);
    }
    await expect.poll(() => counter(page)).toBe(fill(strings.onboarding.stepCounter, { current: 4, total: 5 }));
    await page.getByRole('heading', { name: strings.wizard.verification.title }).waitFor();
    expect(await page.getByRole('heading', { name: strings.wizard.whatsapp.title }).count()).toBe(0);
    // The summary and the code sent are B's; nothing of A's verification is kept.
    expect(await text(page, '.summary')).toContain('+1 202 555 0199');
    const record = await stored(page);
    expect(record).toMatchObject({ step: 4, verification: { number: '+1 202 555 0199' } });
    expect(record.verificationToken).toBeUndefined();
    expect(record.verificationCode).toBeUndefined();
    // B verified, Forward goes on to WhatsApp setup for B.
    await page.locator('#verification-code').fill('654321');
    await page.locator('form button[type="submit"]').click();
    await page.clock.runFor(2500);
    await page.getByRole('heading', { name: strings.wizard.whatsapp.title }).waitFor();
    expect(await text(page, '.whatsapp-intro')).toContain('+1 202 555 0199');
    await page.close();
  });
});
