import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../generator/assets/browser.ts';
import { repoRoot } from './fixture-site.ts';

export { launchBrowser };

/** Screenshots are test artifacts: look at them after a run (test-results/screenshots/). */
export const screenshotDir = join(repoRoot, 'test-results', 'screenshots');

/** Whole page by default; `viewport` for what is on screen (menus, dialogs). */
export async function screenshot(page: Page, name: string, area: 'page' | 'viewport' = 'page'): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: area === 'page' });
  return path;
}

/** A page that records console errors and warnings, and failed requests, for assertions. */
export async function openPage(browser: Browser, options: { width?: number } = {}) {
  // An explicit context (axe needs one), closed with its page.
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  const page = await context.newPage();
  // The browser may already be closing at the end of a file; nothing is left to close then.
  page.on('close', () => context.close().catch(() => undefined));
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // A request cancelled because the test navigated on (ERR_ABORTED) is not a failure; a missing
  // file is a response (404), checked where it matters.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return { page, problems };
}

/** One Chromium for the test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is not running: use it inside a test.');
    return browser;
  };
}
