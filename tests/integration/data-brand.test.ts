import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint, listFiles } from '../helpers/output-files.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Issue 23, item 6: the brand in one place. One edit of data/brand.json (another accent, another
 * name) and a rebuild change the stylesheet, the favicon, the logo file, the inline logo and the
 * theme colour, also through the build cache (same bytes as a cold build).
 */
let site: FixtureSite;
const read = (out: string, path: string) => readFile(join(out, path), 'utf8');
const assetOf = async (out: string, pattern: RegExp) => (await listFiles(out)).find((file) => pattern.test(file))!;

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il'] });
  // A first build with the shipped brand, so the rebuild below goes through the build cache.
  expect((await runCli(['generate', '--root', site.root, '-o', site.out, '-q'])).code).toBe(0);
  await site.editJson('data/brand.json', (brand) => {
    brand.name = 'Acme Reviews';
    brand.colors.accent = '#C0FFEE';
  });
  const result = await runCli(['generate', '--root', site.root, '-o', site.out, '-q']);
  expect(result.code, result.stderr).toBe(0);
}, 120_000);
afterAll(() => site.cleanup());

describe('one brand edit', () => {
  it('changes the accent token of the stylesheet', async () => {
    const css = await read(site.out, await assetOf(site.out, /^assets\/site\.[0-9a-f]+\.css$/));
    expect(css).toContain('--accent:#c0ffee');
    expect(css).not.toContain('#0b7a55');
  });

  it('changes the favicon, /logo.svg and the logo drawn in the header and footer', async () => {
    const favicon = await read(site.out, await assetOf(site.out, /^assets\/favicon\.[0-9a-f]+\.svg$/));
    expect(favicon).toContain('<rect width="32" height="32" rx="9" fill="#c0ffee"/>');
    expect(await read(site.out, 'logo.svg')).toBe(favicon);
    const home = await read(site.out, 'il/index.html');
    expect(home.match(/<rect width="32" height="32" rx="9" fill="#c0ffee"><\/rect>/g)).toHaveLength(2);
    expect(home).not.toContain('#0b7a55');
    expect(home).toContain('<meta name="theme-color" content="#c0ffee">');
  });

  it("draws a post's social card in the new accent (its bottom bar)", async () => {
    const card = (await listFiles(site.out)).find((file) => /^og\/en\/[a-z0-9-]+\.png$/.test(file))!;
    expect(card).toBeDefined();
    const { data, info } = await sharp(join(site.out, card)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    // Inside the 18 px bar along the bottom of the text column, left of any cover.
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(40, 624)).toEqual([0xc0, 0xff, 0xee]);
  });

  it('renames the brand in titles, the header and structured data', async () => {
    const home = await read(site.out, 'index.html');
    expect(home).toContain('<meta property="og:site_name" content="Acme Reviews">');
    expect(home).toContain('<span>Acme Reviews</span>');
    expect(home).not.toContain('ReviewNudge<');
  });

  it('gives the same bytes through the build cache as a cold build', async () => {
    const cold = join(site.root, 'cold');
    expect((await runCli(['generate', '--root', site.root, '-o', cold, '-q', '--force'])).code).toBe(0);
    expect(await fingerprint(site.out)).toEqual(await fingerprint(cold));
  }, 60_000);
});

describe('a wrong brand file', () => {
  it('names the file and field of a colour that is not #rrggbb, and of a brand name left in site.json', async () => {
    const broken = await createFixtureSite({ locales: ['global'] });
    try {
      await broken.editJson('data/brand.json', (brand) => {
        brand.colors.accent = 'green';
      });
      await broken.editJson('data/site.json', (file) => {
        file.brandName = 'Old Name';
      });
      const result = await runCli(['generate', '--root', broken.root, '-o', broken.out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('data/brand.json: colors.accent: must be a colour written as #rrggbb, like "#0b7a55"');
      expect(result.stderr).toContain('data/site.json: brandName: the brand name is in data/brand.json now, as "name"; remove this field');
    } finally {
      await broken.cleanup();
    }
  }, 60_000);
});
