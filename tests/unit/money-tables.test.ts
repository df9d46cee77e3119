import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../generator/load/load-data.ts';
import { createFormatters } from '../../generator/i18n/format.ts';
import { contentValues, fillPlaceholders } from '../../templates/prices.ts';
import { createFixtureSite, repoRoot, type FixtureSite } from '../helpers/fixture-site.ts';
import { loadProblems } from '../helpers/load-problems.ts';

let site: FixtureSite | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

describe('price tables (data/currencies.json)', () => {
  it('has the spec grid as the USD row, and a table for every locale currency', async () => {
    const data = await loadSiteData(repoRoot);
    expect(data.currencies.USD).toEqual({
      plans: {
        starter: { monthly: 15, extraMessage: 0.2 },
        growth: { monthly: 49, extraMessage: 0.15 },
        pro: { monthly: 120, extraMessage: 0.12 },
      },
      enterpriseExtraMessageFrom: 0.1,
      businessNumber: 10,
      roiOrderValue: { min: 25, max: 500, step: 25, default: 75 },
      roiExampleRevenue: 2100,
    });
    for (const locale of data.locales) {
      const table = data.currencies[locale.currency]!;
      expect(table, locale.currency).toBeDefined();
      // Whole units a business would publish, not conversions (no ₹1,243.17).
      for (const plan of Object.values(table.plans)) expect(Number.isInteger(plan.monthly)).toBe(true);
      expect(Number.isInteger(table.businessNumber)).toBe(true);
    }
  });

  it('fails the build for a locale whose currency has no table, naming the file, the field and the fix', async () => {
    site = await createFixtureSite();
    await site.editJson('data/currencies.json', (tables) => {
      delete tables.BRL;
    });
    expect(await loadProblems(site.root)).toEqual([
      'locales/locales.json: locales.4.currency: locale "br" uses BRL, which has no price table in data/currencies.json (add a "BRL" table there with the prices a business in that country would publish, in whole BRL (copy the "USD" table and set every figure), or use a currency that has one: USD, ILS, INR, MXN)',
    ]);
  });

  it('refuses cents on a plan, too many decimals, a slider that misses its end, and falling plan prices', async () => {
    site = await createFixtureSite();
    await site.editJson('data/currencies.json', (tables) => {
      tables.ILS.plans.starter.monthly = 49.9;
      tables.ILS.plans.growth.extraMessage = 0.555;
      tables.MXN.roiOrderValue.step = 300;
      tables.BRL.plans.pro.monthly = 200;
    });
    expect(await loadProblems(site.root)).toEqual([
      'data/currencies.json: ILS.plans.starter.monthly: must be a whole number: a price a business would publish, like 49 (no cents)',
      'data/currencies.json: MXN.roiOrderValue.step: must divide max - min (4900) so the slider reaches max',
      'data/currencies.json: MXN.roiOrderValue.default: must be a stop of the slider: min, min + step, … up to max (100–5000 by 300)',
    ]);
    await site.editJson('data/currencies.json', (tables) => {
      tables.ILS.plans.starter.monthly = 49;
      tables.MXN.roiOrderValue.step = 100;
    });
    expect(await loadProblems(site.root)).toEqual([
      'data/currencies.json: ILS.plans.growth.extraMessage: has more than 2 decimals; ILS is written to 2 places',
    ]);
    // The order of the plans is data/plans.json's: checked once both files are valid.
    await site.editJson('data/currencies.json', (tables) => {
      tables.ILS.plans.growth.extraMessage = 0.55;
    });
    expect(await loadProblems(site.root)).toEqual([
      'data/currencies.json: BRL.plans: monthly prices must rise in the order data/plans.json lists the plans (starter, growth, pro: 79, 249, 200)',
    ]);
  });

  it('says where a price left in data/plans.json belongs now', async () => {
    site = await createFixtureSite();
    await site.editJson('data/plans.json', (plans) => {
      plans.plans[0].price = 15;
      plans.businessNumberPrice = 10;
    });
    expect(await loadProblems(site.root)).toEqual([
      'data/plans.json: plans[starter].price: prices are per currency in data/currencies.json; set plans.<slug>.monthly there, under each currency, and remove this field',
      'data/plans.json: businessNumberPrice: prices are per currency in data/currencies.json; set businessNumber there, under each currency, and remove this field',
    ]);
  });

  it('refuses an unknown price placeholder in an FAQ answer and in a post', async () => {
    site = await createFixtureSite();
    await site.editJson('data/faqs.json', (faqs) => {
      faqs.entries[0].answer.es = 'Desde {{price.gold}} al mes.';
    });
    const path = 'content/posts/pt/more-reviews-more-money.md';
    await site.write(path, `${await site.read(path)}\nA partir de {{price.starterr}}.\n`);
    const problems = await loadProblems(site.root);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^content\/posts\/pt\/more-reviews-more-money\.md: body: unknown placeholder \{\{price\.starterr\}\} \(posts can use \{\{price\.starter\}\}, /,
    );
    expect(problems[1]).toMatch(
      /^data\/faqs\.json: entries\.0\.answer\.es: unknown placeholder \{\{price\.gold\}\}; known ones are \{\{price\.starter\}\}, /,
    );
  });
});

describe("figures written the locale's way", () => {
  it('formats percentages, ratings, counts and prices by Intl for each page locale', async () => {
    const { currencies } = await loadSiteData(repoRoot);
    const global = createFormatters('en-US', 'USD', currencies);
    const brazil = createFormatters('pt-BR', 'BRL', currencies);
    const india = createFormatters('hi-IN', 'INR', currencies);
    expect([global.percent(4200), global.number(4.9), global.compact(50000), global.localMoney(15)]).toEqual([
      '4,200%',
      '4.9',
      '50K',
      '$15',
    ]);
    expect([brazil.percent(4200), brazil.number(4.9), brazil.compact(50000), brazil.localMoney(0.7)]).toEqual([
      '4.200%',
      '4,9',
      '50\u00a0mil',
      'R$\u00a00,70',
    ]);
    expect([india.localMoney(109500), india.percent(35)]).toEqual(['₹1,09,500', '35%']);
  });

  it("fills {{price.…}}, {{messages.…}} and {{plan.…}} with the page currency's figures and the page language's plan names", async () => {
    const { currencies } = await loadSiteData(repoRoot);
    const format = createFormatters('en-US', 'ILS', currencies);
    const planName = (slug: string) => ({ starter: 'בסיסי', growth: 'צמיחה', pro: 'פרו' })[slug] ?? slug;
    const values = contentValues({
      table: currencies.ILS!,
      messages: { starter: 30, growth: 110, pro: 240 },
      money: format.localMoney,
      number: format.number,
      planName,
    });
    expect(fillPlaceholders('From {{price.starter}} for {{ messages.starter }} messages; a number is {{price.number}}.', values)).toBe(
      'From ₪49 for 30 messages; a number is ₪35.',
    );
    expect(fillPlaceholders('{{plan.growth}} costs {{price.growth}}.', values)).toBe(
      `צמיחה costs ${format.localMoney(currencies.ILS!.plans.growth!.monthly)}.`,
    );
    expect(() => fillPlaceholders('{{price.gold}}', values)).toThrow('Unknown placeholder {{price.gold}}');
  });
});
