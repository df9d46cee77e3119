import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from '../helpers/browser.ts';

// Issue 45, item 1: the mobile menu opened after scrolling was drawn at the top of the document,
// off-screen, and the page moved under it.
const siteUrl = inject('siteUrl');
const browser = useBrowser();

type Input = 'pointer' | 'touch';

/** A 375 px phone page, scrolled to `scrollY` once its islands have hydrated. */
async function phonePage(path: string, input: Input, scrollY: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 375, height: 700 }, hasTouch: input === 'touch' });
  const page = await context.newPage();
  page.on('close', () => context.close().catch(() => undefined));
  await page.goto(`${siteUrl}${path}`);
  await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollY);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
  return page;
}

const menuButton = (page: Page) => page.locator('.mobile-menu > summary');
const isOpen = (page: Page) => page.locator('.mobile-menu').evaluate((details) => (details as HTMLDetailsElement).open);

async function openMenu(page: Page, input: Input) {
  if (input === 'touch') await menuButton(page).tap();
  else await menuButton(page).click();
  await expect.poll(() => isOpen(page)).toBe(true);
}

/** The first link's box against the viewport: it must be on screen, below the header. */
const firstLink = (page: Page) =>
  page
    .locator('.mobile-menu__links a')
    .first()
    .evaluate((link) => {
      const box = link.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, viewport: window.innerHeight };
    });

/** Tries to scroll the page behind the open menu the way the input would: a wheel, or a finger's swipe. */
async function tryToScroll(page: Page, input: Input) {
  if (input === 'pointer') {
    await page.mouse.move(187, 600);
    await page.mouse.wheel(0, 400);
  } else {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.synthesizeScrollGesture', { x: 187, y: 650, yDistance: -400, gestureSourceType: 'touch', speed: 2000 });
    await cdp.detach();
  }
  await page.waitForTimeout(300);
}

describe('the mobile menu after scrolling (375 px)', () => {
  for (const input of ['pointer', 'touch'] as const) {
    for (const scrollY of [600, 1500]) {
      it(`opens in view at ${scrollY} px with ${input} input, holds the page still and gives the same position back on Escape`, async () => {
        const page = await phonePage('/', input, scrollY);
        await openMenu(page, input);
        const link = await firstLink(page);
        expect(link.top).toBeGreaterThanOrEqual(64);
        expect(link.bottom).toBeLessThanOrEqual(link.viewport);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
        await tryToScroll(page, input);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
        await page.keyboard.press('Escape');
        await expect.poll(() => isOpen(page)).toBe(false);
        // Focus goes back to the menu button without moving the page.
        expect(await menuButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
        await page.close();
      });
    }
  }

  it('closes with its button and with a click on the dimmed page, keeping the scroll position (he, touch)', async () => {
    const page = await phonePage('/il/', 'touch', 1500);
    await openMenu(page, 'touch');
    await menuButton(page).tap();
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    await openMenu(page, 'touch');
    // The backdrop covers the page below the panel's last button.
    await page.touchscreen.tap(187, 690);
    await expect.poll(() => isOpen(page)).toBe(false);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    await page.close();
  });

  it('keeps the focused menu button in place when Tab reaches it after scrolling', async () => {
    const page = await phonePage('/', 'pointer', 1500);
    await page.locator('.site-header .brand').focus();
    // The search button (issue 43) comes between the logo and the menu button.
    await page.keyboard.press('Tab');
    expect(await page.locator('.site-header .search-button').evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await menuButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    await page.close();
  });

  it.each([
    ['en', '/'],
    ['he', '/il/'],
  ])('screenshots the open menu in %s at 1,500 px', async (lang, path) => {
    const page = await phonePage(path, 'touch', 1500);
    await openMenu(page, 'touch');
    await screenshot(page, `menu-${lang}-375-1500`, 'viewport');
    await page.close();
  });
});
