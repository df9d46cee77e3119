import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../helpers/browser.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import hi from '../../locales/hi.json' with { type: 'json' };

/**
 * Issue 45, item 12: the end of the flow. "Go to dashboard" led to "Sign in to open your
 * dashboard", then to /login ("Welcome back") with an empty e-mail, asking a brand-new customer
 * for a password they never made. Now the welcome says what comes next for the e-mail given, and
 * the sign-in page greets the new account with it and sends the link to choose a password.
 */
const siteUrl = inject('siteUrl');
const standInUrl = inject('standInUrl');
const browser = useBrowser();

const business = {
  // Typed with spaces around it: stored and shown without them (item 13).
  contactName: 'Dana Levi',
  contactEmail: '  dana@example.com ',
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
const number = { id: 'own-sim', country: 'US', phoneNumber: '+1 202 555 0143', price: '$0' };
const finished = {
  version: 1,
  step: 7,
  plan: 'growth',
  trialStartedAt: '2026-01-05T10:00:00.000Z',
  numberMode: 'own',
  own: { country: 'US', phone: '2025550143' },
  number,
  business,
  businessPart: 2,
  verification: {
    id: 'simulated',
    number: number.phoneNumber,
    resendAt: '2026-01-05T10:01:00.000Z',
    expiresAt: '2026-01-05T10:10:00.000Z',
  },
  verificationCode: '123456',
  verificationToken: 'simulated',
  whatsapp: 'skipped',
};

const languages = { en: ['', en], he: ['/il', he], hi: ['/in', hi] } as const;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name]!);
const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());

async function openFinished(base: string, prefix: string, width: number): Promise<Page> {
  const { page } = await openPage(browser(), { width });
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('test:seeded')) return;
    sessionStorage.setItem('test:seeded', 'true');
    sessionStorage.setItem('app:v1:wizard', value);
  }, JSON.stringify(finished));
  await page.goto(`${base}${prefix}/onboarding/`);
  await expect.poll(() => page.locator('[data-island="onboarding-wizard"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
  return page;
}

/** From the completion screen to the sign-in page, through the welcome dialog. */
async function finishToLogin(page: Page, strings: typeof en, prefix: string) {
  await page.getByRole('button', { name: strings.wizard.done.goToDashboard }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await text(page, '#account-ready-text')).toContain(fill(strings.onboarding.accountReadyNext, { email: 'dana@example.com' }));
  await dialog.getByRole('button', { name: strings.onboarding.accountReadyPassword }).click();
  await page.waitForURL(`**${prefix}/login/`);
  await expect.poll(() => page.locator('[data-island="login-form"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
}

describe('the end of the flow', () => {
  it.each([
    ['en', 1280],
    ['he', 375],
    ['hi', 375],
    ['en', 375],
  ] as const)(
    "%s at %i px: the new account's e-mail is carried to the sign-in page, which says what comes next",
    async (language, width) => {
      const [prefix, strings] = languages[language];
      const page = await openFinished(siteUrl, prefix, width);
      await finishToLogin(page, strings, prefix);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('app:v1:account') ?? 'null')?.business?.contactEmail)).toBe(
        'dana@example.com',
      );
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(strings.login.newTitle);
      expect(await page.locator('#login-email').inputValue()).toBe('dana@example.com');
      expect(await text(page, '.new-account')).toContain(fill(strings.login.newText, { email: 'dana@example.com' }));
      await page.getByRole('button', { name: strings.login.newSend }).click();
      await expect.poll(() => text(page, '.new-account')).toBe(fill(strings.login.newSent, { email: 'dana@example.com' }));
      await page.close();
    },
  );

  it('with the API: "sent" only once it took the request; a failure says so and keeps the e-mail', async () => {
    const page = await openFinished(standInUrl, '', 1280);
    await page.route('**/__sitegen/api/signups', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"accountId":"acct_1"}' }),
    );
    await finishToLogin(page, en, '');
    const asked: string[] = [];
    await page.route('**/__sitegen/api/password-resets', async (route) => {
      asked.push(JSON.parse(route.request().postData() ?? '{}').email);
      if (asked.length === 1)
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable","message":"down"}' });
      else await route.fulfill({ status: 202, contentType: 'application/json', body: '{"accepted":true}' });
    });
    await page.getByRole('button', { name: en.login.newSend }).click();
    await expect.poll(() => page.locator('.new-account [role="alert"]').textContent()).toBe(en.login.forgotFailed);
    expect(await text(page, '.new-account')).not.toContain('Link sent');
    expect(await page.locator('#login-email').inputValue()).toBe('dana@example.com');
    await page.getByRole('button', { name: en.login.newSend }).click();
    await expect.poll(() => text(page, '.new-account')).toBe(fill(en.login.newSent, { email: 'dana@example.com' }));
    expect(asked).toEqual(['dana@example.com', 'dana@example.com']);
    await page.close();
  });

  it.each([
    ['en', 375],
    ['he', 1280],
    ['hi', 375],
  ] as const)('%s at %i px: Back from the sign-in page, or a new visit, says the account exists (item 13)', async (language, width) => {
    const [prefix, strings] = languages[language];
    const page = await openFinished(siteUrl, prefix, width);
    await finishToLogin(page, strings, prefix);
    const notice = fill(strings.onboarding.accountExists, { email: 'dana@example.com' });
    await page.goBack();
    await expect.poll(() => page.locator('.wizard__existing').count(), { timeout: 10_000 }).toBe(1);
    expect(await text(page, '.wizard__existing')).toBe(`${notice} ${strings.onboarding.accountExistsLink}`);
    await page.goto(`${siteUrl}${prefix}/onboarding/`);
    await page.locator('.wizard__existing').waitFor();
    await page.getByRole('link', { name: strings.onboarding.accountExistsLink }).click();
    await page.waitForURL(`**${prefix}/login/`);
    await page.close();
  });

  it('a customer who has signed in on this browser is welcomed back as before', async () => {
    const { page } = await openPage(browser());
    await page.addInitScript(() => {
      localStorage.setItem('app:v1:onboardingCompleted', 'true');
      localStorage.setItem('app:v1:account', JSON.stringify({ business: { contactEmail: 'dana@example.com' } }));
      localStorage.setItem(
        'app:v1:user',
        JSON.stringify({ email: 'dana@example.com', name: 'dana', loginTime: '2026-01-05T10:00:00.000Z' }),
      );
    });
    await page.goto(`${siteUrl}/login/`);
    await expect.poll(() => page.locator('[data-island="login-form"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en.login.title);
    expect(await page.locator('.new-account').count()).toBe(0);
    await page.close();
  });
});
