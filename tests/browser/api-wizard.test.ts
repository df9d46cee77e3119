import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import { outwaitHang, serverCode, type Fault } from '../helpers/contract-server.ts';
import { useLiveSite } from '../helpers/live-site.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };

/**
 * Issue 40: the onboarding wizard of a site configured with `apiBase`, against a server that
 * implements the contract, in Chromium at 375 px: sign-up from the plan to the sign-in page with
 * the account created on the server, the code checked by the server, the WhatsApp connection
 * driven by the server's states, and the faults of each call.
 */
const browser = useBrowser();
const live = useLiveSite({ locales: ['global', 'il'] });

type Strings = typeof en;
const languages = [
  ['en', '', en],
  ['he', '/il', he],
] as const;

/** Progress as the wizard saves it after verifying with the server: an own Israeli number, contact and company filled. */
const verified = {
  version: 1,
  plan: 'growth',
  trialStartedAt: '2026-01-05T10:00:00.000Z',
  numberMode: 'own',
  own: { country: 'IL', phone: '052-123-4567' },
  business: {
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
  },
  businessPart: 2,
  codeDraft: '',
  verificationCode: serverCode,
  verificationToken: 'proof-1',
  whatsapp: 'skipped',
  templates: { google: true, facebook: true, tripadvisor: false, customMessage: '' },
  consent: { whatsapp: true, marketingEmail: false },
  honeypot: '',
};

async function openWizard(prefix: string, record?: object) {
  const opened = await openPage(browser(), { width: 375 });
  await opened.page.clock.install();
  // Seeded once per tab: a reload must see what the page saved since.
  if (record) {
    await opened.page.addInitScript((value) => {
      if (sessionStorage.getItem('test:seeded')) return;
      sessionStorage.setItem('test:seeded', 'true');
      sessionStorage.setItem('app:v1:wizard', value);
    }, JSON.stringify(record));
  }
  await opened.page.goto(`${live().url}${prefix}/onboarding/`);
  await expect.poll(() => opened.page.locator('[data-island="onboarding-wizard"][data-hydrated]').count()).toBe(1);
  return opened;
}

const counter = (page: Page) => page.locator('.progress__counter').textContent();
const alert = (page: Page) => page.getByRole('alert').first().textContent();
/** A status line's text with its no-break spaces (phone numbers stay on one line) as spaces. */
const statusText = async (page: Page) => (await page.getByRole('status').first().textContent())?.replace(/\u00a0/g, ' ');
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');

/** Everything from the plan to the verification step, as a visitor does it; numbers from the server. */
async function toVerification(page: Page, t: Strings) {
  await page.locator('[data-plan="growth"]').click();
  await page.locator('#wizard .wizard__actions .button--primary').click();
  await page.getByRole('dialog').locator('.button--primary').click();
  await page.clock.runFor(2500);
  await expect.poll(() => counter(page)).toBe(fill(t.onboarding.stepCounter, { current: '2', total: '5' }));
  await page.locator('.number-item').first().getByRole('button', { name: t.wizard.number.select }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.wizard.number.confirm }).click();
  await page.clock.runFor(3000);
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await page.locator('.wizard__actions .button--primary').click();
  for (const [id, value] of [
    ['contactName', 'Dana Levi'],
    ['contactEmail', 'dana@example.com'],
    ['contactPhone', '+972 52 123 4567'],
    ['contactRole', 'Owner'],
  ] as const)
    await page.locator(`#b-${id}`).fill(value);
  await page.getByRole('checkbox', { name: /WhatsApp/ }).check();
  await page.locator('form .wizard__actions button[type="submit"]').click();
  for (const [id, value] of [
    ['companyName', 'Café Dana'],
    ['companyWebsite', 'https://cafe-dana.example.com'],
    ['companyAddress', '1 Herzl St'],
  ] as const)
    await page.locator(`#b-${id}`).fill(value);
  await page.locator('#b-industry').selectOption('other');
  await page.locator('#b-businessSize').selectOption('solo');
  await page.locator('form .wizard__actions button[type="submit"]').click();
  await expect.poll(() => counter(page)).toBe(fill(t.onboarding.stepCounter, { current: '4', total: '5' }));
}

