import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { announceStandIn, standInNumbersPattern } from '../helpers/stand-in-page.ts';

/**
 * Issue 45, item 13: "country lists have no flags (spec §2)". Every featured country's chip,
 * the world dropdown and the own-number dropdown show the country's flag as an image file
 * (an emoji flag needs a font many systems lack): a 40×30 PNG shown at 20×15, decorative, loaded, beside the control
 * on the reading side, in English, Hebrew and Hindi, on a phone and a desktop.
 */
const siteUrl = inject('siteUrl');
const browser = useBrowser();
const { featured } = JSON.parse(readFileSync(join(repoRoot, 'data', 'countries.json'), 'utf8')) as { featured: string[] };

const languages = [
  { name: 'English', prefix: '', lang: 'en', rtl: false },
  { name: 'Hebrew', prefix: '/il', lang: 'he', rtl: true },
  { name: 'Hindi', prefix: '/in', lang: 'hi', rtl: false },
];
const widths = [375, 1280];
const cases = languages.flatMap((language) => widths.map((width) => ({ ...language, width })));

async function open(path: string, width: number, record?: unknown) {
  const { page, problems } = await openPage(browser(), { width });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (record)
    await page.addInitScript((value) => {
      if (sessionStorage.getItem('test:seeded')) return;
      sessionStorage.setItem('test:seeded', 'true');
      sessionStorage.setItem('app:v1:wizard', JSON.stringify(value));
    }, record as never);
  await announceStandIn(page);
  const body = JSON.stringify([{ PhoneNumberValue: '+972 50 111 2222', District: 'Haifa' }]);
  await page.route(standInNumbersPattern, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
  await page.goto(`${siteUrl}${path}`);
  await expect.poll(() => page.locator('[data-island="onboarding-wizard"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
  return { page, problems };
}

/** What a flag image is: its file, whether it loaded, its alt text and its box (an error when there is none). */
const flagOf = (img: Locator) =>
  img.evaluate(
    (el: HTMLImageElement) => {
      const box = el.getBoundingClientRect();
      return {
        src: el.getAttribute('src') ?? '',
        alt: el.getAttribute('alt'),
        loaded: el.complete && el.naturalWidth > 0,
        natural: [el.naturalWidth, el.naturalHeight],
        width: el.getAttribute('width'),
        height: el.getAttribute('height'),
        box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width, height: box.height },
      };
    },
    undefined,
    { timeout: 2000 },
  );

/** Whether `src` is the flag of `code`: `/assets/flags/il.<hash>.png`. */
const isFlagOf = (src: string, code: string) => new RegExp(`/assets/flags/${code.toLowerCase()}\\.[0-9a-f]{10}\\.png$`).test(src);

const overflow = (page: Page) =>
  page.evaluate(() => {
    const wide = document.documentElement.scrollWidth > innerWidth ? [`page ${document.documentElement.scrollWidth}px wide`] : [];
    const outside = [...document.querySelectorAll('#wizard img, #wizard select, #wizard .chip')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > innerWidth + 0.5);
      })
      .map((el) => `${el.tagName.toLowerCase()} ${el.textContent ?? ''} outside the screen`);
    return [...wide, ...outside];
  });

/**
 * The flag sits inside the dropdown where its line starts (left in English, right in Hebrew),
 * before the country's name (the dropdown's padding clears it), centred on the line.
 */
async function expectBeside(flag: Awaited<ReturnType<typeof flagOf>>, control: Locator, rtl: boolean) {
  const box = (await control.boundingBox())!;
  const padding = await control.evaluate((el) => parseFloat(getComputedStyle(el).paddingInlineStart));
  const fromStart = rtl ? box.x + box.width - flag.box.left : flag.box.right - box.x;
  expect(fromStart).toBeGreaterThan(20);
  expect(fromStart).toBeLessThan(padding - 2);
  const middle = (flag.box.top + flag.box.bottom) / 2;
  expect(Math.abs(middle - (box.y + box.height / 2))).toBeLessThan(4);
}

function expectDecorativeFlag(flag: Awaited<ReturnType<typeof flagOf>>, code: string) {
  expect(isFlagOf(flag.src, code), `${flag.src} is the flag of ${code}`).toBe(true);
  expect(flag.alt).toBe('');
  expect(flag.loaded, `${flag.src} loaded`).toBe(true);
  expect([flag.width, flag.height]).toEqual(['20', '15']);
  // Drawn at twice the size shown, sharp on a 2× screen.
  expect(flag.natural).toEqual([40, 30]);
  expect(flag.box.width).toBeCloseTo(20, 0);
  expect(flag.box.height).toBeCloseTo(15, 0);
}

/**
 * Chooses `code` in a country dropdown; then its flag is the one shown beside it, and nothing
 * is off the screen (the screenshot `shot` shows it).
 */
async function chooseCountry(page: Page, select: Locator, flag: Locator, code: string, rtl: boolean, shot: string) {
  await select.selectOption(code);
  await expect.poll(() => flagOf(flag).then((f) => isFlagOf(f.src, code) && f.loaded), { timeout: 5000 }).toBe(true);
  expectDecorativeFlag(await flagOf(flag), code);
  await expectBeside(await flagOf(flag), select, rtl);
  expect(await overflow(page)).toEqual([]);
  await screenshot(page, shot);
}

describe('flags in the wizard’s country choices (issue 45, item 13)', () => {
  it.each(cases)(
    '$name at $width px: every featured country and the world dropdown show their flag',
    async ({ prefix, lang, rtl, width }) => {
      const { page, problems } = await open(`${prefix}/onboarding/?plan=growth`, width);
      const names = new Intl.DisplayNames([lang], { type: 'region' });
      await page.locator('.country-chips').waitFor();
      for (const code of featured) {
        const chip = page.getByRole('button', { name: names.of(code), exact: true });
        await expect.poll(() => flagOf(chip.locator('img')).then((f) => f.loaded), { timeout: 5000 }).toBe(true);
        expectDecorativeFlag(await flagOf(chip.locator('img')), code);
      }
      await page.locator('.number-item').waitFor();
      expect(await overflow(page)).toEqual([]);
      await screenshot(page, `wizard-flags-featured-${lang}-${width}`);

      await page.getByRole('tab').nth(2).click();
      const world = page.locator('#world-country');
      const worldFlag = page.locator('.country-select:has(#world-country) img');
      await chooseCountry(page, world, worldFlag, 'JP', rtl, `wizard-flags-world-${lang}-${width}`);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it.each(cases)('$name at $width px: the own-number dropdown shows the chosen country’s flag', async ({ prefix, lang, rtl, width }) => {
    const record = {
      version: 1,
      plan: 'growth',
      trialStartedAt: '2026-01-05T10:00:00.000Z',
      step: 2,
      numberMode: 'own',
      own: { country: 'IL', phone: '' },
    };
    const { page, problems } = await open(`${prefix}/onboarding/`, width, record);
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    const select = page.locator('#own-country');
    await select.waitFor();
    const flag = page.locator('.country-select:has(#own-country) img');
    await expect.poll(() => flagOf(flag).then((f) => f.loaded), { timeout: 5000 }).toBe(true);
    expectDecorativeFlag(await flagOf(flag), 'IL');
    await expectBeside(await flagOf(flag), select, rtl);
    // The country's name stays the control's accessible value; the image adds nothing to read.
    expect(await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '')).toContain(names.of('IL'));

    await chooseCountry(page, select, flag, 'BR', rtl, `wizard-flags-own-${lang}-${width}`);

    // No country chosen: no flag, and no empty box where one would be.
    await select.selectOption('');
    await expect.poll(() => flag.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
