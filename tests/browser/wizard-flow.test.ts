import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { openPage, useBrowser } from '../helpers/browser.ts';
import { announceStandIn, standInNumbersPattern } from '../helpers/stand-in-page.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };

/**
 * Issue 21: the wizard's flow. Stored progress (items 2, 14, 15), WhatsApp's success dialog (3),
 * own-number rules (4), completion (5, 6), ?plan= (7), the number list (8, 11), focus, scrolling
 * and history (12, 13). Layout and right-to-left reading are in wizard-layout.test.ts, a static
 * host in wizard-static-host.test.ts.
 */
const siteUrl = inject('siteUrl');
/** The site as `sitegen serve` serves it: the islands call its stand-in of the API (number purchase offered). */
const standInUrl = inject('standInUrl');
const browser = useBrowser();

const templates = { google: true, facebook: true, tripadvisor: false, customMessage: '' };
/** Progress as the wizard saves it: plan chosen, a US number of one's own, contact and company filled. */
const progress = {
  version: 1,
  plan: 'growth',
  trialStartedAt: '2026-01-05T10:00:00.000Z',
  numberMode: 'own',
  own: { country: 'US', phone: '2025550143' },
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
  businessPart: 1,
  verificationCode: '123456',
  whatsapp: 'skipped',
  templates,
};

/**
 * Puts a record in session storage before any page script runs, once per tab: a reload must see
 * what the page itself saved since.
 */
async function seed(page: Page, record: unknown) {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('test:seeded')) return;
    sessionStorage.setItem('test:seeded', 'true');
    sessionStorage.setItem('app:v1:wizard', typeof value === 'string' ? value : JSON.stringify(value));
  }, record as never);
}

async function hydrated(page: Page) {
  await expect.poll(() => page.locator('[data-island="onboarding-wizard"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
}

async function open(path: string, options: { record?: unknown; width?: number; clock?: boolean; standIn?: boolean } = {}) {
  const opened = await openPage(browser(), { width: options.width });
  if (options.clock) await opened.page.clock.install();
  if (options.record !== undefined) await seed(opened.page, options.record);
  await opened.page.goto(`${options.standIn ? standInUrl : siteUrl}${path}`);
  await hydrated(opened.page);
  return opened;
}

const counter = (page: Page) => page.locator('.progress__counter').textContent();
const stored = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('app:v1:wizard') ?? 'null'));
const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

