import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../generator/browser.ts';
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
  const page = await browser.newPage({ viewport: { width: options.width ?? 1280, height: 900 } });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`requestfailed: ${request.url()}`));
  return { page, problems };
}
