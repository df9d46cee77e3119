import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint } from '../helpers/output-files.ts';

/**
 * A page is rendered again when, and only when, an input it read has changed: what it read is
 * recorded while it is made (render/recorded-reads.ts), never listed by hand.
 */
describe('pages kept or rendered again by what they read', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await createFixtureSite({ locales: ['global', 'il'] });
    await build({ root: site.root, outDir: site.out });
  });
  afterAll(() => site.cleanup());

  async function expectCold(): Promise<void> {
    const cold = site.path('cold');
    await build({ root: site.root, outDir: cold, force: true });
    expect(await fingerprint(site.out)).toEqual(await fingerprint(cold));
    await rm(cold, { recursive: true, force: true });
  }

  it('keeps every page when data no page reads changes (a redirect)', async () => {
    await site.editJson('data/redirects.json', (file) => {
      file.redirects = [{ from: '/pricing-old', to: '/pricing' }];
    });
    const cached = await build({ root: site.root, outDir: site.out });
    expect(cached.rendered).toBe(0);
    await expectCold();
  });

  it("renders one language's pages again when its strings change, and no other", async () => {
    await site.editJson('locales/he.json', (strings) => {
      strings.nav.menu = `${strings.nav.menu} ראשי`;
    });
    const cached = await build({ root: site.root, outDir: site.out });
    const hebrew = cached.routes.filter((route) => route.locale.id === 'il').length;
    expect(hebrew).toBeGreaterThan(0);
    expect(cached.rendered).toBe(hebrew);
    await expectCold();
  });

  it('renders every page again when the site data every page reads changes', async () => {
    await site.editJson('data/brand.json', (file) => {
      file.name = `${file.name} Co`;
    });
    const cached = await build({ root: site.root, outDir: site.out });
    expect(cached.rendered).toBe(cached.pages);
    await expectCold();
  });
});
