import { expect } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { announceApiStandIn } from '../../generator/dev/api-stand-in.ts';

/** The code the stand-in of the browser tests sends (tests/browser/global-setup.ts). */
export const standInCode = '123456';

/** Where the stand-in answers the number list: what a test routes to answer it itself. */
export const standInNumbersPattern = '**/__sitegen/api/numbers/available';

/**
 * The onboarding pages as `sitegen serve` sends them, with the tag that announces its stand-in of
 * the API: the wizard then offers number purchase, and a test answers the list itself (route
 * `standInNumbersPattern`). Other calls of the API are not answered on a static host.
 */
export async function announceStandIn(page: Page): Promise<void> {
  await page.route(/\/onboarding\/(\?.*)?$/, async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: announceApiStandIn(await response.text()) });
  });
}

/**
 * Runs the page's clock a second at a time until `locator` shows. The stand-in moves a WhatsApp
 * connection on in real time, and the page asks about it on its (fake) timers: each check needs
 * the clock run once more after the previous answer came.
 */
export async function runClockUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        return locator.isVisible();
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
}
