import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { build } from '../../generator/build.ts';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { addScalePlan } from '../helpers/fourth-plan.ts';
import { serveStatic } from '../helpers/static-server.ts';

/**
 * Issue 23, item 2: a fourth plan added as data (tests/helpers/fourth-plan.ts) works in the
 * browser: the pricing page's confirmation leads to `?plan=scale`, which the wizard preselects,
 * and the wizard's plan step offers it among the others. The built pages: data-plans.test.ts.
 */
const browser = useBrowser();
let site: FixtureSite;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il', 'in'] });
  await addScalePlan(site);
  await build({ root: site.root, outDir: site.out });
  server = await serveStatic(site.out);
});
afterAll(async () => {
  await server?.close();
  await site?.cleanup();
});

const storedPlan = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('app:v1:wizard') ?? '{}') as { plan?: string }).plan);
const counter = (page: Page) => page.locator('.progress__counter').textContent();

async function hydrated(page: Page, island: string) {
  await expect.poll(() => page.locator(`[data-island="${island}"][data-hydrated]`).count(), { timeout: 10_000 }).toBe(1);
}

describe('a fourth plan in Chromium', () => {
  it('is chosen on the pricing page, and the wizard opens on step 2 with it', async () => {
    const { page, problems } = await openPage(browser());
    await page.goto(`${server.url}/pricing/`);
    await hydrated(page, 'plan-picker');
    expect(await page.locator('.plans [data-plan]').evaluateAll((links) => links.map((link) => link.getAttribute('data-plan')))).toEqual([
      'starter',
      'growth',
      'pro',
      'scale',
    ]);
    await page.getByRole('link', { name: 'Choose Scale' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('heading').textContent()).toContain('Scale');
    await dialog.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL(/\/onboarding\/\?plan=scale$/);
    await hydrated(page, 'onboarding-wizard');
    await expect.poll(() => counter(page)).toBe('Step 2 of 5');
    expect(await storedPlan(page)).toBe('scale');
    expect(problems).toEqual([]);
  });

  it.each([
    ['English', '', 'Scale', '$290', 375],
    ['Hebrew', '/il', 'סקייל', '990', 1280],
    ['Hindi', '/in', 'Scale', '₹14,999', 375],
  ])("%s: the wizard's plan step offers it at the local price, and choosing it is kept", async (language, prefix, name, price, width) => {
    const { page, problems } = await openPage(browser(), { width });
    await page.clock.install();
    await page.goto(`${server.url}${prefix}/onboarding/`);
    await hydrated(page, 'onboarding-wizard');
    const cards = page.locator('#wizard .plan');
    await expect.poll(() => cards.count()).toBe(4);
    const scale = cards.nth(3);
    expect(await scale.getByRole('heading').textContent()).toBe(name);
    expect(await scale.locator('.plan__price strong').textContent()).toContain(price);
    await scale.locator('[data-plan="scale"]').click();
    expect(await scale.locator('[data-plan="scale"]').getAttribute('aria-pressed')).toBe('true');
    await page.clock.runFor(200);
    await screenshot(page, `data-plans-wizard-${language.toLowerCase()}-${width}`, 'viewport');
    await page.locator('#wizard .wizard__actions .button--primary').click();
    await page.getByRole('dialog').locator('.dialog__actions .button--primary').click();
    await page.clock.runFor(2600);
    await expect.poll(() => counter(page)).not.toContain('1');
    expect(await storedPlan(page)).toBe('scale');
    expect(problems).toEqual([]);
  });

  it('ignores ?plan= naming a plan the site does not have', async () => {
    const { page } = await openPage(browser());
    await page.goto(`${server.url}/onboarding/?plan=platinum`);
    await hydrated(page, 'onboarding-wizard');
    await expect.poll(() => counter(page)).toBe('Step 1 of 5');
    expect(await storedPlan(page)).toBeUndefined();
  });
});
