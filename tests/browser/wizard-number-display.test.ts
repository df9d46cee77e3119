import { describe, expect, inject, it } from 'vitest';
import type { Route } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import { standInNumbersPattern } from '../helpers/stand-in-page.ts';

/**
 * Issue 45, item 13: a 36-character number without spaces widened every card of the list (122 px
 * of overflow at 375 px, the Select buttons off-screen), and "+972521234567" read "+972 521234567".
 */
const standInUrl = inject('standInUrl');
const browser = useBrowser();

describe('numbers as the service writes them', () => {
  it.each([
    ['', 375],
    ['/il', 375],
    ['/in', 1280],
  ])('%s at %i px: a long number breaks inside its card, a number without spaces keeps none', async (prefix, width) => {
    const { page } = await openPage(browser(), { width });
    await page.route(standInNumbersPattern, (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify([
          { PhoneNumberValue: '+972521234567', District: 'Haifa' },
          { PhoneNumberValue: `+972${'1'.repeat(32)}`, District: 'Tel Aviv' },
        ]),
      }),
    );
    await page.goto(`${standInUrl}${prefix}/onboarding/?plan=growth`);
    await page.locator('.number-item').nth(1).waitFor();
    expect(
      await page
        .locator('.number-item__value')
        .first()
        .evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' ')),
    ).toBe('+972521234567');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    const select = await page.locator('.number-item').nth(1).getByRole('button').boundingBox();
    expect(select!.x + select!.width).toBeLessThanOrEqual(width);
    await screenshot(page, `wizard45-numbers${prefix.replace('/', '-') || '-en'}-${width}`, 'viewport');
    await page.close();
  });
});
