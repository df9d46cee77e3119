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
    // Continue is brought into view by a smooth scroll: measured once the page stands still.
    await expect
      .poll(() =>
        welcome.evaluate((el) => {
          el.scrollIntoView({ block: 'center' });
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }),
      )
      .toBe(true);
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
        // The check mark leads the line: on the right of the text in Hebrew, on the left otherwise.
        markFirst: (() => {
          const mark = el.querySelector('svg')!.getBoundingClientRect();
          const text = el.querySelector('span')!.getBoundingClientRect();
          return getComputedStyle(el).direction === 'rtl' ? mark.left >= text.right : mark.right <= text.left;
        })(),
        rtl: getComputedStyle(el).direction === 'rtl',
      };
    });
    expect(facts.linksUnder).toBe(0);
    expect(facts.inWizard).toBe(true);
    expect(facts.onTop).toBe(true);
    expect(facts.rtl).toBe(language === 'he');
    expect(facts.markFirst).toBe(true);
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
    // Both boxes in one frame: the wizard scrolls smoothly to the first error, and two separate
    // measurements could straddle a step of that scroll.
    const [name, id] = await page.evaluate(() =>
      ['#b-companyName', '#b-companyId'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return { y: box.y, height: box.height };
      }),
    );
    if (width >= 640) expect(Math.abs(id!.y - name!.y)).toBeLessThanOrEqual(1);
    else expect(id!.y).toBeGreaterThan(name!.y + name!.height);
    await page.locator('#business-part-title').scrollIntoViewIfNeeded();
    await screenshot(page, `wizard-company-errors-${language}-${width}`, 'viewport');
    await page.close();
  });
});

/**
 * Every Hebrew one-letter prefix with its hyphen ("ה-WhatsApp") in `selector`'s text that sits
 * on another line than the character after its hyphen, at each width from 100 to 360 px.
 */
async function prefixesAlone(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const found: string[] = [];
    const el = root as HTMLElement;
    for (let width = 100; width <= 360; width += 4) {
      el.style.inlineSize = `${width}px`;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const chars: { node: Text; offset: number }[] = [];
      let text = '';
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let offset = 0; offset < node.data.length; offset++) chars.push({ node, offset });
        text += node.data;
      }
      const top = (index: number) => {
        const range = document.createRange();
        range.setStart(chars[index]!.node, chars[index]!.offset);
        range.setEnd(chars[index]!.node, chars[index]!.offset + 1);
        const box = range.getBoundingClientRect();
        return box.top + box.height / 2;
      };
      for (const match of text.matchAll(/(?<![\p{L}\p{M}])[\u05D0-\u05EA]-[^\s\u05D0-\u05EA]/gu)) {
        const at = match.index;
        if (Math.abs(top(at) - top(at + 2)) > 4) found.push(`${width}px: ${text.slice(at, at + 12)}`);
      }
    }
    el.style.inlineSize = '';
    return found;
  });
}

describe('Hebrew one-letter prefixes before a Latin word (item 13)', () => {
  it.each([375, 1280])(
    'he at %i px: "ה-WhatsApp", "ב-{{platform}}" and the consent sentence keep their prefix on the line',
    async (width) => {
      const number = await open('he', width, { version: 1, step: 2, plan: 'growth' });
      await number.locator('#number-step-title').waitFor();
      expect(await prefixesAlone(number, '#number-step-title')).toEqual([]);
      await screenshot(number, `wizard-prefix-number-he-${width}`, 'viewport');
      await number.close();

      const business = await open('he', width, {
        version: 1,
        step: 3,
        businessPart: 1,
        plan: 'growth',
        numberMode: 'own',
        own: { country: 'US', phone: '2025550143' },
      });
      await business.locator('label[for="b-consent-whatsapp"]').waitFor();
      expect(await prefixesAlone(business, 'label[for="b-consent-whatsapp"]')).toEqual([]);
      await business.close();

      const templates = await open('he', width, {
        version: 1,
        step: 6,
        plan: 'growth',
        numberMode: 'own',
        own: { country: 'US', phone: '2025550143' },
        business: {
          contactName: 'Dana Levi',
          contactEmail: 'dana@example.com',
          contactPhone: '+1 202 555 0143',
          contactRole: 'Owner',
          companyName: 'Café Dana',
          companyWebsite: 'https://cafe-dana.example.com',
          companyAddress: '1 Main St',
          industry: 'other',
          businessSize: 'solo',
        },
        whatsapp: 'skipped',
      });
      await templates.locator('label[for="review-link-facebook"]').waitFor();
      expect(await prefixesAlone(templates, 'label[for="review-link-facebook"]')).toEqual([]);
      await templates.locator('.platforms').scrollIntoViewIfNeeded();
      await screenshot(templates, `wizard-prefix-templates-he-${width}`, 'viewport');
      await templates.close();
    },
  );
});
