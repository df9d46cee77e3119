import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../helpers/browser.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

/**
 * Browser storage left by an older version of the site (corrupt and full storage are covered in
 * wizard.test.ts and islands.test.ts). This version reads only `app:v1:*` keys, and wizard
 * progress only with `version: 1`: anything else is ignored, never migrated, and the page starts
 * afresh. storage.ts's own handling is in tests/unit/storage-versions.test.ts.
 */

/** What the first site (unprefixed keys) and a v0 of this one left in local storage. */
const olderLocalStorage: Record<string, string> = {
  isLoggedIn: 'true',
  onboardingCompleted: 'true',
  user: JSON.stringify({ email: 'old@example.com', name: 'old' }),
  'app:v0:loggedIn': 'true',
  'app:v0:onboardingCompleted': 'true',
  'app:v0:user': JSON.stringify({ email: 'old@example.com', name: 'old', loginTime: '2024-01-01T00:00:00.000Z' }),
  'app:v0:account': JSON.stringify({ plan: 'pro', business: { companyName: 'Old Café' } }),
};

/** Wizard progress as this version saves it, at step 3 with a name typed in. */
const currentProgress = {
  version: 1,
  step: 3,
  plan: 'growth',
  numberMode: 'own',
  number: { id: 'own-sim', country: 'US', phoneNumber: '+1 2025550143', price: '' },
  business: { contactName: 'Old Name' },
  businessPart: 1,
  whatsapp: 'intro',
  templates: { google: true, facebook: true, tripadvisor: false, customMessage: '' },
};

/**
 * Puts records in storage before any page script runs, once per tab: the init script runs on
 * every navigation, and a redirect or reload must see what the page itself wrote.
 */
async function seedStorage(page: Page, local: Record<string, string>, session: Record<string, string> = {}) {
  await page.addInitScript(
    ({ local, session }) => {
      if (sessionStorage.getItem('test:seeded')) return;
      sessionStorage.setItem('test:seeded', 'true');
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    },
    { local, session },
  );
}

async function hydrated(page: Page) {
  await page.locator('[data-island]').first().waitFor({ state: 'attached' });
  await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0);
}

const counter = (page: Page) => page.locator('.progress__counter').textContent();
const storedProgress = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('app:v1:wizard') ?? 'null') as {
        version?: number;
        step?: number;
        business?: { contactName?: string };
      } | null,
  );
const currentKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('app:v1:')));

/** Step 1 → 2 the way a visitor does it, with the welcome's 2.5 s run on Playwright's clock. */
async function choosePlan(page: Page) {
  await page.locator('[data-plan="starter"]').click();
  await page.locator('#wizard .wizard__actions .button--primary').click();
  await page.getByRole('dialog').locator('.button--primary').click();
  await page.clock.runFor(2500);
  await expect.poll(() => counter(page)).toBe('Step 2 of 5');
}

describe('onboarding wizard with progress stored by another version', () => {
  it('restores progress this version stored (the control: the cases below differ only in version or key)', async () => {
    const { page, problems } = await openPage(browser());
    await seedStorage(page, {}, { 'app:v1:wizard': JSON.stringify(currentProgress) });
    await page.goto(`${siteUrl}/onboarding/`);
    await hydrated(page);
    await expect.poll(() => counter(page)).toBe('Step 3 of 5');
    expect(await page.getByLabel(/^Full name/).inputValue()).toBe('Old Name');
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['version 0 under the current key', { 'app:v1:wizard': JSON.stringify({ ...currentProgress, version: 0 }) }],
    [
      'no version field (the first site)',
      { 'app:v1:wizard': JSON.stringify({ step: 3, selectedPlan: 'growth', businessInfo: { contactName: 'Old Name' } }) },
    ],
    ['a current-shaped record under a v0 key', { 'app:v0:wizard': JSON.stringify(currentProgress) }],
  ])("starts afresh with %s, and saves this version's progress instead", async (_name, session) => {
    const { page, problems } = await openPage(browser());
    await page.clock.install();
    await seedStorage(page, olderLocalStorage, session);
    await page.goto(`${siteUrl}/onboarding/`);
    await hydrated(page);
    expect(await counter(page)).toBe('Step 1 of 5');
    expect(await page.getByRole('button', { name: /^Continue/ }).isDisabled()).toBe(true);
    // The widget saves its state after it renders: the older record is gone, not merged.
    await expect.poll(() => storedProgress(page)).toMatchObject({ version: 1, step: 1, business: { contactName: '' } });
    await choosePlan(page);
    // No API on this host, so no number to buy: the own-number form is the step.
    await page.getByLabel(/^Country/).selectOption('US');
    await page.getByLabel(/^Phone number/).fill('2025550143');
    await page.getByRole('button', { name: /^Continue/ }).click();
    await expect.poll(() => counter(page)).toBe('Step 3 of 5');
    expect(await page.getByLabel(/^Full name/).inputValue()).toBe('');
    await expect.poll(() => storedProgress(page)).toMatchObject({ version: 1, step: 3 });
    // Nothing of the older records was copied into this version's keys.
    expect(await currentKeys(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('login page with records stored by another version', () => {
  it.each([
    ['English', ''],
    ['Hebrew', '/il'],
  ])('%s: an older "onboarding completed" flag does not count, so the visitor is sent to onboarding', async (_name, prefix) => {
    const { page, problems } = await openPage(browser());
    await seedStorage(page, olderLocalStorage);
    await page.goto(`${siteUrl}${prefix}/login/`);
    await page.waitForURL(`${siteUrl}${prefix}/onboarding/`);
    await hydrated(page);
    expect(await page.locator('.progress__counter').count()).toBe(1);
    expect(await page.locator('[data-plan]').count()).toBeGreaterThan(0);
    expect(await currentKeys(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("signs in over a user record of an older shape, and stores this version's record in its place", async () => {
    const { page, problems } = await openPage(browser());
    await page.clock.install();
    await seedStorage(page, {
      ...olderLocalStorage,
      'app:v1:onboardingCompleted': 'true',
      // An earlier build under the current key: other field names, a number for the time.
      'app:v1:user': JSON.stringify({ username: 'old', loggedInAt: 1_700_000_000_000 }),
    });
    await page.goto(`${siteUrl}/login/`);
    await hydrated(page);
    expect(page.url()).toBe(`${siteUrl}/login/`);
    await page.getByLabel('Email').fill('dana@example.com');
    await page.getByLabel(/^Password/).fill('secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.clock.runFor(2000);
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('dana');
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('app:v1:user') ?? 'null') as unknown,
      loggedIn: localStorage.getItem('app:v1:loggedIn'),
    }));
    expect(stored.loggedIn).toBe('true');
    expect(stored.user).toEqual({ email: 'dana@example.com', name: 'dana', loginTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(problems).toEqual([]);
    await page.close();
  });
});
