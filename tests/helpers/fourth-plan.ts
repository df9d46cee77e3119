import type { FixtureSite } from './fixture-site.ts';

/** Monthly and extra-message prices of the added plan, per currency: above Pro in each. */
export const scalePrices: Record<string, { monthly: number; extraMessage: number }> = {
  USD: { monthly: 290, extraMessage: 0.11 },
  ILS: { monthly: 990, extraMessage: 0.4 },
  INR: { monthly: 14999, extraMessage: 4 },
  MXN: { monthly: 4999, extraMessage: 2 },
  BRL: { monthly: 1399, extraMessage: 0.45 },
};

/**
 * Adds a fourth self-service plan, "scale", the way a site owner would: a row in
 * data/plans.json, a price in every table of data/currencies.json, its texts in English (and
 * Hebrew); no generator or template code.
 */
export async function addScalePlan(site: FixtureSite): Promise<void> {
  await site.editJson('data/plans.json', (file) => {
    file.plans.push({ slug: 'scale', messages: 600, popular: false, features: ['unlimited', 'scaleOnboarding'] });
  });
  await site.editJson('data/currencies.json', (tables) => {
    for (const [currency, price] of Object.entries(scalePrices)) tables[currency].plans.scale = price;
  });
  await site.editJson('locales/en.json', (strings) => {
    strings.plans.scale = { name: 'Scale', description: 'For franchises sending reviews from dozens of branches.', cta: 'Choose Scale' };
    strings.plans.features.scaleOnboarding = 'Guided onboarding for every branch';
  });
  await site.editJson('locales/he.json', (strings) => {
    strings.plans.scale = { name: 'סקייל', description: 'לרשתות ששולחות בקשות ביקורת מעשרות סניפים.', cta: 'בחירת סקייל' };
  });
}
