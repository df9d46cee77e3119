import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

interface RuleSet {
  url?: string;
  errorType?: string;
  errorMessage?: string;
}
interface Attempt {
  key: { url: string; action: string };
  status: string;
}

/**
 * Issue 43 item 4, in Chromium itself: a page's `Speculation-Rules` header names its site's
 * rules file, which Chromium loads without an error (the CSP allows it, its type is right), and
 * hovering a link to another page of the same site starts a prefetch, while a link to another
 * country's site does not. Read through the DevTools protocol's Preload domain, which reports
 * every rule set and every speculation the browser considers.
 */
describe('speculation rules by header', () => {
  it.each([
    { path: '/il/pricing/', rules: '/il/speculation-rules.json', same: '/il/roi/', other: '/pricing/' },
    { path: '/pricing/', rules: '/speculation-rules.json', same: '/roi/', other: '/il/pricing/' },
  ])('on $path: its own site rules, prefetching its own links only', async ({ path, rules, same, other }) => {
    const { page, problems } = await openPage(browser());
    const cdp = await page.context().newCDPSession(page);
    const ruleSets: RuleSet[] = [];
    const attempts: Attempt[] = [];
    cdp.on('Preload.ruleSetUpdated', (event: { ruleSet: RuleSet }) => ruleSets.push(event.ruleSet));
    cdp.on('Preload.preloadingAttemptSourcesUpdated', () => undefined);
    cdp.on('Preload.prefetchStatusUpdated', (event: { key: Attempt['key']; status: string }) =>
      attempts.push({ key: event.key, status: event.status }),
    );
    await cdp.send('Preload.enable');
    const response = await page.goto(`${siteUrl}${path}`);
    expect(response?.headers()['speculation-rules']).toBe(`"${rules}"`);
    await expect.poll(() => ruleSets.length).toBeGreaterThan(0);
    expect(ruleSets.map((set) => ({ url: set.url, error: set.errorType ?? set.errorMessage }))).toEqual([
      { url: `${siteUrl}${rules}`, error: undefined },
    ]);

    // Moderate eagerness: a link held under the pointer is prefetched.
    const link = page.locator(`a[href="${same}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await expect.poll(() => attempts.filter((a) => a.key.url === `${siteUrl}${same}`).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const away = page.locator(`a[href="${other}"]`).first();
    if (await away.isVisible()) {
      await away.hover();
      await page.waitForTimeout(500);
    }
    expect(attempts.filter((a) => a.key.url === `${siteUrl}${other}`)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
