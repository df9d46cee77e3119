import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';

// Issue 43, item 2: the header's search, on each locale's own Pagefind index, under the site's CSP.
const siteUrl = inject('siteUrl');
const browser = useBrowser();

/** A word of a post's body (not its title) in each language, and that post's title. */
const cases = [
  { id: 'en', prefix: '', button: 'Search', query: 'tacos', title: 'How More Online Reviews Turn Into More Revenue' },
  { id: 'he', prefix: '/il', button: 'חיפוש', query: 'הפלאפל', title: 'איך יותר ביקורות ברשת הופכות ליותר הכנסות' },
  { id: 'hi', prefix: '/in', button: 'खोजें', query: 'बिरयानी', title: 'ज़्यादा ऑनलाइन रिव्यू से ज़्यादा कमाई कैसे होती है' },
] as const;

/** A page that records every URL it requests, once its islands have hydrated. */
async function searchPage(path: string, width: number) {
  const { page, problems } = await openPage(browser(), { width });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${siteUrl}${path}`);
  await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0);
  return { page, problems, requested };
}

const resultLinks = (page: Page) => page.getByRole('dialog').getByRole('listitem').getByRole('link');

describe('site search', () => {
  for (const { id, prefix, button, query, title } of cases) {
    for (const width of [375, 1280]) {
      it(`finds a ${id} post by a word of its body, in the page's language only (${width} px)`, async () => {
        const { page, problems, requested } = await searchPage(`${prefix}/blog/`, width);
        expect(requested.some((url) => url.includes('/pagefind/'))).toBe(false);
        await page.getByRole('link', { name: button, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.isVisible()).toBe(true);
        await dialog.getByRole('searchbox').fill(query);
        await expect.poll(() => resultLinks(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
        const hrefs = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
        expect(hrefs.every((href) => href.startsWith(`${prefix}/`))).toBe(true);
        if (!prefix) expect(hrefs.filter((href) => /^\/(il|in|mx|br)\//.test(href))).toEqual([]);
        await expect.poll(() => resultLinks(page).filter({ hasText: title }).count()).toBe(1);
        expect(await resultLinks(page).filter({ hasText: title }).getAttribute('href')).toBe(`${prefix}/blog/more-reviews-more-money/`);
        expect(await dialog.locator('mark').first().textContent()).toContain(query);
        // The count is announced: a status region that names how many pages match.
        expect(await dialog.getByRole('status').textContent()).toMatch(/\d|תוצאה אחת/);
        await screenshot(page, `search-${id}-${width}`, 'viewport');
        expect(requested.filter((url) => !url.startsWith('http://127.0.0.1:'))).toEqual([]);
        expect(requested.some((url) => url.includes(`${prefix}/pagefind/`))).toBe(true);
        expect(problems).toEqual([]);
        await page.close();
      });
    }
  }

  it('shows five results first and five more on request, each fetching its fragment only then', async () => {
    const { page, problems, requested } = await searchPage('/', 1280);
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog').getByRole('searchbox').fill('reviews');
    const status = page.getByRole('dialog').getByRole('status');
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toMatch(/^\d+ results$/);
    const total = Number((await status.textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(10);
    await expect.poll(() => resultLinks(page).count()).toBe(5);
    const fragments = () => requested.filter((url) => url.includes('/pagefind/fragment/')).length;
    expect(fragments()).toBe(5);
    await page.getByRole('dialog').getByRole('button', { name: 'Show more results' }).click();
    await expect.poll(() => resultLinks(page).count()).toBe(10);
    expect(fragments()).toBe(10);
    expect(new Set(await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).size).toBe(10);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps each language's pages out of another's index", async () => {
    const { page, problems } = await searchPage('/', 1280);
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog').getByRole('searchbox').fill('הפלאפל');
    await expect.poll(() => page.getByRole('dialog').getByRole('status').textContent(), { timeout: 10_000 }).toContain('No results');
    expect(await resultLinks(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is usable by keyboard alone: open, type, arrow to a result, Enter; Escape closes and focus returns', async () => {
    const { page, problems } = await searchPage('/il/', 1280);
    const isSearchButton = () => page.evaluate(() => document.activeElement?.classList.contains('search-button') ?? false);
    for (let tab = 0; tab < 20 && !(await isSearchButton()); tab++) await page.keyboard.press('Tab');
    expect(await isSearchButton()).toBe(true);
    await page.keyboard.press('Enter');
    const field = page.getByRole('dialog').getByRole('searchbox');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await isSearchButton()).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('הפלאפל');
    await expect.poll(() => resultLinks(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    const first = await resultLinks(page).first().getAttribute('href');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(first);
    await Promise.all([page.waitForURL(`${siteUrl}${first}`), page.keyboard.press('Enter')]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('without JavaScript the button leads to a search page that says why and links the blog', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/mx/`);
    await page.getByRole('link', { name: 'Buscar', exact: true }).click();
    await page.waitForURL(`${siteUrl}/mx/search/`);
    expect(await page.getByRole('main').textContent()).toContain('necesita JavaScript');
    expect(await page.getByRole('main').getByRole('link', { name: 'Ver el blog' }).getAttribute('href')).toBe('/mx/blog/');
    await context.close();
  });
});
