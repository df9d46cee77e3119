import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import hi from '../../locales/hi.json' with { type: 'json' };

/**
 * Issue 45, item 13, what the wizard looked like: the welcome after the plan's confirmation was a
 * dark toast on the dark footer, half over its links at 1,280 px; and the optional tax-number
 * input sat 14 px lower than the company name when the errors showed.
 */
const siteUrl = inject('siteUrl');
const browser = useBrowser();

const languages = { en: ['', en], he: ['/il', he], hi: ['/in', hi] } as const;
const sizes = [
  ['en', 375],
  ['en', 1280],
  ['he', 375],
  ['he', 1280],
  ['hi', 375],
  ['hi', 1280],
] as const;

async function open(language: keyof typeof languages, width: number, record?: object): Promise<Page> {
  const { page } = await openPage(browser(), { width });
  await page.clock.install();
  if (record)
    await page.addInitScript((value) => {
      if (sessionStorage.getItem('test:seeded')) return;
      sessionStorage.setItem('test:seeded', 'true');
      sessionStorage.setItem('app:v1:wizard', value);
    }, JSON.stringify(record));
  await page.goto(`${siteUrl}${languages[language][0]}/onboarding/`);
  await expect.poll(() => page.locator('[data-island="onboarding-wizard"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
  return page;
}

/** Relative luminance of a computed `rgb(...)` colour (WCAG). */
const luminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

describe('the welcome after the plan is confirmed', () => {
  it.each(sizes)('%s at %i px: light, in the wizard, over no footer link', async (language, width) => {
    const strings = languages[language][1];
    const page = await open(language, width);
    await page.locator('button[data-plan="growth"]').click();
    await page.locator('.wizard__actions .button--primary').click();
    await page.getByRole('dialog').getByRole('button', { name: strings.pricing.confirm }).click();
    const welcome = page.getByRole('status').filter({ hasText: strings.wizard.welcomeTitle });
    await welcome.waitFor();
    await page.clock.runFor(300);
    const facts = await welcome.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hits = [...document.querySelectorAll('footer a')].filter((a) => {
        const r = a.getBoundingClientRect();
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      });
      return {
        background: getComputedStyle(el).backgroundColor,
        color: getComputedStyle(el).color,
        inWizard: Boolean(el.closest('#wizard, [data-island="onboarding-wizard"]')),
        linksUnder: hits.length,
        // Nothing drawn over it.
        onTop: el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
      };
    });
    expect(facts.linksUnder).toBe(0);
    expect(facts.inWizard).toBe(true);
    expect(facts.onTop).toBe(true);
    expect(luminance(facts.background)).toBeGreaterThan(0.7);
    // Its text is dark on it (≥ 4.5:1).
    expect((luminance(facts.background) + 0.05) / (luminance(facts.color) + 0.05)).toBeGreaterThanOrEqual(4.5);
    await screenshot(page, `wizard-welcome-${language}-${width}`, 'viewport');
    // And it leads on to the number, as before.
    await page.clock.runFor(2500);
    await page.locator('#number-step-title').waitFor();
    await page.close();
  });
});

describe('the company part with its errors shown', () => {
  it.each(sizes)('%s at %i px: the optional tax number stays level with the company name', async (language, width) => {
    const strings = languages[language][1];
    const page = await open(language, width, {
      version: 1,
      step: 3,
      businessPart: 2,
      plan: 'growth',
      numberMode: 'own',
      own: { country: 'US', phone: '2025550143' },
      business: { contactName: 'Dana Levi', contactEmail: 'dana@example.com', contactPhone: '+1 202 555 0143', contactRole: 'Owner' },
    });
    await page.locator('#b-companyName').waitFor();
    await page.getByRole('button', { name: strings.onboarding.continue }).click();
    await page.locator('#b-companyName-error').waitFor();
    const [name, id] = await Promise.all(['#b-companyName', '#b-companyId'].map((s) => page.locator(s).boundingBox()));
    if (width >= 640) expect(Math.abs(id!.y - name!.y)).toBeLessThanOrEqual(1);
    else expect(id!.y).toBeGreaterThan(name!.y + name!.height);
    await page.locator('#business-part-title').scrollIntoViewIfNeeded();
    await screenshot(page, `wizard-company-errors-${language}-${width}`, 'viewport');
    await page.close();
  });
});
