import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser, screenshot } from '../helpers/browser.ts';
import { runClockUntilVisible, standInCode } from '../helpers/stand-in-page.ts';

/** The shipped site on a static host: no API, the spec's simulation. */
const siteUrl = inject('siteUrl');
/** The same site as `sitegen serve` serves it: every call answered by its stand-in of the API. */
const standInUrl = inject('standInUrl');
const browser = useBrowser();

async function openWizard(path: string, options: { width?: number; standIn?: boolean } = {}) {
  const opened = await openPage(browser(), options);
  await opened.page.clock.install();
  await opened.page.goto(`${options.standIn ? standInUrl : siteUrl}${path}`);
  await expect.poll(() => opened.page.locator('[data-island="onboarding-wizard"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
  return opened;
}

const counter = (page: Page) => page.locator('.progress__counter').textContent();

/** Step 1 → 2 the way a visitor does it: pick, continue, confirm, wait out the welcome. */
async function choosePlan(page: Page, plan: string, confirm: string) {
  await page.locator(`[data-plan="${plan}"]`).click();
  await page.locator('#wizard .wizard__actions .button--primary').click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
  await expect.poll(() => page.getByRole('status').first().textContent()).toContain('14');
  await page.clock.runFor(2500);
  await expect.poll(() => counter(page)).not.toContain('1');
}

async function fillBusiness(page: Page, email = 'dana@example.com') {
  await page.getByLabel(/^Full name/).fill('Dana Levi');
  await page.getByLabel(/^Work email/).fill(email);
  await page.getByLabel(/^Phone/).fill('+972 52 123 4567');
  await page.getByLabel(/^Your role/).fill('Owner');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Company name/).fill('Café Dana');
  await page.getByLabel(/^Website/).fill('https://cafe-dana.example.com');
  await page.getByLabel(/^Address/).fill('1 Herzl St, Tel Aviv');
  await page.getByLabel(/^Industry/).selectOption('restaurant');
  await page.getByLabel(/^Specific business type/).selectOption('cafe');
  await page.getByLabel(/^Business size/).selectOption('small');
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('onboarding wizard', () => {
  it('runs the whole happy path with a purchased number against the stand-in of sitegen serve, and stores the account at the end', async () => {
    const { page, problems } = await openWizard('/onboarding/', { standIn: true });
    expect(await counter(page)).toBe('Step 1 of 5');
    expect(await page.getByRole('button', { name: /^Continue/ }).isDisabled()).toBe(true);
    await choosePlan(page, 'growth', 'Start free trial');
    expect(await counter(page)).toBe('Step 2 of 5');
    // Purchase mode loads the default country (Israel) from the stand-in endpoint.
    await page.getByRole('heading', { name: 'Available numbers in Israel' }).waitFor();
    await page.getByRole('button', { name: 'Mexico' }).click();
    await page.getByRole('heading', { name: 'Available numbers in Mexico' }).waitFor();
    await page.locator('.number-item').first().getByRole('button', { name: 'Select' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your number' });
    expect(await confirm.textContent()).toContain('$10/month');
    await confirm.getByRole('button', { name: 'Confirm number' }).click();
    await page.getByRole('dialog', { name: /Number reserved!/ }).waitFor();
    await page.clock.runFor(3000);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('.selected-number').textContent()).toContain('+52');
    await page.getByRole('button', { name: /^Continue/ }).click();
    expect(await counter(page)).toBe('Step 3 of 5');
    // The stand-in remembers accounts: an address of this test's own.
    await fillBusiness(page, 'dana.happy-path@example.com');
    expect(await counter(page)).toBe('Step 4 of 5');
    expect(await page.locator('.summary').textContent()).toContain('Café Dana');
    // The code is "sent" by a promise after the step renders: its message comes a moment later.
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('We sent a 6-digit code to +52');
    expect(await page.getByRole('button', { name: 'Resend in 60 s' }).isDisabled()).toBe(true);
    await page.clock.runFor(60_000);
    expect(await page.getByRole('button', { name: 'Resend code' }).isEnabled()).toBe(true);
    const verify = page.getByRole('button', { name: 'Verify' });
    await page.getByLabel(/^6-digit code/).fill('12345');
    expect(await verify.isDisabled()).toBe(true);
    // The code the stand-in sent (global-setup.ts fixes it for the tests).
    await page.getByLabel(/^6-digit code/).fill(standInCode);
    await verify.click();
    await expect.poll(() => counter(page)).toBe('Step 5 of 5');
    await page.getByRole('button', { name: 'Start setup' }).click();
    await page.getByText('Waiting for QR code scan...').waitFor({ state: 'visible' });
    await page.getByRole('img', { name: 'QR code to link WhatsApp' }).waitFor({ state: 'visible' });
    // The stand-in's connection: waiting, connecting, connected, each screen from its answer.
    await runClockUntilVisible(page, page.getByText('Connecting...'));
    await runClockUntilVisible(page, page.getByRole('dialog', { name: /WhatsApp connected!/ }));
    await page
      .getByRole('dialog', { name: /WhatsApp connected!/ })
      .getByRole('button', { name: 'Continue to templates' })
      .click();
    expect(await page.locator('.progress__counter').count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Google' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Facebook' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'TripAdvisor' }).isChecked()).toBe(false);
    await page.getByLabel(/^Custom message/).fill('Hi {customer_name}, thanks for visiting {business_name}! {review_link}');
    // One preview per chosen platform, each with its own link: the business's, or an example until it gives one (issue 45).
    expect(await page.locator('.preview .bubble').allTextContents()).toEqual([
      'Hi Ana, thanks for visiting Café Dana! https://g.page/r/your-business/review',
      'Hi Ana, thanks for visiting Café Dana! https://www.facebook.com/your-business/reviews',
    ]);
    await page.getByLabel('Your Google review link').fill('https://g.page/r/CafeDana/review');
    expect(await page.locator('.preview .bubble').first().textContent()).toBe(
      'Hi Ana, thanks for visiting Café Dana! https://g.page/r/CafeDana/review',
    );
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    await page.getByRole('button', { name: 'Go to dashboard' }).click();
    await page.getByRole('dialog', { name: 'Welcome aboard, Dana Levi!' }).getByRole('button', { name: 'Choose a password' }).click();
    await page.waitForURL('**/login/');
    const account = await page.evaluate(() => ({
      flag: localStorage.getItem('app:v1:onboardingCompleted'),
      account: JSON.parse(localStorage.getItem('app:v1:account') ?? '{}'),
    }));
    expect(account.flag).toBe('true');
    expect(account.account).toMatchObject({
      plan: 'growth',
      business: { companyName: 'Café Dana', industry: 'restaurant', subIndustry: 'cafe' },
      selectedNumber: { id: 'business-number', country: { code: 'MX', name: 'Mexico' } },
      templates: { google: true, facebook: true, tripadvisor: false, links: { google: 'https://g.page/r/CafeDana/review', facebook: '' } },
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('validates your own number by country with the exact messages (Israel: 9 digits starting 5–9)', async () => {
    const { page } = await openWizard('/onboarding/?plan=pro', { standIn: true });
    expect(await counter(page)).toBe('Step 2 of 5');
    await page.getByRole('radio', { name: /Use my own number/ }).click();
    const phone = page.getByLabel(/^Phone number/);
    expect(await phone.isDisabled()).toBe(true);
    await page.getByLabel(/^Country/).selectOption('IL');
    const continueButton = page.getByRole('button', { name: /^Continue/ });
    const errorOf = async (value: string) => {
      await phone.fill(value);
      await phone.blur();
      return page.locator('#own-phone-error').textContent();
    };
    expect(await errorOf('5212')).toBe('Phone number is too short (minimum 9 digits)');
    expect(await errorOf('52-123-456-789')).toBe('Phone number is too long (maximum 9 digits)');
    expect(await errorOf('412345678')).toBe('Invalid phone number format');
    expect(await continueButton.isDisabled()).toBe(true);
    await phone.fill('52 123 4567');
    await page.getByText('Looks good').waitFor({ state: 'visible' });
    expect(await continueButton.isEnabled()).toBe(true);
    // Switching mode clears the number.
    await page.getByRole('radio', { name: /Get a business number/ }).click();
    await page.getByRole('radio', { name: /Use my own number/ }).click();
    expect(await page.getByLabel(/^Country/).inputValue()).toBe('');
    await page.close();
  });

  it('keeps your own number once however it is typed: with its +code, or in Devanagari digits', async () => {
    const { page } = await openWizard('/onboarding/?plan=pro', { standIn: true });
    await page.getByRole('radio', { name: /Use my own number/ }).click();
    const stored = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('app:v1:wizard') ?? '{}').number?.phoneNumber);
    // 49 30 12345678 fits Germany's 10-12 digits code and all: the + says the code is in front.
    await page.getByLabel(/^Country/).selectOption('DE');
    await page.getByLabel(/^Phone number/).fill('+49 30 12345678');
    await page.getByText('Looks good').waitFor({ state: 'visible' });
    await expect.poll(stored).toBe('+49 30 12345678');
    await page.getByLabel(/^Country/).selectOption('IN');
    await page.getByLabel(/^Phone number/).fill('९८७६५ ४३२१०');
    await page.getByText('Looks good').waitFor({ state: 'visible' });
    await expect.poll(stored).toBe('+91 98765 43210');
    await page.close();
  });

  it('shows the business-step messages, clears an error on edit, and the sub-industry on industry change', async () => {
    const { page } = await openWizard('/onboarding/?plan=starter', { standIn: true });
    await page.getByRole('radio', { name: /Use my own number/ }).click();
    await page.getByLabel(/^Country/).selectOption('US');
    await page.getByLabel(/^Phone number/).fill('2025550143');
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.locator('.field__error').allTextContents()).toEqual(['Required', 'Required', 'Required', 'Required']);
    await page.getByLabel(/^Full name/).fill('Sam');
    expect(await page.locator('.field__error').count()).toBe(3);
    await page.getByLabel(/^Work email/).fill('sam@nowhere');
    await page.getByLabel(/^Phone/).fill('1');
    await page.getByLabel(/^Your role/).fill('Owner');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.locator('#b-contactEmail-error').textContent()).toBe('Invalid email');
    await page.getByLabel(/^Work email/).fill('sam@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^Website/).fill('cafe-dana.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await page.locator('#b-companyWebsite-error').textContent()).toBe(
      'Please enter a valid website URL (e.g., https://www.example.com)',
    );
    expect(await page.locator('#b-industry-error').textContent()).toBe('Please select your business industry');
    expect(await page.locator('#b-businessSize-error').textContent()).toBe('Please select your business size');
    await page.getByLabel(/^Industry/).selectOption('healthcare');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await page.locator('#b-subIndustry-error').textContent()).toBe('Please select your specific business type');
    await page.getByLabel(/^Specific business type/).selectOption('dentist');
    await page.getByLabel(/^Industry/).selectOption('fitness');
    expect(await page.getByLabel(/^Specific business type/).inputValue()).toBe('');
    await page.close();
  });

  it("shows the list error with Try Again, the empty list, and ignores a slow answer for a previous country (the stand-in's PH, NG and DE)", async () => {
    const { page } = await openWizard('/onboarding/?plan=growth', { standIn: true });
    await page.getByRole('button', { name: 'Philippines' }).click();
    expect(await page.getByRole('alert').textContent()).toContain(
      'Failed to load Philippines numbers. Please check your connection and try again.',
    );
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Available numbers in Philippines' }).waitFor();
    await page.getByRole('button', { name: 'Nigeria' }).click();
    await expect
      .poll(() => page.locator('.number-list [role="status"]').textContent())
      .toBe('No phone numbers available for the selected country.');
    // Germany answers after 1.5 s; Mexico, chosen meanwhile, must win.
    await page.getByRole('button', { name: 'Germany' }).click();
    await page.getByRole('button', { name: 'Mexico' }).click();
    await page.getByRole('heading', { name: 'Available numbers in Mexico' }).waitFor();
    await page.waitForTimeout(1800);
    expect(await page.locator('.number-list h3').textContent()).toBe('Available numbers in Mexico');
    expect(await page.locator('.number-item').first().textContent()).toContain('+52');
    await page.close();
  });

  it('requires at least one review platform', async () => {
    // Stored progress is in place before any page script runs: no race with the widget's own save.
    const { page } = await openPage(browser());
    await page.addInitScript(() => {
      sessionStorage.setItem(
        'app:v1:wizard',
        JSON.stringify({
          version: 1,
          step: 6,
          plan: 'growth',
          numberMode: 'own',
          own: { country: 'US', phone: '2025550143' },
          // Valid answers: stored ones that are not take the wizard back to their step (issue 45).
          business: {
            contactName: 'Dana Levi',
            contactEmail: 'dana@example.com',
            contactPhone: '+1 202 555 0143',
            contactRole: 'Owner',
            companyName: 'Café Dana',
            companyWebsite: 'https://cafe-dana.example.com',
            companyAddress: '1 Main St',
            industry: 'other',
            businessSize: 'solo',
          },
          businessPart: 1,
          whatsapp: 'skipped',
          templates: { google: true, facebook: true, tripadvisor: false, customMessage: '' },
        }),
      );
    });
    await page.goto(`${siteUrl}/onboarding/`);
    await expect.poll(() => page.locator('[data-hydrated]').count()).toBeGreaterThan(0);
    await page.getByRole('checkbox', { name: 'Google' }).uncheck();
    await page.getByRole('checkbox', { name: 'Facebook' }).uncheck();
    await page.getByRole('button', { name: 'Finish setup' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please select at least one review platform');
    await page.close();
  });

  it('keeps what was typed across a reload (session storage)', async () => {
    const { page } = await openWizard('/onboarding/?plan=growth', { standIn: true });
    await page.getByRole('radio', { name: /Use my own number/ }).click();
    await page.getByLabel(/^Country/).selectOption('US');
    await page.getByLabel(/^Phone number/).fill('2025550143');
    await page.getByRole('button', { name: /^Continue/ }).click();
    // Typed, then stored before the next task: a visitor who leaves straight away keeps it.
    const stored = await page.getByLabel(/^Full name/).evaluate(async (input) => {
      (input as HTMLInputElement).value = 'Dana Levi';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return sessionStorage.getItem('app:v1:wizard') ?? '';
    });
    expect(stored).toContain('Dana Levi');
    await page.goto(`${standInUrl}/onboarding/`);
    await expect.poll(() => page.locator('[data-hydrated]').count()).toBeGreaterThan(0);
    await expect.poll(() => counter(page)).toBe('Step 3 of 5');
    expect(await page.getByLabel(/^Full name/).inputValue()).toBe('Dana Levi');
    await page.close();
  });

  it('ignores an unknown ?plan value and corrupt stored progress', async () => {
    const opened = await openPage(browser());
    await opened.page.addInitScript(() => sessionStorage.setItem('app:v1:wizard', '{"version":1,"step":"x"'));
    await opened.page.goto(`${siteUrl}/onboarding/?plan=platinum`);
    await expect.poll(() => opened.page.locator('[data-hydrated]').count()).toBeGreaterThan(0);
    expect(await counter(opened.page)).toBe('Step 1 of 5');
    expect(opened.problems).toEqual([]);
    await opened.page.close();
  });

  it('runs the whole path in Hebrew with your own number, skipping WhatsApp setup', async () => {
    const { page, problems } = await openWizard('/il/onboarding/');
    await page.locator('[data-plan="starter"]').click();
    await page.locator('#wizard .wizard__actions .button--primary').click();
    await page.getByRole('dialog').locator('.button--primary').click();
    await page.clock.runFor(2500);
    await expect.poll(() => counter(page)).toBe('שלב 2 מתוך 5');
    // No API here, so no number to buy: the own-number form is the step.
    await page.locator('#own-country').selectOption('IL');
    await page.locator('#own-phone').fill('052-123-4567');
    await page.locator('.wizard__actions .button--primary').click();
    for (const [id, value] of [
      ['contactName', 'דנה לוי'],
      ['contactEmail', 'dana@example.com'],
      ['contactPhone', '0521234567'],
      ['contactRole', 'בעלים'],
    ])
      await page.locator(`#b-${id}`).fill(value!);
    await page.locator('form .wizard__actions button[type="submit"]').click();
    for (const [id, value] of [
      ['companyName', 'קפה דנה'],
      ['companyWebsite', 'https://cafe.example.co.il'],
      ['companyAddress', 'הרצל 1, תל אביב'],
    ])
      await page.locator(`#b-${id}`).fill(value!);
    await page.locator('#b-industry').selectOption('other');
    await page.locator('#b-businessSize').selectOption('solo');
    await page.locator('form .wizard__actions button[type="submit"]').click();
    await expect.poll(() => counter(page)).toBe('שלב 4 מתוך 5');
    expect(await page.locator('.summary').textContent()).toContain('קפה דנה');
    // The number is one unbreakable run (no-break spaces) read left to right.
    expect((await page.locator('.summary').textContent())!.replace(/\s+/g, ' ')).toContain('+972 52 123 4567');
    await page.locator('#verification-code').fill('654321');
    await page.locator('form button[type="submit"]').click();
    // The simulated check takes the spec's 2 s, the button held meanwhile.
    expect(await page.getByRole('button', { name: 'מאמתים...' }).isDisabled()).toBe(true);
    await page.clock.runFor(2000);
    await expect.poll(() => counter(page)).toBe('שלב 5 מתוך 5');
    await page.locator('.whatsapp-intro .button--text').click();
    const skip = page.getByRole('dialog');
    expect(await skip.textContent()).toContain('לוח הבקרה');
    await skip.locator('.button--primary').click();
    await page.locator('.platforms').waitFor();
    await page.locator('.wizard__actions .button--primary').click();
    await page.locator('.wizard__done .button--primary').click();
    await page.getByRole('dialog', { name: 'ברוכים הבאים, דנה לוי!' }).getByRole('button', { name: 'בחירת סיסמה' }).click();
    await page.waitForURL('**/il/login/');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('app:v1:account')!).selectedNumber)).toMatchObject({
      id: 'own-sim',
      country: { code: 'IL', dial: '+972' },
      phoneNumber: '+972 52 123 4567',
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('runs in Hebrew right-to-left, with Hebrew messages, and a previous-step control on phones', async () => {
    const { page } = await openWizard('/il/onboarding/?plan=growth', { width: 375, standIn: true });
    expect(await page.locator('.progress__counter').textContent()).toBe('שלב 2 מתוך 5');
    // One previous-step control: the step's own Back (issue 45, item 13: two were shown on phones).
    const back = page.getByRole('button', { name: 'חזרה', exact: true });
    expect(await back.count()).toBe(1);
    await back.waitFor({ state: 'visible' });
    await page.getByRole('radio').nth(1).click();
    await page.locator('#own-country').selectOption('IL');
    await page.locator('#own-phone').fill('12');
    await page.locator('#own-phone').blur();
    const message = await page.locator('#own-phone-error').textContent();
    expect(message).toMatch(/9/);
    expect(message).not.toContain('Phone number');
    expect(await page.locator('.wizard').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await screenshot(page, 'wizard-number-he-375', 'viewport');
    await back.click();
    expect(await page.locator('.progress__counter').textContent()).toBe('שלב 1 מתוך 5');
    await page.close();
  });
});