describe('stored progress that does not parse (item 2)', () => {
  it.each([
    ['English', '', 'Step', 'of'],
    ['Hebrew', '/il', 'שלב', 'מתוך'],
  ])('%s: each bad field falls back to its initial value, never a crash, also after a reload', async (_language, prefix, step, of) => {
    // templates: {} used to throw "Cannot read properties of undefined (reading 'trim')".
    const one = await open(`${prefix}/onboarding/`, { record: { ...progress, step: 6, templates: {} } });
    await one.page.locator('.platforms').waitFor();
    expect(await one.page.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked))).toEqual([
      true,
      true,
      false,
    ]);
    await one.page.reload();
    await hydrated(one.page);
    await one.page.locator('.platforms').waitFor();
    expect(one.problems).toEqual([]);
    await one.page.close();

    // Business fields stored as numbers used to throw "e[r].trim is not a function".
    const two = await open(`${prefix}/onboarding/`, {
      record: { ...progress, step: 3, business: { contactName: 42, contactEmail: 'dana@example.com', contactRole: ['x'] } },
    });
    await expect.poll(() => counter(two.page)).toBe(`${step} 3 ${of} 5`);
    expect(await two.page.locator('#b-contactName').inputValue()).toBe('');
    expect(await two.page.locator('#b-contactEmail').inputValue()).toBe('dana@example.com');
    await two.page.locator('form .wizard__actions button[type="submit"]').click();
    expect(await two.page.locator('.field__error').count()).toBe(3);
    expect(two.problems).toEqual([]);
    await two.page.close();

    // step: 2.5 used to show "Step 2.5 of 5" and no step.
    const three = await open(`${prefix}/onboarding/`, { record: { ...progress, step: 2.5 } });
    await expect.poll(() => counter(three.page)).toBe(`${step} 1 ${of} 5`);
    expect(await three.page.locator('[data-plan]').count()).toBe(3);
    expect(three.problems).toEqual([]);
    await three.page.close();
  });

  it('a step whose earlier answers are missing is not shown: no number, no business step', async () => {
    const { page, problems } = await open('/onboarding/', { record: { ...progress, step: 4, own: { country: 'US', phone: '12' } } });
    await expect.poll(() => counter(page)).toBe('Step 2 of 5');
    expect(await page.locator('.wizard__actions .button--primary').isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('WhatsApp connected (item 3)', () => {
  it('Escape on "WhatsApp connected!" never leaves "Connecting..." without a way on', async () => {
    const { page, problems } = await open('/onboarding/', { record: { ...progress, step: 5, whatsapp: 'intro' }, clock: true });
    await page.getByRole('button', { name: 'Start setup' }).click();
    await page.clock.runFor(8000);
    await page.getByText('Connecting...').waitFor();
    await page.clock.runFor(3000);
    await page.getByRole('dialog', { name: /WhatsApp connected!/ }).waitFor();
    // Once (refused: the dialog carries the flow), then again (browsers let a repeat through).
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog', { name: /WhatsApp connected!/ }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByText('Connecting...').count()).toBe(0);
    const next = page.getByRole('button', { name: 'Continue to templates' });
    await next.waitFor({ state: 'visible' });
    await next.click();
    await page.getByRole('heading', { name: 'Choose your review platforms' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('own-number digit rules as DECISIONS.md reads them (item 4)', () => {
  it.each([
    ['English', '', en],
    ['Hebrew', '/il', he],
  ])('%s: over-long numbers are refused, the number is kept and shown in international form', async (_language, prefix, strings) => {
    const { page, problems } = await open(`${prefix}/onboarding/?plan=pro`, { standIn: true });
    await page.getByRole('radio', { name: strings.wizard.number.modeOwn }).click();
    const phone = page.locator('#own-phone');
    const errorOf = async (country: string, value: string) => {
      await page.locator('#own-country').selectOption(country);
      await phone.fill(value);
      await phone.blur();
      return page.locator('#own-phone-error').textContent();
    };
    expect(await errorOf('GB', '079111234567')).toBe(fill(strings.wizard.errors.phoneTooLong, { max: 11 }));
    expect(await errorOf('DE', '0301234567890')).toBe(fill(strings.wizard.errors.phoneTooLong, { max: 12 }));
    const accepted = async (country: string, value: string) => {
      await page.locator('#own-country').selectOption(country);
      await phone.fill(value);
      await page.locator('.form__success').waitFor();
      return { shown: await text(page, '.form__success'), stored: (await stored(page))?.number?.phoneNumber };
    };
    for (const [country, typed, international] of [
      ['IL', '0521234567', '+972 52 123 4567'],
      ['IN', '09876543210', '+91 98765 43210'],
      ['GB', '07911123456', '+44 7911 123456'],
      ['GB', '0044 7911 123456', '+44 7911 123456'],
      ['GB', '+44 7911 123456', '+44 7911 123456'],
      ['IL', '٠٥٢١٢٣٤٥٦٧', '+972 52 123 4567'],
      ['IN', '०९८७६५४३२१०', '+91 98765 43210'],
    ]) {
      expect(await accepted(country!, typed!), `${country} ${typed}`).toEqual({
        shown: `${strings.wizard.number.valid} ${international}`,
        stored: international,
      });
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('completion (items 5 and 6)', () => {
  it.each([
    // Without an address from the API, the new account's next step is a password (issue 45, item 12).
    ['English', '', 'Dana Levi', 'Welcome aboard, Dana Levi!', en.onboarding.accountReadyPassword, '/login/'],
    ['Hebrew', '/il', 'דנה לוי', 'ברוכים הבאים, דנה לוי!', he.onboarding.accountReadyPassword, '/il/login/'],
  ])("%s: a welcome dialog follows, then the locale's login", async (_language, prefix, name, title, signIn, login) => {
    const { page, problems } = await open(`${prefix}/onboarding/`, {
      record: { ...progress, step: 7, business: { ...progress.business, contactName: name } },
    });
    await page.locator('.wizard__done .button--primary').click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    // The account is stored before the welcome; the page stays until the visitor goes on.
    expect(new URL(page.url()).pathname).toBe(`${prefix}/onboarding/`);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('app:v1:onboardingCompleted'),
        typeof JSON.parse(localStorage.getItem('app:v1:account') ?? 'null'),
      ]),
    ).toEqual(['true', 'object']);
    await dialog.getByRole('button', { name: signIn }).click();
    await page.waitForURL(`**${login}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  const finish = async (page: Page) => {
    await page.locator('.wizard__done .button--primary').click();
    await page.getByRole('dialog').waitFor();
    return page.evaluate(() => JSON.parse(localStorage.getItem('app:v1:account') ?? 'null').selectedNumber);
  };

  it("stores the selected number with the spec's fields: an own number, with its dial prefix", async () => {
    const { page } = await open('/onboarding/', { record: { ...progress, step: 7, own: { country: 'GB', phone: '07911 123456' } } });
    expect(await finish(page)).toEqual({
      id: 'own-sim',
      country: { code: 'GB', name: 'United Kingdom', flag: '🇬🇧', dial: '+44' },
      name: 'Your own number',
      price: '$0',
      period: '/month',
      phoneNumber: '+44 7911 123456',
      isValid: true,
      validationMessage: '',
    });
    await page.close();
  });

  it("stores the selected number with the spec's fields: a business number bought in Mexico", async () => {
    const number = { id: 'business-number', country: 'MX', phoneNumber: '+52 55 123 4567', district: 'Puebla', price: '$10' };
    // Where numbers are bought there is an API: the account is made by its createSignup.
    const { page } = await open('/onboarding/', {
      record: { ...progress, step: 7, numberMode: 'purchase', number, verificationToken: 'proof' },
      standIn: true,
    });
    await page.route('**/__sitegen/api/signups', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"accountId":"acct_1"}' }),
    );
    expect(await finish(page)).toEqual({
      id: 'business-number',
      country: { code: 'MX', name: 'Mexico', flag: '🇲🇽' },
      name: 'Business number',
      price: '$10',
      period: '/month',
      phoneNumber: '+52 55 123 4567',
      district: 'Puebla',
      isValid: true,
      validationMessage: '',
    });
    await page.close();
  });
});

describe('?plan= (item 7)', () => {
  it('preselects on arrival only: a plan chosen afterwards survives a reload', async () => {
    const { page, problems } = await open('/onboarding/?plan=growth');
    expect(await counter(page)).toBe('Step 2 of 5');
    await page.locator('.wizard__actions').getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => counter(page)).toBe('Step 1 of 5');
    await page.locator('[data-plan="pro"]').click();
    await expect.poll(async () => (await stored(page))?.plan).toBe('pro');
    await page.reload();
    await hydrated(page);
    await expect.poll(() => counter(page)).toBe('Step 1 of 5');
    expect(await page.locator('[data-plan="pro"]').getAttribute('aria-pressed')).toBe('true');
    expect((await stored(page))?.plan).toBe('pro');
    // A new arrival with ?plan= is a new choice.
    await page.goto(`${siteUrl}/onboarding/?plan=starter`);
    await hydrated(page);
    await expect.poll(() => counter(page)).toBe('Step 2 of 5');
    expect((await stored(page))?.plan).toBe('starter');
    expect(problems).toEqual([]);
    await page.close();
  });
});

/** Answers the number list with `numbers`, and records each country asked for. */
async function answerNumbers(page: Page, numbers: (code: string) => unknown[]): Promise<string[]> {
  const asked: string[] = [];
  await page.route(standInNumbersPattern, async (route: Route) => {
    const code = JSON.parse(route.request().postData() ?? '{}').countryCode as string;
    asked.push(code);
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(numbers(code)) });
  });
  return asked;
}

describe('the number list (items 8 and 11)', () => {
  it.each([
    ['global', '', 'IL', 'en-US'],
    ['il', '/il', 'IL', 'he-IL'],
    ['in', '/in', 'IN', 'hi-IN'],
    ['mx', '/mx', 'MX', 'es-MX'],
    ['br', '/br', 'BR', 'pt-BR'],
  ])('%s opens on its country (%s → %s)', async (_locale, prefix, code, dateLocale) => {
    const { page } = await openPage(browser());
    await announceStandIn(page);
    const asked = await answerNumbers(page, () => [{ PhoneNumberValue: '+1 202 555 0143', District: 'Somewhere' }]);
    await page.goto(`${siteUrl}${prefix}/onboarding/?plan=growth`);
    await hydrated(page);
    await page.locator('.number-item').first().waitFor();
    expect(asked[0]).toBe(code);
    expect(await page.locator('.chip[aria-pressed="true"]').textContent()).toBe(
      new Intl.DisplayNames([dateLocale], { type: 'region' }).of(code),
    );
    await page.close();
  });

  it.each([
    ['English', '', 'Showing 200 of 10,000 numbers', 'Matching: 1 of 10,000', 'Showing 400 of 10,000 numbers'],
    ['Hebrew', '/il', 'מוצגים 200 מתוך 10,000 מספרים', 'מתאימים: 1 מתוך 10,000', 'מוצגים 400 מתוך 10,000 מספרים'],
  ])(
    '%s: 10,000 numbers are counted, filtered by digits or district, and shown 200 at a time',
    async (_language, prefix, first, matching, more) => {
      const { page, problems } = await openPage(browser());
      await announceStandIn(page);
      await answerNumbers(page, () =>
        Array.from({ length: 10_000 }, (_, i) => ({
          PhoneNumberValue: `+972 50 ${String(i).padStart(7, '0')}`,
          District: `District ${i}`,
        })),
      );
      await page.goto(`${siteUrl}${prefix}/onboarding/?plan=growth`);
      await hydrated(page);
      await expect.poll(() => page.locator('.number-item').count()).toBe(200);
      expect(await text(page, '.number-list__count')).toBe(first);
      const filter = page.locator('#number-filter');
      await filter.fill('000 9999');
      await expect.poll(() => page.locator('.number-item').count()).toBe(1);
      expect(await text(page, '.number-list__count')).toBe(matching);
      expect(await text(page, '.number-item')).toContain('District 9999');
      await filter.fill('district 4242');
      await expect.poll(() => text(page, '.number-item')).toContain('0004242');
      await filter.fill('');
      await page.locator('.number-list .cta-row .button').click();
      await expect.poll(() => page.locator('.number-item').count()).toBe(400);
      expect(await text(page, '.number-list__count')).toBe(more);
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});

/** Where an element is on screen, and whether it has focus. */
const placeOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    return {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      header: Math.round(header),
      height: innerHeight,
      focused: document.activeElement === el,
    };
  });

describe('focus, scrolling and history (items 12 and 13)', () => {
  it.each([
    ['English', '', 'Next'],
    ['Hebrew', '/il', 'הבא'],
  ])('%s at 375 px: part 2 of the business step opens at its top, focus on its heading', async (_language, prefix, next) => {
    const { page } = await openPage(browser(), { width: 375 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await seed(page, { ...progress, step: 3 });
    await page.goto(`${siteUrl}${prefix}/onboarding/`);
    await hydrated(page);
    await page.getByRole('button', { name: next, exact: true }).click();
    await expect.poll(() => placeOf(page, '#business-part-title')).toMatchObject({ focused: true });
    const heading = await placeOf(page, '#business-part-title');
    expect(heading.top).toBeGreaterThanOrEqual(heading.header);
    const field = await placeOf(page, '#b-companyName');
    expect(field.bottom).toBeLessThanOrEqual(field.height);
    await page.close();
  });

  it('moves focus to the step heading after each step change', async () => {
    const { page } = await open('/onboarding/', { clock: true, standIn: true });
    await page.locator('[data-plan="growth"]').click();
    await page.locator('#wizard .wizard__actions .button--primary').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start free trial' }).click();
    await page.clock.runFor(2500);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('number-step-title');
    await page.getByRole('radio', { name: /Use my own number/ }).click();
    await page.locator('#own-country').selectOption('US');
    await page.locator('#own-phone').fill('202 555 0143');
    await page.getByRole('button', { name: /^Continue/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('business-step-title');
    await page.close();
  });

  it("the browser's Back and Forward go between steps (and business parts), not off the wizard", async () => {
    const { page, problems } = await open('/onboarding/', { clock: true, standIn: true });
    await page.locator('[data-plan="starter"]').click();
    await page.locator('#wizard .wizard__actions .button--primary').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start free trial' }).click();
    await page.clock.runFor(2500);
    await expect.poll(() => counter(page)).toBe('Step 2 of 5');
    await page.getByRole('radio', { name: /Use my own number/ }).click();
    await page.locator('#own-country').selectOption('US');
    await page.locator('#own-phone').fill('202 555 0143');
    await page.getByRole('button', { name: /^Continue/ }).click();
    for (const [id, value] of [
      ['contactName', 'Sam'],
      ['contactEmail', 'sam@example.com'],
      ['contactPhone', '1'],
      ['contactRole', 'Owner'],
    ])
      await page.locator(`#b-${id}`).fill(value!);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: 'Company details' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Contact details' }).waitFor();
    expect(await page.locator('#b-contactName').inputValue()).toBe('Sam');
    await page.goBack();
    await expect.poll(() => counter(page)).toBe('Step 2 of 5');
    expect(await page.locator('#own-phone').inputValue()).toBe('202 555 0143');
    await page.goBack();
    await expect.poll(() => counter(page)).toBe('Step 1 of 5');
    expect(new URL(page.url()).pathname).toBe('/onboarding/');
    await page.goForward();
    await expect.poll(() => counter(page)).toBe('Step 2 of 5');
    // The wizard's own Back control walks the same entries.
    await page.getByRole('button', { name: /^Continue/ }).click();
    await expect.poll(() => counter(page)).toBe('Step 3 of 5');
    await page.locator('.wizard__actions').getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => counter(page)).toBe('Step 2 of 5');
    await page.goForward();
    await expect.poll(() => counter(page)).toBe('Step 3 of 5');
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([375, 1280])('the templates step has a Back control at %i px', async (width) => {
    const { page } = await open('/onboarding/', { record: { ...progress, step: 6 }, width });
    const back = page.locator('.wizard__actions').getByRole('button', { name: 'Back' });
    expect(await back.isVisible()).toBe(true);
    await back.click();
    await expect.poll(() => counter(page)).toBe('Step 5 of 5');
    await page.close();
  });
});

describe('a reload (items 14 and 15)', () => {
  it('never paints step 1 first: a neutral frame until the stored step is known', async () => {
    const { page, problems } = await openPage(browser());
    await seed(page, { ...progress, step: 4 });
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/assets/islands/onboarding-wizard.*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The island's script is held back (it would also hold DOMContentLoaded): the page as painted before it runs.
    await page.goto(`${siteUrl}/onboarding/`, { waitUntil: 'commit' });
    await page.locator('.site-footer').waitFor({ state: 'attached' });
    expect(await page.locator('[data-plan]').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Choose your plan' }).count()).toBe(0);
    expect(await page.locator('.wizard__loading').isVisible()).toBe(true);
    release();
    await hydrated(page);
    await expect.poll(() => counter(page)).toBe('Step 4 of 5');
    await page.getByRole('heading', { name: 'Verify your number' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['English', '', 'Use my own number'],
    ['Hebrew', '/il', 'שימוש במספר משלכם'],
  ])('%s: own-number mode comes back with what was typed', async (_language, prefix, own) => {
    const { page, problems } = await open(`${prefix}/onboarding/?plan=growth`, { standIn: true });
    await page.getByRole('radio', { name: own }).click();
    await page.locator('#own-country').selectOption('IL');
    await page.locator('#own-phone').fill('052-123-4567');
    await expect.poll(async () => (await stored(page))?.number?.phoneNumber).toBe('+972 52 123 4567');
    await page.reload();
    await hydrated(page);
    await page.locator('#own-phone').waitFor();
    expect(await page.getByRole('radio', { name: own }).getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('#own-country').inputValue()).toBe('IL');
    expect(await page.locator('#own-phone').inputValue()).toBe('052-123-4567');
    expect(await page.locator('.wizard__actions .button--primary').isEnabled()).toBe(true);
    expect(await text(page, '.form__success')).toContain('+972 52 123 4567');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a stored own number that no longer passes is not carried forward', async () => {
    const record = {
      ...progress,
      step: 2,
      own: { country: 'IL', phone: '12' },
      number: { id: 'own-sim', country: 'IL', phoneNumber: '+972 52 123 4567', price: '$0' },
    };
    const { page } = await open('/onboarding/', { record });
    await page.locator('#own-phone').waitFor();
    expect(await page.locator('#own-phone').inputValue()).toBe('12');
    expect(await page.locator('.wizard__actions .button--primary').isDisabled()).toBe(true);
    await page.close();
  });
});
