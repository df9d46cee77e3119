import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import hi from '../../locales/hi.json' with { type: 'json' };

/**
 * Issue 45, item 11: a field over a hidden limit (300 characters for business fields, 2,000 for
 * the long texts) came back empty after a reload, and the inputs showed no limit. Now every
 * input carries its limit (`maxlength`), a counter shows it while typing, and a reload keeps
 * what was typed.
 */
const siteUrl = inject('siteUrl');
const browser = useBrowser();

const business = {
  contactName: 'Dana Levi',
  contactEmail: 'dana@example.com',
  contactPhone: '+972 52 123 4567',
  contactRole: 'Owner',
  companyName: 'Café Dana',
  companyId: '',
  companyWebsite: 'https://cafe-dana.example.com',
  companyAddress: '1 Herzl St',
  industry: 'other',
  subIndustry: '',
  businessSize: 'solo',
  companyDescription: '',
};
const progress = {
  version: 1,
  plan: 'growth',
  trialStartedAt: '2026-01-05T10:00:00.000Z',
  numberMode: 'own',
  own: { country: 'US', phone: '2025550143' },
  business,
  businessPart: 2,
  whatsapp: 'skipped',
};

const languages = { en: ['', en, 'en-US'], he: ['/il', he, 'he-IL'], hi: ['/in', hi, 'hi-IN'] } as const;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

async function openAt(language: keyof typeof languages, width: number, step: number): Promise<Page> {
  const { page } = await openPage(browser(), { width });
  await page.addInitScript(
    (value) => {
      if (sessionStorage.getItem('test:seeded')) return;
      sessionStorage.setItem('test:seeded', 'true');
      sessionStorage.setItem('app:v1:wizard', value);
    },
    JSON.stringify({ ...progress, step }),
  );
  await page.goto(`${siteUrl}${languages[language][0]}/onboarding/`);
  await hydrated(page);
  return page;
}

async function hydrated(page: Page) {
  await expect.poll(() => page.locator('[data-island="onboarding-wizard"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
}

const valueLength = (page: Page, selector: string) => page.locator(selector).evaluate((el) => (el as HTMLInputElement).value.length);

describe("text over a field's limit", () => {
  it.each([
    ['en', 1280],
    ['he', 375],
    ['hi', 375],
  ] as const)('%s at %i px: the limit shows while typing and a reload keeps what was typed', async (language, width) => {
    const [, strings, formatLocale] = languages[language];
    const count = (value: number, max: number) =>
      fill(strings.wizard.characterCount, {
        count: new Intl.NumberFormat(formatLocale).format(value),
        max: new Intl.NumberFormat(formatLocale).format(max),
      });

    // The company part: a one-line field stops at 300 and says so.
    const page = await openAt(language, width, 3);
    await page.locator('#b-companyName').waitFor();
    expect(await page.locator('#b-companyName').getAttribute('maxlength')).toBe('300');
    // The long description shows its count from the start.
    expect(await page.locator('#b-companyDescription-count').textContent()).toBe(count(0, 2000));
    await page.locator('#b-companyName').fill('n'.repeat(320));
    await page.locator('#b-companyDescription').fill('d'.repeat(2100));
    expect(await valueLength(page, '#b-companyName')).toBe(300);
    expect(await page.locator('#b-companyName-count').textContent()).toBe(count(300, 300));
    expect(await page.locator('#b-companyName').getAttribute('aria-describedby')).toContain('b-companyName-count');
    expect(await page.locator('#b-companyDescription-count').textContent()).toBe(count(2000, 2000));
    await screenshot(page, `wizard45-limits-company-${language}-${width}`, 'page');
    await page.reload();
    await hydrated(page);
    await page.locator('#b-companyName').waitFor();
    expect(await valueLength(page, '#b-companyName')).toBe(300);
    expect(await valueLength(page, '#b-companyDescription')).toBe(2000);
    await page.close();

    // The templates step: the custom message stops at 2,000, and a reload keeps it.
    const templates = await openAt(language, width, 6);
    const message = templates.locator('#custom-message');
    await message.fill('m'.repeat(2100));
    expect(await valueLength(templates, '#custom-message')).toBe(2000);
    expect(await templates.locator('#custom-message-count').textContent()).toBe(count(2000, 2000));
    await templates.reload();
    await hydrated(templates);
    await message.waitFor();
    expect(await valueLength(templates, '#custom-message')).toBe(2000);
    await templates.close();
  });

  it('an own number stops at 40 characters, and a reload keeps it', async () => {
    const page = await openAt('en', 375, 2);
    await page.locator('#own-phone').fill('2'.repeat(45));
    expect(await valueLength(page, '#own-phone')).toBe(40);
    await page.reload();
    await hydrated(page);
    await page.locator('#own-phone').waitFor();
    expect(await valueLength(page, '#own-phone')).toBe(40);
    await page.close();
  });
});
