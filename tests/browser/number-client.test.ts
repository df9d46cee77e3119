import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import { announceStandIn, standInNumbersPattern } from '../helpers/stand-in-page.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import hi from '../../locales/hi.json' with { type: 'json' };

const cutText = { en: en.onboarding.numbersCut, he: he.onboarding.numbersCut, hi: hi.onboarding.numbersCut };

const siteUrl = inject('siteUrl');
const browser = useBrowser();

/** The wizard at the number step, with the number list answered by `answer` (in place of the stand-in of `serve`). */
async function numberStep(
  answer: (route: Route) => Promise<void> | void,
  options: { clock?: boolean; prefix?: string; width?: number } = {},
): Promise<Page> {
  const { page } = await openPage(browser(), { width: options.width });
  if (options.clock) await page.clock.install();
  await announceStandIn(page);
  await page.route(standInNumbersPattern, answer);
  await page.goto(`${siteUrl}${options.prefix ?? ''}/onboarding/?plan=growth`);
  await expect.poll(() => page.locator('[data-island="onboarding-wizard"][data-hydrated]').count()).toBe(1);
  return page;
}

const errorText = 'Failed to load Israel numbers. Please check your connection and try again.';
const json =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('number-list client', () => {
  it('gives up after 10 s with the error and Try Again', async () => {
    const page = await numberStep(() => undefined, { clock: true });
    // Waited for, not read at once: the request starts in an effect after hydration, and on a
    // busy machine the check could come first (seen failing in CI).
    await page.getByText('Loading available numbers...').waitFor();
    await page.clock.runFor(10_000);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(errorText);
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await page.close();
  });

  it.each([
    ['HTTP 500', json({ error: 'boom' }, 500)],
    ['a body that is not JSON', json('<html>oops</html>')],
    ['a body that is not a list', json({ numbers: [] })],
  ])('shows the error state for %s', async (_name, answer) => {
    const page = await numberStep(answer);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(errorText);
    await page.close();
  });

  it('keeps only items that have both fields', async () => {
    const page = await numberStep(
      json([
        { PhoneNumberValue: '+972 50 111 1111', District: 'Haifa' },
        { PhoneNumberValue: '+972 50 222 2222' },
        { District: 'Eilat' },
        null,
        { PhoneNumberValue: 42, District: 'Tel Aviv' },
        { PhoneNumberValue: '+972 50 333 3333', District: 'Jerusalem' },
      ]),
    );
    await expect.poll(() => page.locator('.number-item').count()).toBe(2);
    await page.close();
  });

  it('caps 10,000 items at 200 and stays responsive', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      PhoneNumberValue: `+972 50 ${String(i).padStart(7, '0')}`,
      District: `District ${i}`,
    }));
    const page = await numberStep(json(many));
    await expect.poll(() => page.locator('.number-item').count()).toBe(200);
    // Responsive: the clicks go through (each waits for the page; a page locked by 10,000 rows would time out).
    await page.getByRole('radio', { name: /Use my own number/ }).click({ timeout: 5000 });
    await page.getByLabel(/^Country/).selectOption('US', { timeout: 5000 });
    expect(await page.getByLabel(/^Country/).inputValue()).toBe('US');
    await page.close();
  });

  it('shows HTML in District as text', async () => {
    const page = await numberStep(
      json([{ PhoneNumberValue: '+972 50 111 1111', District: '<img src=x onerror="window.__pwned=1"><b>Bold</b>' }]),
    );
    await expect.poll(() => page.locator('.number-item').count()).toBe(1);
    expect(await page.locator('.number-item img, .number-item b').count()).toBe(0);
    expect(await page.locator('.number-item').textContent()).toContain('<b>Bold</b>');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.close();
  });

  /*
   * Issue 45, item 13: a provider's list of 60,000 numbers was cut to the first ones without a
   * word (later refused with "check your connection", which it was not). The first 10,000 are
   * listed, and a notice says how many the service offered, on screen and to a screen reader.
   */
  it.each([
    ['en', '', 'en-US', 375],
    ['en', '', 'en-US', 1280],
    ['he', '/il', 'he-IL', 375],
    ['he', '/il', 'he-IL', 1280],
    ['hi', '/in', 'hi-IN', 375],
    ['hi', '/in', 'hi-IN', 1280],
  ] as const)(
    '%s (%s, %s) at %i px: 60,000 numbers: the first 10,000 are listed, and the list says so',
    async (language, prefix, locale, width) => {
      const many = Array.from({ length: 60_000 }, (_, i) => ({
        PhoneNumberValue: `+972 50 ${String(i).padStart(7, '0')}`,
        District: 'Haifa',
      }));
      const page = await numberStep(json(many), { prefix, width });
      const format = new Intl.NumberFormat(locale);
      const expected = cutText[language].replace('{{total}}', format.format(60_000)).replace('{{kept}}', format.format(10_000));
      const notice = page.getByRole('status').filter({ hasText: expected });
      await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
      expect(await notice.isVisible()).toBe(true);
      await expect.poll(() => page.locator('.number-item').count()).toBe(200);
      await notice.scrollIntoViewIfNeeded();
      await screenshot(page, `numbers-cut-${language}-${width}`, 'viewport');
      await page.close();
    },
  );
});
