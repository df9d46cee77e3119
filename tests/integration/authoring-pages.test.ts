import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Issue 23 item 1: one Markdown file makes a page in every locale. The test adds a page the
 * shipped site does not have, in English and Spanish only, builds through the real CLI, and
 * reads what each of the five locales got: its own text or the English one as a fallback
 * (DECISIONS.md "Search engines"), with the head, breadcrumb, sitemap entry and footer link.
 */

let site: FixtureSite;
let out: string;
const read = (path: string) => readFile(join(out, path), 'utf8');
const siteUrl = 'https://www.example.com';

const english = `---
title: "Careers at {{brand}}"
description: "Open roles in support and engineering, and how we hire."
nav:
  menu: footer
  column: company
  order: 2
  label: "Careers"
---
We hire support specialists who speak the languages of our customers. Write to {{email}}, or read [about us](/about).
`;
const spanish = `---
title: "Trabaja en {{brand}}"
description: "Vacantes en soporte e ingeniería, y cómo contratamos."
nav:
  menu: footer
  column: company
  order: 2
  label: "Empleo"
---
Buscamos especialistas de soporte que hablen los idiomas de nuestros clientes. Escribe a {{email}}.
`;

const locales = [
  { id: 'global', prefix: '', own: true, hreflang: 'en' },
  { id: 'il', prefix: '/il', own: false, hreflang: 'he-IL' },
  { id: 'in', prefix: '/in', own: false, hreflang: 'hi-IN' },
  { id: 'mx', prefix: '/mx', own: true, hreflang: 'es-MX' },
  { id: 'br', prefix: '/br', own: false, hreflang: 'pt-BR' },
];

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const hreflangsOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

beforeAll(async () => {
  site = await createFixtureSite();
  out = site.out;
  await site.write('content/pages/en/careers.md', english);
  await site.write('content/pages/es/careers.md', spanish);
  await site.write(
    'content/pages/en/partners.md',
    '---\ntitle: "Partners"\ndescription: "Agencies and resellers who set up review requests for their clients."\nnav:\n  menu: header\n---\nAgencies set up {{brand}} for their clients.\n',
  );
  const result = await runCli(['generate', '--root', site.root, '--out', out, '--quiet']);
  expect(result.stderr).not.toMatch(/error/i);
  expect(result.code).toBe(0);
}, 120_000);
afterAll(() => site?.cleanup());

describe('a page from content/pages/<lang>/<slug>.md', () => {
  it.each(locales)('is built in $id, with its own text or the English one marked as such', async (locale) => {
    const html = await read(`${locale.prefix.slice(1)}${locale.prefix ? '/' : ''}careers/index.html`);
    const title = locale.id === 'mx' ? 'Trabaja en ReviewNudge' : 'Careers at ReviewNudge';
    // The brand is in the title already: no "– ReviewNudge" after it.
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(
      `<meta name="description" content="${locale.id === 'mx' ? 'Vacantes en soporte e ingeniería, y cómo contratamos.' : 'Open roles in support and engineering, and how we hire.'}">`,
    );
    if (locale.own) {
      expect(canonicalOf(html)).toBe(`${siteUrl}${locale.prefix}/careers/`);
      expect(hreflangsOf(html)).toEqual([`en ${siteUrl}/careers/`, `es-MX ${siteUrl}/mx/careers/`, `x-default ${siteUrl}/careers/`]);
      expect(html).toMatch(new RegExp(`<h1>${title}</h1>`));
    } else {
      // A fallback: canonical at the English original, no hreflang, the text marked English, a notice in the page's language.
      expect(canonicalOf(html)).toBe(`${siteUrl}/careers/`);
      expect(hreflangsOf(html)).toEqual([]);
      expect(html).toContain(`<h1 lang="en" dir="ltr">${title}</h1>`);
      expect(html).toContain('class="notice" role="note"');
    }
    // The breadcrumb: the locale's home, then the page.
    expect(html).toContain(
      `"item":"${siteUrl}${locale.prefix}/"},{"@type":"ListItem","position":2,"name":"${title}","item":"${siteUrl}${locale.prefix}/careers/"}`,
    );
    // Placeholders filled in, links inside the text pointing into the locale.
    expect(html).toContain('hello@example.com');
    if (locale.id !== 'mx') expect(html).toContain(`href="${locale.prefix}/about/"`);
  });

  it("is in the sitemap where it is in the locale's own language only", async () => {
    // One sitemap per locale (sitemap.xml is their index).
    const sitemap = (await Promise.all(['global', 'il', 'in', 'mx', 'br'].map((id) => read(`sitemap-${id}.xml`)))).join('\n');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.filter((loc) => loc!.endsWith('/careers/'))).toEqual([`${siteUrl}/careers/`, `${siteUrl}/mx/careers/`]);
  });

  it("is linked from every locale's footer, in the column and order its front matter gives", async () => {
    for (const locale of locales) {
      const home = await read(`${locale.prefix.slice(1)}${locale.prefix ? '/' : ''}index.html`);
      const label = locale.id === 'mx' ? 'Empleo' : 'Careers';
      const lang = locale.own ? '' : ' lang="en"';
      // About us (order 1) first, then Careers (order 2), in the Company column.
      const company =
        /<nav aria-label="[^"]+"><h2>[^<]+<\/h2><ul>(<li><a href="[^"]*\/about\/"[^>]*>[^<]+<\/a><\/li><li><a href="[^"]+"[^>]*>[^<]+<\/a><\/li>)<\/ul><\/nav>/.exec(
          home,
        );
      expect(company?.[1], locale.id).toContain(`<a href="${locale.prefix}/careers/"${lang}>${label}</a>`);
    }
  });
});

