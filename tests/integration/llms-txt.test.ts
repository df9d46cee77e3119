import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Issue 43 item 3: each locale's site has an llms.txt, and each post and content page it
 * publishes as its own a Markdown twin linked from its head. The smallest site that shows the
 * rules: two locales (global, mx), an English-only post and page (fallbacks in mx), a draft
 * post built with `--drafts` (shown, with a ribbon, but neither listed nor twinned).
 */

let site: FixtureSite;
let stderr: string;
const read = (path: string) => readFile(join(site.out, path), 'utf8');
const exists = (path: string) =>
  access(join(site.out, path)).then(
    () => true,
    () => false,
  );
const twinLink = (html: string) => /<link rel="alternate" type="text\/markdown" href="([^"]+)">/.exec(html)?.[1];

const post = (slug: string, id: number, extra = '') => `---
id: ${id}
slug: ${slug}
title: "Only in English: ${slug}"
excerpt: "A post written in English only, for the llms.txt test."
image: /images/blog/more-reviews-more-money.svg
author: "Maya Cohen"
publishedDate: "2025-01-02"
modifiedDate: "2025-01-02"
categories: ["Growth"]
tags: ["reviews"]
featured: false
${extra}---

Plans start at {{price.starter}} a month; [see our plans](/pricing).
`;

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'mx'] });
  await site.write('content/posts/en/english-only.md', post('english-only', 900));
  await site.write('content/posts/en/unfinished.md', post('unfinished', 901, 'draft: true\n'));
  await site.write(
    'content/pages/en/careers.md',
    '---\ntitle: "Careers"\ndescription: "Open roles."\n---\nWrite to us, or read [about us](/about).\n',
  );
  const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--drafts', '--quiet']);
  stderr = result.stderr;
  expect(result.code, result.stderr).toBe(0);
}, 120_000);
afterAll(() => site?.cleanup());

describe('llms.txt', () => {
  it('is at the root of each site, in the llmstxt.org shape, and the global one lists the others', async () => {
    const global = await read('llms.txt');
    const mx = await read('mx/llms.txt');
    for (const text of [global, mx]) {
      expect(text).toMatch(/^# ReviewNudge\n\n> \S.*\n\n## /);
      expect(text).not.toContain('{{');
    }
    expect(global).toContain('- [Español](https://www.example.com/mx/llms.txt)');
    expect(mx).not.toContain('/llms.txt)');
    expect(mx).toContain('## Blog\n');
    // The spanish post, its twin, its excerpt; the section headings in Spanish.
    expect(mx).toMatch(
      /\n- \[Cómo más reseñas en línea se convierten en más ingresos\]\(https:\/\/www\.example\.com\/mx\/blog\/more-reviews-more-money\/index\.md\): Las reseñas /,
    );
    expect(mx).toContain('- [Precios](https://www.example.com/mx/pricing/)');
  });

  it('lists neither fallback pages in another locale nor drafts', async () => {
    const global = await read('llms.txt');
    const mx = await read('mx/llms.txt');
    expect(global).toContain('https://www.example.com/blog/english-only/index.md');
    expect(global).toContain('https://www.example.com/careers/index.md');
    for (const text of [global, mx]) expect(text).not.toContain('unfinished');
    expect(mx).not.toContain('english-only');
    expect(mx).not.toContain('careers');
  });
});

describe('the Markdown twin of a page', () => {
  it('is index.md beside the page, linked from its head, the title a heading and no front matter', async () => {
    for (const page of ['blog/english-only/', 'mx/blog/more-reviews-more-money/', 'careers/', 'mx/about/']) {
      const html = await read(`${page}index.html`);
      expect(twinLink(html), page).toBe(`/${page}index.md`);
      const twin = await read(`${page}index.md`);
      expect(twin, page).toMatch(/^# \S[^\n]*\n\n\S/);
      expect(twin, page).not.toMatch(/^---|\nslug:|\{\{/);
    }
  });

  it("has the page's prices and links of its locale", async () => {
    const twin = await read('mx/blog/more-reviews-more-money/index.md');
    const html = await read('mx/blog/more-reviews-more-money/index.html');
    // `{{price.starter}}` in the text: the figure the page shows, in pesos.
    const price = /Los planes empiezan en (\S+) al mes/.exec(twin)?.[1];
    expect(price).toMatch(/^\$\d/);
    expect(html).toContain(`Los planes empiezan en ${price} al mes`);
    expect(twin).toContain('](/mx/pricing/)');
    expect(twin).not.toContain('](/pricing)');
    expect(await read('careers/index.md')).toBe('# Careers\n\nWrite to us, or read [about us](/about/).\n');
  });

  it('is not made for a fallback page or a draft, and their heads do not link one', async () => {
    for (const page of ['mx/blog/english-only/', 'mx/careers/', 'blog/unfinished/']) {
      expect(await exists(`${page}index.html`), page).toBe(true);
      expect(await exists(`${page}index.md`), page).toBe(false);
      expect(twinLink(await read(`${page}index.html`)), page).toBeUndefined();
    }
  });

  it('is checked with llms.txt by the link check of the build', () => {
    expect(stderr).not.toMatch(/broken/i);
  });
});
