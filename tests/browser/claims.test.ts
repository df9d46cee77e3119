import { describe, expect, inject, it } from 'vitest';
import localesFile from '../../locales/locales.json' with { type: 'json' };
import { openPage, useBrowser } from '../helpers/browser.ts';

// Issue 45, item 3: a marketing claim is one figure on every site, written the locale's way;
// only prices are per currency. "return in month 1" read 4,200% / 4,300% / 3,600% / 4,000% / 4.300%.
const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('the pricing page\'s "return in month 1"', () => {
  it('is the same figure in all five locales', async () => {
    const { page } = await openPage(browser(), { width: 375 });
    const figures: Record<string, { shown: string; value: number }> = {};
    for (const locale of localesFile.locales) {
      await page.goto(`${siteUrl}${locale.prefix ? `/${locale.prefix}` : ''}/pricing/`);
      // The third tile of the worked example: its figure above its label.
      const shown = (await page.locator('#roi-block .stat-tile').nth(2).locator('strong').innerText()).trim();
      figures[locale.id] = { shown, value: Number(shown.replace(/\D/g, '')) };
    }
    const values = Object.values(figures).map((figure) => figure.value);
    expect(
      values.every((value) => value > 0),
      JSON.stringify(figures),
    ).toBe(true);
    expect(new Set(values).size, JSON.stringify(figures)).toBe(1);
    // Written the locale's way: the Brazilian site groups thousands with a dot.
    expect(figures.br!.shown).toContain(new Intl.NumberFormat('pt-BR').format(values[0]!));
    await page.close();
  });
});