describe('sign-up against the contract', () => {
  it.each(languages)('%s: from the plan to the sign-in page, the account created on the server', async (lang, prefix, t) => {
    const { page, problems } = await openWizard(prefix);
    await toVerification(page, t);
    await expect.poll(() => statusText(page)).toContain('+972 50 111 2222');
    const code = page.getByRole('textbox', { name: new RegExp(`^${t.wizard.verification.codeLabel}`) });
    // A wrong code is the server's to refuse, in the spec's words.
    await code.fill('111111');
    await page.getByRole('button', { name: t.wizard.verification.verify, exact: true }).click();
    await expect.poll(() => page.locator('#verification-code-error').textContent()).toBe(t.wizard.errors.invalidCode);
    await code.fill(serverCode);
    await page.getByRole('button', { name: t.wizard.verification.verify, exact: true }).click();
    await expect.poll(() => counter(page)).toBe(fill(t.onboarding.stepCounter, { current: '5', total: '5' }));
    // WhatsApp: each screen is the state the server reports at each check.
    await page.getByRole('button', { name: t.wizard.whatsapp.start }).click();
    await page.getByText(t.wizard.whatsapp.waiting).waitFor();
    await page.getByRole('img', { name: t.wizard.whatsapp.qrLabel }).waitFor();
    await page.clock.runFor(2000);
    await page.getByText(t.wizard.whatsapp.connecting).waitFor();
    await page.clock.runFor(1000);
    await page.getByRole('dialog').getByRole('button', { name: t.wizard.whatsapp.continueToTemplates }).click();
    await page.getByRole('button', { name: t.wizard.templates.finish }).click();
    await page.getByRole('button', { name: t.wizard.done.goToDashboard }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.onboarding.accountReadyPassword }).click();
    await page.waitForURL(`**${prefix}/login/`);

    expect(live().api.requests.map((r) => r.operationId)).toEqual([
      'listAvailableNumbers',
      'sendVerificationCode',
      'checkVerificationCode',
      'checkVerificationCode',
      // Waiting, connecting, connected: one check each, and none once connected.
      'startWhatsAppConnection',
      'getWhatsAppConnection',
      'getWhatsAppConnection',
      'getWhatsAppConnection',
      'createSignup',
    ]);
    expect(live().api.requests.flatMap((r) => r.problems)).toEqual([]);
    expect(live().api.answerProblems).toEqual([]);
    const signup = live().api.calls('createSignup')[0]!.body;
    expect(signup).toMatchObject({
      locale: lang,
      plan: 'growth',
      number: { kind: 'business-number', country: 'IL', phoneNumber: '+972 50 111 2222', district: 'Haifa' },
      business: { contactName: 'Dana Levi', companyName: 'Café Dana' },
      verificationToken: 'proof-1',
      whatsapp: { state: 'connected', connectionId: 'wa_1' },
      website: '',
    });
    expect(signup.consent.boxes.map((box: { id: string; checked: boolean }) => [box.id, box.checked])).toEqual([
      ['whatsapp', true],
      ['marketingEmail', false],
    ]);
    expect(await page.evaluate(() => localStorage.getItem('app:v1:onboardingCompleted'))).toBe('true');
    // The browser's own note of the wrong code's 422, and nothing else.
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
    await page.close();
  });

  it('goes to the address the API returns for the new account', async () => {
    live().api.redirectUrl = `${live().url}/help/`;
    const { page } = await openWizard('', { ...verified, step: 7 });
    await page.getByRole('button', { name: en.wizard.done.goToDashboard }).click();
    await page.getByRole('dialog').getByRole('button', { name: en.onboarding.accountReadySignIn }).click();
    await page.waitForURL(`${live().url}/help/`);
    await page.close();
  });

  it('a reload on the verification step keeps the code sent and what was typed: no second code', async () => {
    const { page } = await openWizard('', { ...verified, step: 4, verificationToken: undefined });
    await expect.poll(() => statusText(page)).toContain('+972 52 123 4567');
    await page.locator('#verification-code').fill('2468');
    await page.reload();
    await expect.poll(() => page.locator('#verification-code').inputValue()).toBe('2468');
    expect(live().api.calls('sendVerificationCode')).toHaveLength(1);
    await page.close();
  });
});

