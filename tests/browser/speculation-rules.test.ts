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
    // Links that must not be prefetched, added to the page (DevTools runs this past the CSP), each
    // hovered; then a link that must be, whose prefetch shows the hovers before it were seen. Chrome
    // takes candidates by URL, so the nofollow link's page is one no other link of the page names.
    const base = path.startsWith('/il/') ? '/il' : '';
    const never = [other, `${base}/blog/why-whatsapp-for-reviews/index.md`, `${base}/blog/feed.xml`, `${base}/contact/sent/`];
    const control = `${base}/help/`;
    await page.evaluate(
      ({ never, control }) => {
        for (const [i, href] of [...never, control].entries()) {
          const a = document.createElement('a');
          a.href = href;
          a.textContent = `test link ${i}`;
          a.id = `test-link-${i}`;
          a.style.display = 'block';
          if (href.endsWith('/contact/sent/')) a.rel = 'nofollow';
          document.querySelector('main')!.prepend(a);
        }
      },
      { never, control },
    );
    for (const i of [0, 1, 2, 3, 4]) {
      await page.locator(`#test-link-${i}`).scrollIntoViewIfNeeded();
      await page.locator(`#test-link-${i}`).hover();
      await page.waitForTimeout(400);
      await page.locator(`#test-link-${i}`).evaluate((a) => a.remove());
    }
    await expect.poll(() => attempts.filter((a) => a.key.url === `${siteUrl}${control}`).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(attempts.filter((a) => never.some((href) => a.key.url === `${siteUrl}${href}`))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
