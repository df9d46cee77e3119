import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../generator/build.ts';
import { searchBodyOf } from '../../generator/output/search-body.ts';
import { isSearchable } from '../../generator/output/search-index.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint, listFiles } from '../helpers/output-files.ts';

// Issue 43, item 1: one Pagefind index per locale, of its own language's published pages.

interface IndexedPage {
  url: string;
  content: string;
  filters: Record<string, string[]>;
}

/** The pages an index holds, read from its fragments (gzip, after Pagefind's `pagefind_dcd` mark). */
async function indexedPages(out: string, folder: string): Promise<IndexedPage[]> {
  const files = (await listFiles(join(out, folder, 'pagefind'))).filter((file) => file.endsWith('.pf_fragment'));
  const pages = await Promise.all(
    files.map(async (file) => {
      const text = gunzipSync(await readFile(join(out, folder, 'pagefind', file))).toString('utf8');
      return JSON.parse(text.slice('pagefind_dcd'.length)) as IndexedPage;
    }),
  );
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

const pagefindOf = async (out: string, folder: string) =>
  Object.fromEntries(Object.entries(await fingerprint(out)).filter(([path]) => path.startsWith(`${folder}pagefind/`)));

let site: FixtureSite;
let result: BuildResult;

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il', 'in'] });
  result = await build({ root: site.root, outDir: site.out });
}, 120_000);
afterAll(() => site.cleanup());

describe('search indexes', () => {
  it("writes one index per locale, in the locale's folder and language", async () => {
    for (const [folder, lang] of [
      ['', 'en'],
      ['il/', 'he'],
      ['in/', 'hi'],
    ] as const) {
      const entry = JSON.parse(await readFile(join(site.out, folder, 'pagefind', 'pagefind-entry.json'), 'utf8'));
      expect(Object.keys(entry.languages)).toEqual([lang]);
      const files = await listFiles(join(site.out, folder, 'pagefind'));
      expect(files).toContain('pagefind.js');
      // Pagefind's own ready-made interfaces are not shipped: the site has its dialog.
      expect(files.filter((file) => /ui|highlight/.test(file))).toEqual([]);
      // The one WebAssembly file pagefind.js loads for the language: its own, or Pagefind's
      // language-neutral one where it has no stemmer (Hebrew).
      const wasm = entry.languages[lang].wasm ?? 'unknown';
      expect(files.filter((file) => file.endsWith('.pagefind'))).toEqual([`wasm.${wasm}.pagefind`]);
    }
    expect(JSON.parse(await readFile(join(site.out, 'il', 'pagefind', 'pagefind-entry.json'), 'utf8')).languages.he.wasm).toBeNull();
  });

  it("holds only the locale's own published pages: no other language, no fallback, no noindex page", async () => {
    const en = await indexedPages(site.out, '');
    const he = await indexedPages(site.out, 'il/');
    const hi = await indexedPages(site.out, 'in/');
    expect(en.filter((page) => /^\/(il|in)\//.test(page.url))).toEqual([]);
    expect(he.every((page) => page.url.startsWith('/il/'))).toBe(true);
    expect(hi.every((page) => page.url.startsWith('/in/'))).toBe(true);
    const urls = new Set([...en, ...he, ...hi].map((page) => page.url));
    const fallbacks = result.routes.filter((route) => route.fallback);
    const noindex = result.routes.filter((route) => !route.indexable && !route.fallback);
    // Hindi has no translation of the legal texts: their pages under /in/ show the English ones.
    expect(fallbacks.map((route) => route.path)).toEqual(expect.arrayContaining(['/in/terms/', '/in/privacy/']));
    expect(fallbacks.filter((route) => urls.has(route.path)).map((route) => route.path)).toEqual([]);
    expect(noindex.map((route) => route.path)).toEqual(expect.arrayContaining(['/login/', '/il/search/', '/in/404.html']));
    expect(noindex.filter((route) => urls.has(route.path)).map((route) => route.path)).toEqual([]);
    // The English original is found once, in the English index.
    expect(en.filter((page) => page.url === '/terms/')).toHaveLength(1);
  });

  it('filters by type and category, and indexes a post without the page around it', async () => {
    const he = await indexedPages(site.out, 'il/');
    const post = he.find((page) => page.url === '/il/blog/more-reviews-more-money/')!;
    expect(post.filters.type).toEqual(['post']);
    expect(post.filters.category?.length).toBeGreaterThan(0);
    expect(post.content).toContain('הפלאפל');
    expect(he.find((page) => page.url === '/il/pricing/')!.filters.type).toEqual(['page']);
    // The header, breadcrumbs and footer are not content: the search button's label is not indexed.
    expect(he.some((page) => page.content.includes('חיפוש באתר'))).toBe(false);
  });

  it('makes the same index from the marked element alone as from the whole page, for every page template', async () => {
    const pages = result.routes.filter((route) => isSearchable(route) && route.locale.lang === 'he');
    expect(new Set(pages.map((route) => route.template)).size).toBeGreaterThan(3);
    const indexOf = async (content: (html: string) => string) => {
      const { index } = await pagefind.createIndex({ forceLanguage: 'he' });
      for (const route of pages)
        await index!.addHTMLFile({ url: route.path, content: content(await readFile(join(site.out, route.outputPath), 'utf8')) });
      const { files } = await index!.getFiles();
      await index!.deleteIndex();
      return Object.fromEntries(files.map((file) => [file.path, Buffer.from(file.content).toString('base64')]));
    };
    try {
      const whole = await indexOf((html) => html);
      expect(Object.keys(whole).filter((path) => path.endsWith('.pf_fragment'))).toHaveLength(pages.length);
      expect(await indexOf(searchBodyOf)).toEqual(whole);
    } finally {
      await pagefind.close();
    }
  }, 120_000);

  it('keeps an unchanged language index byte for byte and re-indexes the language that changed', async () => {
    const before = { en: await pagefindOf(site.out, ''), he: await pagefindOf(site.out, 'il/'), hi: await pagefindOf(site.out, 'in/') };
    const again = await build({ root: site.root, outDir: site.out });
    expect(again.rendered).toBe(0);
    expect(await pagefindOf(site.out, '')).toEqual(before.en);

    const file = 'content/posts/en/more-reviews-more-money.md';
    await site.write(file, (await site.read(file)).replace('best tacos in town', 'best quesadillas in town'));
    await build({ root: site.root, outDir: site.out });
    expect(await pagefindOf(site.out, '')).not.toEqual(before.en);
    expect(await pagefindOf(site.out, 'il/')).toEqual(before.he);
    expect(await pagefindOf(site.out, 'in/')).toEqual(before.hi);
    const post = (await indexedPages(site.out, '')).find((page) => page.url === '/blog/more-reviews-more-money/')!;
    expect(post.content).toContain('quesadillas');
    expect(post.content).not.toContain('tacos');
  }, 120_000);

  it('gives the same index bytes when Pagefind runs again from nothing (cold, no search cache)', async () => {
    const cached = await pagefindOf(site.out, 'il/');
    await rm(join(site.root, '.sitegen-cache'), { recursive: true, force: true });
    const cold = join(site.root, 'cold-out');
    await build({ root: site.root, outDir: cold });
    expect(await pagefindOf(cold, 'il/')).toEqual(cached);
  }, 120_000);
});