describe('each call of the wizard, failing', () => {
  it.each([
    ['a 500', { status: 500 }],
    ['no answer within the timeout', 'hang'],
  ] as [string, Fault][])("sending the code, %s: the spec's text, and Resend is the retry", async (_name, fault) => {
    live().api.fail('sendVerificationCode', fault);
    const { page } = await openWizard('', { ...verified, step: 4, verificationToken: undefined });
    if (fault === 'hang') await outwaitHang(page, live().api, 'sendVerificationCode');
    await expect.poll(() => page.locator('#verification-code-error').textContent(), { timeout: 10_000 }).toBe(en.wizard.errors.sendFailed);
    await page.getByRole('button', { name: en.wizard.verification.resend }).click();
    await expect.poll(() => statusText(page)).toContain('+972 52 123 4567');
    await page.close();
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a 200 that is not JSON', 'not-json'],
    ['a 200 larger than the contract allows', 'huge'],
    ['no answer within the timeout', 'hang'],
  ] as [string, Fault][])('checking the code, %s: "Verification failed. Please try again.", the code kept', async (_name, fault) => {
    live().api.fail('checkVerificationCode', fault);
    const { page } = await openWizard('', { ...verified, step: 4, verificationToken: undefined });
    await page.getByRole('status').first().getByText('+972 52 123 4567').waitFor();
    await page.locator('#verification-code').fill(serverCode);
    await page.getByRole('button', { name: en.wizard.verification.verify, exact: true }).click();
    if (fault === 'hang') await outwaitHang(page, live().api, 'checkVerificationCode');
    await expect
      .poll(() => page.locator('#verification-code-error').textContent(), { timeout: 10_000 })
      .toBe(en.wizard.errors.verifyFailed);
    expect(await page.locator('#verification-code').inputValue()).toBe(serverCode);
    await page.getByRole('button', { name: en.wizard.verification.verify, exact: true }).click();
    await expect.poll(() => counter(page)).toBe('Step 5 of 5');
    await page.close();
  });

  it("a wrong code in Hebrew: the spec's message in Hebrew", async () => {
    const { page } = await openWizard('/il', { ...verified, step: 4, verificationToken: undefined });
    await page.locator('#verification-code').fill('999999');
    await page.getByRole('button', { name: he.wizard.verification.verify, exact: true }).click();
    await expect.poll(() => page.locator('#verification-code-error').textContent()).toBe(he.wizard.errors.invalidCode);
    await screenshot(page, 'wizard-api-wrong-code-he-375', 'viewport');
    await page.close();
  });

  it('starting WhatsApp fails: the text and Try again, which starts it', async () => {
    live().api.fail('startWhatsAppConnection', { status: 503 });
    const { page } = await openWizard('', { ...verified, step: 5, whatsapp: 'intro' });
    await page.getByRole('button', { name: en.wizard.whatsapp.start }).click();
    await expect.poll(() => alert(page)).toContain(en.wizard.whatsapp.startFailed);
    await page.getByRole('button', { name: en.common.tryAgain }).click();
    await page.getByText(en.wizard.whatsapp.waiting).waitFor();
    expect(
      live()
        .api.calls('startWhatsAppConnection')
        .map((r) => r.body),
    ).toEqual([
      { phoneNumber: '+972 52 123 4567', verificationToken: 'proof-1', locale: 'en' },
      { phoneNumber: '+972 52 123 4567', verificationToken: 'proof-1', locale: 'en' },
    ]);
    await page.close();
  });

  it('a check of the connection fails: the text and Try again, which asks again; a reload asks about the same connection', async () => {
    live().api.fail('getWhatsAppConnection', 'not-json');
    live().api.connectionStates = ['connecting', 'connected'];
    const { page } = await openWizard('', { ...verified, step: 5, whatsapp: 'intro' });
    await page.getByRole('button', { name: en.wizard.whatsapp.start }).click();
    await page.getByText(en.wizard.whatsapp.waiting).waitFor();
    await page.clock.runFor(1000);
    await expect.poll(() => alert(page)).toContain(en.wizard.whatsapp.checkFailed);
    await page.reload();
    await page.getByText(en.wizard.whatsapp.connecting).waitFor();
    await page.clock.runFor(1000);
    await page.getByRole('dialog').getByRole('button', { name: en.wizard.whatsapp.continueToTemplates }).waitFor();
    expect(live().api.calls('startWhatsAppConnection')).toHaveLength(1);
    await page.close();
  });

  it('the server says the connection failed: the text, and setup can start again', async () => {
    live().api.connectionStates = ['failed'];
    const { page } = await openWizard('', { ...verified, step: 5, whatsapp: 'intro' });
    await page.getByRole('button', { name: en.wizard.whatsapp.start }).click();
    await page.clock.runFor(1000);
    await expect.poll(() => alert(page)).toContain(en.wizard.whatsapp.failed);
    expect(await page.getByRole('button', { name: en.wizard.whatsapp.start }).isEnabled()).toBe(true);
    await page.close();
  });

  it.each([
    ['a 500', { status: 500 }],
    ["a 201 that is not the contract's answer", { status: 201, json: { accountId: '' } }],
    ['no answer within the timeout', 'hang'],
  ] as [string, Fault][])('creating the account, %s: the text, no account stored, and Try again creates it', async (_name, fault) => {
    live().api.fail('createSignup', fault);
    const { page } = await openWizard('', { ...verified, step: 7 });
    await page.getByRole('button', { name: en.wizard.done.goToDashboard }).click();
    if (fault === 'hang') await outwaitHang(page, live().api, 'createSignup');
    await expect.poll(() => alert(page), { timeout: 10_000 }).toBe(en.wizard.done.failed);
    expect(await page.evaluate(() => localStorage.getItem('app:v1:onboardingCompleted'))).toBeNull();
    await page.getByRole('button', { name: en.common.tryAgain }).click();
    await page.getByRole('dialog').getByRole('button', { name: en.onboarding.accountReadyPassword }).waitFor();
    await page.close();
  });

  it("creating the account is refused: the API's message and each refused field by its label", async () => {
    live().api.fail('createSignup', {
      status: 409,
      error: {
        code: 'account_exists',
        message: 'You have an account already.',
        fields: [{ name: 'business.contactEmail', message: 'Already signed up.' }],
      },
    });
    const { page } = await openWizard('', { ...verified, step: 7 });
    await page.getByRole('button', { name: en.wizard.done.goToDashboard }).click();
    await expect.poll(() => alert(page)).toBe(`You have an account already.${en.wizard.business.contactEmail}: Already signed up.`);
    await page.close();
  });

  it.each([
    ['a 500', { status: 500 }],
    ['an answer larger than the contract allows', 'huge'],
  ] as [string, Fault][])('the number list, %s: the error with Try Again', async (_name, fault) => {
    live().api.fail('listAvailableNumbers', fault);
    const { page } = await openWizard('', { ...verified, step: 2, numberMode: 'purchase', own: { country: '', phone: '' } });
    await expect.poll(() => alert(page)).toContain('Failed to load Israel numbers. Please check your connection and try again.');
    await page.getByRole('button', { name: en.wizard.number.tryAgain }).click();
    await expect.poll(() => page.locator('.number-item').count()).toBe(2);
    await page.close();
  });
});
