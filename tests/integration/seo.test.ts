import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

const siteUrl = 'https://www.example.com';
let dir: string;
let pages: { path: string; html: string }[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitegen-seo-'));
  await build({ root: repoRoot, outDir: join(dir, 'dist') });
  const files = (await readdir(join(dir, 'dist'), { recursive: true })).filter((f) => f.endsWith('.html')).sort();
  pages = await Promise.all(files.map(async (path) => ({ path, html: await readFile(join(dir, 'dist', path), 'utf8') })));
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);

/** The properties Google requires (or strongly expects) for each type we emit. */
const required: Record<string, (block: Record<string, any>) => string[]> = {
  Organization: (b) => [!b.name && 'name', !b.url && 'url', !b.logo && 'logo'].filter(Boolean) as string[],
  WebSite: (b) => [!b.name && 'name', !b.url && 'url'].filter(Boolean) as string[],
  FAQPage: (b) =>
    Array.isArray(b.mainEntity) &&
    b.mainEntity.length > 0 &&
    b.mainEntity.every((q: any) => q['@type'] === 'Question' && q.name && q.acceptedAnswer?.text)
      ? []
      : ['mainEntity'],
  BreadcrumbList: (b) =>
    b.itemListElement?.every((item: any, i: number) => item.position === i + 1 && item.name && item.item?.startsWith(siteUrl))
      ? []
      : ['itemListElement'],
  Product: (b) =>
    [
      !b.name && 'name',
      !(b.offers?.length > 0 && b.offers.every((o: any) => o.price && o.priceCurrency && o.priceValidUntil)) && 'offers',
    ].filter(Boolean) as string[],
  BlogPosting: (b) =>
    [
      !b.headline && 'headline',
      !b.image?.length && 'image',
      !b.datePublished && 'datePublished',
      !b.author?.name && 'author.name',
      !b.publisher && 'publisher',
    ].filter(Boolean) as string[],
};

describe('structured data', () => {
  it('parses on every page and carries the required properties of its type, with no self-serving ratings', () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const block of jsonLd(page.html)) {
        const check = required[block['@type']];
        if (!check) problems.push(`${page.path}: unexpected type ${block['@type']}`);
        else problems.push(...check(block).map((field) => `${page.path}: ${block['@type']} lacks ${field}`));
        if (JSON.stringify(block).includes('aggregateRating') || JSON.stringify(block).includes('"Review"'))
          problems.push(`${page.path}: rating markup about ourselves`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('puts Product with the grid prices on pricing, and FAQPage where questions are shown', () => {
    const pricing = jsonLd(pages.find((p) => p.path === 'pricing/index.html')!.html).find((b) => b['@type'] === 'Product')!;
    expect(pricing.offers.map((o: any) => [o.price, o.priceCurrency])).toEqual([
      ['15.00', 'USD'],
      ['49.00', 'USD'],
      ['120.00', 'USD'],
    ]);
    // Pricing shows the entries data/faqs.json places there (issue 23); ROI shows none.
    for (const path of ['index.html', 'contact/index.html', 'help/index.html', 'il/help/index.html', 'pricing/index.html']) {
      expect(
        jsonLd(pages.find((p) => p.path === path)!.html).some((b) => b['@type'] === 'FAQPage'),
        path,
      ).toBe(true);
    }
    expect(jsonLd(pages.find((p) => p.path === 'roi/index.html')!.html).some((b) => b['@type'] === 'FAQPage')).toBe(false);
  });
});

describe('search-engine consistency', () => {
  it('gives every page but 404 exactly one canonical, and lang/dir on <html>', () => {
    for (const page of pages) {
      const canonicals = attr(page.html, /<link rel="canonical" href="([^"]+)">/g);
      expect(canonicals.length, page.path).toBe(page.path.endsWith('404.html') ? 0 : 1);
      expect(page.html, page.path).toMatch(/^<!doctype html>\n<html lang="[a-zA-Z-]+" dir="(ltr|rtl)">/);
    }
  });

  it('lists every indexable page in the sitemap and nothing that does not exist', async () => {
    const index = await readFile(join(dir, 'dist', 'sitemap.xml'), 'utf8');
    const sitemaps = attr(index, /<loc>([^<]+)<\/loc>/g);
    expect(sitemaps).toHaveLength(5);
    const listed = new Set<string>();
    for (const url of sitemaps)
      attr(await readFile(join(dir, 'dist', url.replace(`${siteUrl}/`, '')), 'utf8'), /<loc>([^<]+)<\/loc>/g).forEach((loc) =>
        listed.add(loc),
      );
    // Indexable: no robots meta and self-canonical (fallback pages point elsewhere).
    const ownUrl = (path: string) => `${siteUrl}/${path.replace(/index\.html$/, '')}`;
    const indexable = pages
      .filter((p) => !/<meta name="robots"/.test(p.html) && attr(p.html, /<link rel="canonical" href="([^"]+)">/g)[0] === ownUrl(p.path))
      .map((p) => ownUrl(p.path));
    expect(indexable.length).toBeGreaterThan(60);
    for (const url of indexable) expect(listed.has(url), url).toBe(true);
    const existing = new Set(pages.map((p) => ownUrl(p.path)));
    for (const url of listed) expect(existing.has(url), url).toBe(true);
  });

  it('points og:image at a real 1200x630 PNG', async () => {
    const images = new Set(pages.flatMap((p) => attr(p.html, /<meta property="og:image" content="([^"]+)">/g)));
    // One per locale for the pages that are not posts, and one per post and language (30).
    expect(images.size).toBe(5 + 30);
    for (const url of images) {
      const png = await readFile(join(dir, 'dist', url.replace(siteUrl, '')));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });
});
