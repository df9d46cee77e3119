import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { openPage, useBrowser } from '../helpers/browser.ts';
import { standInNumbersPattern } from '../helpers/stand-in-page.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import hi from '../../locales/hi.json' with { type: 'json' };

/**
 * Issue 45, item 13, with the keyboard only: plan and number buttons read with their plan and
 * number, one Back per step at any width, focus kept in the wizard when the number's success
 * dialog closes, and "Change number" after a reload opening the chosen number's country.
 */
const standInUrl = inject('standInUrl');
const browser = useBrowser();

const languages = { en: ['', en, 'en-US'], he: ['/il', he, 'he-IL'], hi: ['/in', hi, 'hi-IN'] } as const;

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const focusedIn = (page: Page) =>
  page.evaluate(() => ({
    wizard: document.querySelector('#wizard')?.contains(document.activeElement) ?? false,
    tag: document.activeElement?.tagName,
  }));

/** Mexican numbers for Mexico, Israeli ones for the rest; each country asked for recorded. */
async function answerNumbers(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(standInNumbersPattern, async (route: Route) => {
    const code = JSON.parse(route.request().postData() ?? '{}').countryCode as string;
    asked.push(code);
    const numbers =
      code === 'MX'
        ? [{ PhoneNumberValue: '+52 55 1234 5678', District: 'Puebla' }]
        : [{ PhoneNumberValue: '+972 50 111 2222', District: 'Haifa' }];
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(numbers) });
  });
  return asked;
}

describe('the wizard with the keyboard only', () => {
  it.each([
    ['en', 1280],
    ['he', 375],
    ['hi', 375],
  ] as const)('%s at %i px', async (language, width) => {
    const [prefix, strings, region] = languages[language];
    const { page, problems } = await openPage(browser(), { width });
    await page.clock.install();
    const asked = await answerNumbers(page);
    await page.goto(`${standInUrl}${prefix}/onboarding/`);
    await expect.poll(() => page.locator('[data-island="onboarding-wizard"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);

    // Each plan button is read with its plan's name.
    const names = await page.locator('.plan h3').allTextContents();
    for (const name of names)
      expect(await page.getByRole('button', { name: `${strings.onboarding.selectPlan} ${name}`, exact: true }).count()).toBe(1);
    const growth = page.getByRole('button', { name: `${strings.onboarding.selectPlan} ${names[1]}`, exact: true });
    await tabTo(page, growth);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `${strings.onboarding.selected} ${names[1]}`, exact: true }).waitFor();
    await tabTo(page, page.locator('.wizard__actions .button--primary'));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('dialog').locator('.button--primary'), 10);
    await page.keyboard.press('Enter');
    await page.clock.runFor(2500);
    await page.locator('#number-step-title').waitFor();

    // One Back on the step, at any width.
    expect(await page.getByRole('button', { name: strings.onboarding.back, exact: true }).count()).toBe(1);

    // Mexico's chip, then its number, read with the number.
    const mexico = new Intl.DisplayNames([region], { type: 'region' }).of('MX')!;
    await tabTo(page, page.getByRole('button', { name: mexico, exact: true }));
    await page.keyboard.press('Enter');
    const select = page.getByRole('button', { name: `${strings.wizard.number.select} +52 55 1234 5678`, exact: true });
    await select.waitFor();
    await tabTo(page, select);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: strings.wizard.number.confirm, exact: true }), 10);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: strings.wizard.number.successTitle }).waitFor();
    // The success dialog closes (Escape, or its 3 s): focus stays in the wizard, on Continue.
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedIn(page)).toEqual({ wizard: true, tag: 'BUTTON' });
    expect(await page.locator('.wizard__actions .button--primary').evaluate((el) => el === document.activeElement)).toBe(true);

    // After a reload, "Change number" opens Mexico's list again, not the locale's country.
    await page.reload();
    await expect.poll(() => page.locator('[data-island="onboarding-wizard"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
    await tabTo(page, page.getByRole('button', { name: strings.wizard.number.changeNumber, exact: true }));
    await page.keyboard.press('Enter');
    await page.locator('.number-item').first().waitFor();
    expect(await page.locator('.chip[aria-pressed="true"]').textContent()).toBe(mexico);
    expect(asked.at(-1)).toBe('MX');
    expect(problems).toEqual([]);
    await page.close();
  });
});