describe('header navigation from front matter', () => {
  it("adds the page after the home page's sections, on every locale, marked English where it falls back", async () => {
    const header = (html: string) => /<header class="site-header">([\s\S]*?)<\/header>/.exec(html)![1]!;
    expect(header(await read('index.html'))).toContain('<a href="/partners/" data-section="page/partners">Partners</a>');
    expect(header(await read('il/pricing/index.html'))).toContain(
      '<a href="/il/partners/" lang="en" data-section="page/partners">Partners</a>',
    );
    // The page itself marks its link as the current page.
    expect(header(await read('mx/partners/index.html'))).toContain(
      '<a href="/mx/partners/" lang="en" data-section="page/partners" aria-current="page">Partners</a>',
    );
  });
});

describe('the shipped about and cookie-policy pages', () => {
  it('exist in all five locales, each in its own language (Hindi since issue 45)', async () => {
    const expected: Record<string, { about: string; cookies: string }> = {
      global: { about: 'About ReviewNudge', cookies: 'Cookie policy' },
      il: { about: 'אודות ReviewNudge', cookies: 'מדיניות עוגיות' },
      in: { about: 'ReviewNudge के बारे में', cookies: 'कुकी नीति' },
      mx: { about: 'Acerca de ReviewNudge', cookies: 'Política de cookies' },
      br: { about: 'Sobre a ReviewNudge', cookies: 'Política de cookies' },
    };
    for (const locale of locales) {
      const base = `${locale.prefix.slice(1)}${locale.prefix ? '/' : ''}`;
      const about = await read(`${base}about/index.html`);
      const cookies = await read(`${base}cookie-policy/index.html`);
      const { about: aboutTitle, cookies: cookiesTitle } = expected[locale.id]!;
      expect(about).toContain(`<title>${aboutTitle}</title>`);
      expect(cookies).toContain(`<title>${cookiesTitle} – ReviewNudge</title>`);
      expect(canonicalOf(about)).toBe(`${siteUrl}${locale.prefix}/about/`);
      // The footer's About and Cookie policy links lead to these pages on every page of the locale.
      const home = await read(`${base}index.html`);
      expect(home).toContain(`href="${locale.prefix}/about/"`);
      expect(home).toContain(`href="${locale.prefix}/cookie-policy/"`);
    }
    expect(await read('sitemap-il.xml')).toContain(`<loc>${siteUrl}/il/cookie-policy/</loc>`);
    expect(await read('sitemap-in.xml')).toContain(`<loc>${siteUrl}/in/cookie-policy/</loc>`);
  });

  it('the cookie policy names every browser storage key the islands use, and no code sets a cookie', async () => {
    const templates = new URL('../../templates/', import.meta.url);
    const storage = await readFile(new URL('islands/runtime/storage-keys.ts', templates), 'utf8');
    const keys = [...storage.matchAll(/'(app:v\d+:[A-Za-z]+)'/g)].map((m) => m[1]!);
    expect(keys).toContain('app:v1:wizard');
    expect(keys).toContain('app:v1:contactDraft');
    for (const lang of ['en', 'he', 'hi', 'es', 'pt']) {
      const policy = await site.read(`content/pages/${lang}/cookie-policy.md`);
      for (const key of keys) expect(policy, `${lang} names ${key}`).toContain(`\`${key}\``);
    }
    // "This website sets no cookies of its own" holds only while no template or island sets one:
    // the analytics client only removes GA's (max-age=0) after a visitor rejects analytics.
    const files = (await readdir(templates, { recursive: true })).filter((name) => /\.(ts|tsx)$/.test(name));
    expect(files.length).toBeGreaterThan(10);
    const remover = join('islands', 'analytics', 'analytics-client.ts');
    for (const name of files.filter((file) => file !== remover))
      expect(await readFile(new URL(name, templates), 'utf8'), name).not.toMatch(/document\.cookie|Set-Cookie/i);
    const writes = [...(await readFile(new URL(remover, templates), 'utf8')).matchAll(/document\.cookie = (.*);$/gm)].map((m) => m[1]!);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('max-age=0');
  });
});

describe('content page errors', () => {
  it("a page without its English original, and one taking a fixed page's address, are errors naming the file", async () => {
    const broken = await createFixtureSite();
    try {
      await broken.write('content/pages/es/solo-es.md', '---\ntitle: "Solo"\ndescription: "Sólo en español."\n---\nTexto.\n');
      const first = await runCli(['generate', '--root', broken.root, '--out', broken.out]);
      expect(first.code).toBe(1);
      expect(first.stderr).toContain('content/pages/es/solo-es.md: has no English original (content/pages/en/solo-es.md)');
      await rm(broken.path('content/pages/es/solo-es.md'));
      await broken.write('content/pages/en/pricing.md', '---\ntitle: "Prices"\ndescription: "Our prices."\n---\nText.\n');
      const second = await runCli(['generate', '--root', broken.root, '--out', broken.out]);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain('content/pages/en/pricing.md: "/pricing/" is an address the site already uses');
      await expect(readFile(join(broken.out, 'index.html'))).rejects.toThrow();
      // A page outside a language folder, or in a subfolder, would never be built: said, naming it.
      await rm(broken.path('content/pages/en/pricing.md'));
      await broken.write('content/pages/jobs.md', '---\ntitle: "Jobs"\ndescription: "Open roles."\n---\nText.\n');
      const third = await runCli(['generate', '--root', broken.root, '--out', broken.out]);
      expect(third.code).toBe(1);
      expect(third.stderr).toContain('content/pages/jobs.md: is not in a language folder (move it to content/pages/en/jobs.md');
    } finally {
      await broken.cleanup();
    }
  });
});
