import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.ts';

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const browser = useBrowser();

describe('Content-Security-Policy without unsafe-inline', () => {
  it('has no inline script and no event-handler attribute in any page', async () => {
    const pages = (await readdir(siteDir, { recursive: true })).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(90);
    const offences: string[] = [];
    for (const page of pages) {
      const html = await readFile(join(siteDir, page), 'utf8');
      for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        const attributes = match[1]!;
        const isData = /type="application\/ld\+json"/.test(attributes);
        if (!isData && (!/\ssrc="/.test(attributes) || match[2]!.trim() !== '')) offences.push(`${page}: inline script`);
      }
      if (/<[^>]+\son[a-z]+=/i.test(html)) offences.push(`${page}: event-handler attribute`);
      if (/\sstyle="/.test(html)) offences.push(`${page}: style attribute`);
    }
    expect(offences).toEqual([]);
  });

  it('runs every widget page under the policy with no violation reported', async () => {
    const { page, problems } = await openPage(browser());
    await page.addInitScript(() => {
      localStorage.setItem('app:v1:onboardingCompleted', 'true');
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of ['/', '/il/pricing/', '/contact/', '/login/', '/roi/', '/mx/blog/why-whatsapp-for-reviews/']) {
      const response = await page.goto(`${siteUrl}${path}`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count()).toBe(0);
      if (await page.locator('#roi-customers').count()) await page.locator('#roi-customers').fill('500');
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
