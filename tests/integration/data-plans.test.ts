import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { addScalePlan, scalePrices } from '../helpers/fourth-plan.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Issue 23, item 2: plans are data. A fourth plan added to a copy of the site (data and strings
 * only) shows on every pricing page in its order and currency, in the Product JSON-LD and in the
 * wizard's plans, through the real CLI. The wizard in Chromium: tests/browser/data-plans.test.ts.
 */
let site: FixtureSite;
const page = (path: string) => readFile(join(site.out, path), 'utf8');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
const cardSlugs = (html: string) => [...html.matchAll(/<article[^>]*aria-labelledby="plan-([a-z0-9-]+)"/g)].map((m) => m[1]);
/** The props of the wizard island, as the browser receives them. */
const wizardProps = (html: string) =>
  JSON.parse(
    html
      .match(/data-island="onboarding-wizard" data-props="([^"]*)"/)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  ) as { plans: { slug: string; price: string; href: string }[] };

beforeAll(async () => {
  site = await createFixtureSite();
  await addScalePlan(site);
  const result = await runCli(['generate', '--root', site.root, '-o', site.out, '-q']);
  expect(result.stderr).not.toMatch(/error/i);
  expect(result.code).toBe(0);
}, 120_000);
afterAll(() => site.cleanup());

describe('a fourth plan added as data', () => {
  it.each([
    ['pricing/index.html', 'Scale', '$290', '/onboarding/?plan=scale'],
    ['il/pricing/index.html', 'סקייל', '990', '/il/onboarding/?plan=scale'],
    ['in/pricing/index.html', 'Scale', '₹14,999', '/in/onboarding/?plan=scale'],
    ['mx/pricing/index.html', 'Scale', '$4,999', '/mx/onboarding/?plan=scale'],
    ['br/pricing/index.html', 'Scale', 'R$\u00a01.399', '/br/onboarding/?plan=scale'],
  ])('%s shows it after Pro: %s at %s, leading to %s', async (path, name, price, href) => {
    const html = await page(path);
    expect(cardSlugs(html)).toEqual(['starter', 'growth', 'pro', 'scale']);
    const card = html.slice(html.indexOf('aria-labelledby="plan-scale"'));
    expect(card.slice(0, card.indexOf('</article>'))).toMatch(
      new RegExp(
        `>${name}</h3>.*<strong class="ltr">[^<]*${price.replace(/\$/g, '\\$')}[^<]*</strong>.*href="${href.replace(/\?/g, '\\?')}"`,
        's',
      ),
    );
  });

  it.each([
    ['pricing/index.html', 'USD'],
    ['il/pricing/index.html', 'ILS'],
    ['br/pricing/index.html', 'BRL'],
  ])('%s offers it in the Product JSON-LD at the %s price', async (path, currency) => {
    const product = jsonLd(await page(path)).find((block) => block['@type'] === 'Product')!;
    expect(product.offers).toHaveLength(4);
    const offer = product.offers[3];
    expect(offer).toMatchObject({ price: scalePrices[currency]!.monthly.toFixed(2), priceCurrency: currency });
    expect(offer.name).toBe(path.startsWith('il') ? 'סקייל' : 'Scale');
  });

  it('gives it to the wizard with the other three, priced for the page', async () => {
    const { plans } = wizardProps(await page('mx/onboarding/index.html'));
    expect(plans.map((plan) => plan.slug)).toEqual(['starter', 'growth', 'pro', 'scale']);
    expect(plans[3]).toMatchObject({ price: '$4,999', href: '/mx/onboarding/?plan=scale' });
  });

  it('shows "Scale" in English where a language has no texts for it yet, and check names each of them', async () => {
    expect(await page('mx/pricing/index.html')).toContain('>Choose Scale<');
    const check = await runCli(['check', '--root', site.root]);
    expect(check.code).toBe(1);
    for (const lang of ['es', 'pt', 'hi']) {
      for (const key of ['plans.scale.name', 'plans.scale.description', 'plans.scale.cta', 'plans.features.scaleOnboarding'])
        expect(check.stderr).toContain(`locales/${lang}.json: ${key}: is missing`);
    }
    // Hebrew has the plan's texts, not the new feature.
    expect(check.stderr).not.toContain('locales/he.json: plans.scale.name: is missing');
    expect(check.stderr).toContain('locales/he.json: plans.features.scaleOnboarding: is missing');
  }, 60_000);
});
