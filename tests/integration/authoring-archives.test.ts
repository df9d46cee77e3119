import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asciiSlug } from '../../generator/routes/term-slugs.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Issue 23 item 5: tag and category archives per locale, paginated, linked from the chips, in
 * the sitemap, with slugs stable across languages (docs/authoring.md). Built through the real CLI
 * on a copy of the site with 13 more English posts under one tag (two archive pages), and a
 * Spanish post with a tag no English post has.
 */

let site: FixtureSite;
const read = (path: string) => readFile(join(site.out, path), 'utf8');
const siteUrl = 'https://www.example.com';

function extraPost(n: number): string {
  return `---
id: ${700 + n}
slug: season-tips-${n}
title: "Season tip number ${n}"
excerpt: "A short tip for the busy season."
image: /images/blog/more-reviews-more-money.svg
author: "Maya Cohen"
publishedDate: "2024-02-${String(n).padStart(2, '0')}"
modifiedDate: "2024-02-${String(n).padStart(2, '0')}"
categories: ["Seasonal"]
tags: ["busy season"]
featured: false
---

Tip ${n}: ask for the review while the visit is fresh.
`;
}

beforeAll(async () => {
  site = await createFixtureSite();
  for (let n = 1; n <= 13; n += 1) await site.write(`content/posts/en/season-tips-${n}.md`, extraPost(n));
  const spanish = 'content/posts/es/automated-reviews-vs-manual.md';
  await site.write(spanish, (await site.read(spanish)).replace(/^tags: \[/m, 'tags: ["Temporada alta", '));
  const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet']);
  expect(result.code, result.stderr).toBe(0);
}, 120_000);
afterAll(() => site?.cleanup());

describe('tag and category archives', () => {
  it("exist in every locale under the English term's slug, as alternates of each other", async () => {
    const expected = ['automation', 'brazil', 'google-reviews', 'local-seo', 'revenue', 'sms', 'templates', 'whatsapp'];
    // The global site also has the 13 new English posts' tag.
    expect(await readdir(join(site.out, 'blog/tag'))).toEqual([...expected.slice(0, 2), 'busy-season', ...expected.slice(2)]);
    for (const prefix of ['il/', 'in/', 'br/']) expect(await readdir(join(site.out, `${prefix}blog/tag`)), prefix).toEqual(expected);
    const hebrew = await read('il/blog/tag/google-reviews/index.html');
    expect(hebrew).toContain('<title>פוסטים עם התגית „ביקורות בגוגל” – ReviewNudge</title>');
    expect(hebrew).toContain(`<link rel="canonical" href="${siteUrl}/il/blog/tag/google-reviews/">`);
    for (const [lang, path] of [
      ['en', ''],
      ['he-IL', '/il'],
      ['hi-IN', '/in'],
      ['es-MX', '/mx'],
      ['pt-BR', '/br'],
      ['x-default', ''],
    ]) {
      expect(hebrew).toContain(`<link rel="alternate" hreflang="${lang}" href="${siteUrl}${path}/blog/tag/google-reviews/">`);
    }
    expect(await readdir(join(site.out, 'mx/blog/category'))).toEqual(['growth', 'guides', 'local-seo', 'reviews', 'whatsapp']);
  });

  it("list the locale's posts with the term, 12 a page, the next page linked", async () => {
    const first = await read('blog/tag/busy-season/index.html');
    const second = await read('blog/tag/busy-season/page/2/index.html');
    const cards = (html: string) => [...html.matchAll(/<h2><a href="(\/blog\/[^"]+\/)">/g)].map((m) => m[1]);
    // Newest first: tips 13..2 on the first page, tip 1 on the second.
    expect(cards(first)).toEqual(Array.from({ length: 12 }, (_, i) => `/blog/season-tips-${13 - i}/`));
    expect(cards(second)).toEqual(['/blog/season-tips-1/']);
    expect(first).toContain('<a rel="next" href="/blog/tag/busy-season/page/2/">');
    expect(second).toContain('<a rel="prev" href="/blog/tag/busy-season/">');
    // The Spanish site lists its own posts only (DECISIONS.md): no English-only tag archive there.
    await expect(readdir(join(site.out, 'mx/blog/tag/busy-season'))).rejects.toThrow();
  });

  it('are linked from the chips of cards and post pages', async () => {
    const post = await read('il/blog/more-reviews-more-money/index.html');
    expect(post).toMatch(/<ul class="tag-list"[^>]*>.*<a href="\/il\/blog\/tag\/google-reviews\/">#ביקורות בגוגל<\/a>/s);
    expect(post).toMatch(/<li class="badge" data-pagefind-filter="category"><a href="\/il\/blog\/category\/[a-z-]+\/">/);
    const list = await read('blog/index.html');
    expect(list).toContain('<a class="badge" href="/blog/category/seasonal/">Seasonal</a>');
    expect(list).toContain('<a href="/blog/tag/busy-season/">#busy season</a>');
  });

  it('are in the sitemap, every page of them', async () => {
    // Each locale's own sitemap (sitemap.xml is their index).
    for (const [id, path] of [
      ['global', '/blog/tag/busy-season/'],
      ['global', '/blog/tag/busy-season/page/2/'],
      ['il', '/il/blog/tag/google-reviews/'],
      ['mx', '/mx/blog/category/guides/'],
    ] as const) {
      expect(await read(`sitemap-${id}.xml`)).toContain(`<loc>${siteUrl}${path}</loc>`);
    }
  });

  it('slug a term no English post has from its own letters, accents dropped', async () => {
    expect(asciiSlug('Temporada alta')).toBe('temporada-alta');
    expect(asciiSlug('Reseñas de Google')).toBe('resenas-de-google');
    expect(asciiSlug('ביקורות')).toBe('');
    expect(await read('mx/blog/tag/temporada-alta/index.html')).toContain('Artículos con la etiqueta «Temporada alta»');
  });
});
