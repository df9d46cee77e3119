import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { build } from '../../generator/build.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { serveStatic } from '../helpers/static-server.ts';

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitegen-react-'));
  await build({ root: repoRoot, outDir: join(dir, 'dist'), runtime: 'react', locales: ['global', 'il'] });
  server = await serveStatic(join(dir, 'dist'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('--runtime react (smoke)', () => {
  it.each(['/', '/il/contact/', '/pricing/'])('%s hydrates with React with no console error or warning', async (path) => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${server.url}${path}`);
    await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('runs the ROI calculator on React', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.url}/roi/`);
    await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0);
    await page.locator('#roi-customers').fill('500');
    await expect.poll(() => page.locator('.roi-results dd').allTextContents()).toEqual(['175', '367', '$27,525']);
    await page.close();
  });
});
