import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extract } from 'tar';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { crawl, headersFor, type CrawlResult } from '../helpers/link-crawl.ts';
import { get, hasNginx, startNginx, type RunningNginx } from '../helpers/nginx-server.ts';
import { runCli } from '../helpers/run-cli.ts';

/** Three countries, each on its own domain. */
const domains: Record<string, string> = {
  global: 'https://www.example.com',
  mx: 'https://www.example.com.mx',
  br: 'https://www.example.com.br',
};
const hostOf = (url: string) => new URL(url).host;
let site: FixtureSite;

async function treeOf(root: string): Promise<Map<string, string>> {
  const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  return new Map(
    await Promise.all(
      files.map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return [
          path.slice(root.length + 1),
          createHash('sha256')
            .update(await readFile(path))
            .digest('hex'),
        ] as const;
      }),
    ),
  );
}

beforeAll(async () => {
  site = await createFixtureSite({ locales: Object.keys(domains) });
  await site.editJson('locales/locales.json', (file) => {
    for (const locale of file.locales) locale.siteUrl = domains[locale.id];
  });
  const built = await runCli(['generate', '--out', site.out, '--root', site.root, '--quiet']);
  expect(built.code, built.stderr).toBe(0);
}, 120_000);
afterAll(() => site?.cleanup());

describe('a domain per country: the build', () => {
  it("writes each country's site at the root of its own folder, with its sitemap, robots.txt, headers, 404 page and assets", async () => {
    for (const id of Object.keys(domains)) {
      const files = [...(await treeOf(join(site.out, id))).keys()];
      for (const file of ['index.html', '404.html', 'pricing/index.html', 'sitemap.xml', 'robots.txt', '_headers', 'logo.svg'])
        expect(files, `${id}: ${file}`).toContain(file);
      expect(
        files.some((file) => file.startsWith('assets/islands/')),
        id,
      ).toBe(true);
      expect(await readFile(join(site.out, id, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${domains[id]}/sitemap.xml`);
    }
    const mxHome = await readFile(join(site.out, 'mx', 'index.html'), 'utf8');
    expect(mxHome).toContain('<link rel="canonical" href="https://www.example.com.mx/">');
    expect(mxHome).toContain('<link rel="alternate" hreflang="pt-BR" href="https://www.example.com.br/">');
    expect(mxHome).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.com/">');
    // The language switcher links to the other countries' domains, and to its own by path.
    expect(mxHome).toContain('<a href="https://www.example.com.br/" hreflang="pt-BR"');
    expect(mxHome).toContain('<a href="/" hreflang="es-MX"');
  });

  it('packs each country as a whole site for the root of its host', async () => {
    const packed = await runCli(['pack', '--out', join(site.root, 'packs'), '--root', site.root]);
    expect(packed.code, packed.stderr).toBe(0);
    for (const id of Object.keys(domains)) {
      const target = join(site.root, 'unpacked', id);
      await mkdir(target, { recursive: true });
      await extract({ file: join(site.root, 'packs', `${id}.tar.gz`), cwd: target });
      const manifest = JSON.parse(await readFile(join(target, '.sitegen-pack', `${id}.json`), 'utf8'));
      expect(manifest).toMatchObject({ shape: 'domain-per-country', baseUrl: domains[id] });
      const unpacked = await treeOf(target);
      unpacked.delete(`.sitegen-pack/${id}.json`);
      expect(unpacked).toEqual(await treeOf(join(site.out, id)));
      const verified = await runCli(['pack', '--verify', target]);
      expect(verified.code, verified.stderr).toBe(0);
    }
  });
});

describe.runIf(hasNginx)('a domain per country, served by nginx with three server names', () => {
  let nginx: RunningNginx;
  let crawled: CrawlResult;
  beforeAll(async () => {
    const config = await runCli(['nginx', '--dist', site.out, '--listen', '127.0.0.1:PORT', '--root', site.root]);
    expect(config.code, config.stderr).toBe(0);
    for (const url of Object.values(domains)) expect(config.stdout).toContain(`server_name ${hostOf(url)};`);
    nginx = await startNginx((port) => config.stdout.replaceAll('127.0.0.1:PORT', `127.0.0.1:${port}`));
    const origins = new Map(Object.values(domains).map((url) => [url, hostOf(url)]));
    crawled = await crawl(
      nginx.port,
      origins,
      Object.values(domains).flatMap((url) => [`${url}/robots.txt`, `${url}/`]),
    );
  }, 60_000);
  afterAll(() => nginx?.stop());

  it('passes a link crawl across the three hosts: every link, asset, sitemap entry and alternate resolves on its host', () => {
    expect(crawled.broken).toEqual([]);
    const urls = [...crawled.responses.keys()];
    for (const url of Object.values(domains)) {
      expect(urls.filter((u) => u.startsWith(`${url}/`) && u.endsWith('/')).length, url).toBeGreaterThan(10);
      expect(urls).toContain(`${url}/sitemap.xml`);
    }
  });

  it('has reciprocal hreflang: every page an alternate names names the first page back', () => {
    const alternatesOf = new Map<string, Map<string, string>>();
    for (const [url, response] of crawled.responses) {
      if (!String(response.headers['content-type']).startsWith('text/html')) continue;
      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(response.body)?.[1];
      if (canonical !== url) continue;
      alternatesOf.set(
        url,
        new Map([...response.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1]!, m[2]!])),
      );
    }
    expect(alternatesOf.size).toBeGreaterThan(30);
    let pairs = 0;
    for (const [url, alternates] of alternatesOf) {
      if (alternates.size === 0) continue;
      expect([...alternates.values()], url).toContain(url);
      expect(alternates.get('x-default')?.startsWith(`${domains.global}/`), url).toBe(true);
      for (const [lang, href] of alternates) {
        if (lang === 'x-default' || href === url) continue;
        const back = alternatesOf.get(href);
        expect(back, `${url} → ${href}`).toBeDefined();
        expect([...back!.values()], `${href} does not name ${url} back`).toContain(url);
        pairs += 1;
      }
    }
    expect(pairs).toBeGreaterThan(30);
  });

  it("answers each host's missing pages with its own 404 page, and sends its _headers", async () => {
    for (const [id, url] of Object.entries(domains)) {
      const missing = await get(nginx.port, '/no-such-page/', hostOf(url));
      expect(missing.status, id).toBe(404);
      expect(missing.body, id).toBe(await readFile(join(site.out, id, '404.html'), 'utf8'));
      const headersFile = await readFile(join(site.out, id, '_headers'), 'utf8');
      for (const [name, value] of headersFor(headersFile, '/no-such-page/')) expect(missing.headers[name], `${id} ${name}`).toBe(value);
      const page = await get(nginx.port, '/pricing/', hostOf(url));
      for (const [name, value] of headersFor(headersFile, '/pricing/')) expect(page.headers[name], `${id} ${name}`).toBe(value);
    }
  });
});

/**
 * Issue 45 item 16: one country's domain first (Mexico on its own, the rest on the main origin)
 * was refused ("every country needs one"). The others stay on the default site URL under their
 * prefixes, in the default host's folder; canonical, hreflang, sitemaps, feeds, the language
 * switcher, packs and an nginx crawl across both hosts must agree.
 */
describe('one country on its own domain, the others on the default site URL', () => {
  const main = 'https://www.example.com';
  const mexico = 'https://www.example.com.mx';
  let one: FixtureSite;
  const read = (path: string) => readFile(join(one.out, path), 'utf8');
  beforeAll(async () => {
    one = await createFixtureSite({ locales: ['global', 'il', 'mx'] });
    await one.editJson('data/site.json', (file) => {
      file.siteUrl = main;
    });
    await one.editJson('locales/locales.json', (file) => {
      file.locales.find((locale: { id: string }) => locale.id === 'mx').siteUrl = mexico;
    });
    const built = await runCli(['generate', '--out', one.out, '--root', one.root, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
  }, 120_000);
  afterAll(() => one?.cleanup());

  it("writes Mexico at the root of its folder and the others, prefixes kept, in the default host's folder", async () => {
    expect((await readdir(one.out)).sort()).toEqual(['global', 'mx']);
    for (const file of ['index.html', 'pricing/index.html', 'sitemap.xml', 'robots.txt', '_headers', 'blog/feed.xml'])
      expect(await read(`mx/${file}`), file).toBeTruthy();
    for (const file of ['index.html', 'il/index.html', 'il/pricing/index.html', 'sitemap.xml', 'robots.txt', 'il/blog/feed.xml'])
      expect(await read(`global/${file}`), file).toBeTruthy();
    await expect(readdir(join(one.out, 'global', 'mx'))).rejects.toThrow();
  });

  it("gives canonical, hreflang and the language switcher each page's own host", async () => {
    const il = await read('global/il/pricing/index.html');
    expect(il).toContain(`<link rel="canonical" href="${main}/il/pricing/">`);
    expect(il).toContain(`<link rel="alternate" hreflang="es-MX" href="${mexico}/pricing/">`);
    expect(il).toContain(`<link rel="alternate" hreflang="x-default" href="${main}/pricing/">`);
    expect(il).toContain(`<a href="${mexico}/pricing/" hreflang="es-MX"`);
    expect(il).toContain('<a href="/pricing/" hreflang="en"');
    const mx = await read('mx/pricing/index.html');
    expect(mx).toContain(`<link rel="canonical" href="${mexico}/pricing/">`);
    expect(mx).toContain(`<link rel="alternate" hreflang="he-IL" href="${main}/il/pricing/">`);
    expect(mx).toContain(`<a href="${main}/il/pricing/" hreflang="he"`);
    expect(mx).toContain('<a href="/pricing/" hreflang="es-MX"');
  });

  it("lists each host's own pages in its sitemap and robots.txt, and each feed links its own host", async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const mainLocs = locs(await read('global/sitemap.xml'));
    expect(mainLocs).toContain(`${main}/il/pricing/`);
    expect(mainLocs.every((url) => url.startsWith(`${main}/`))).toBe(true);
    const mxLocs = locs(await read('mx/sitemap.xml'));
    expect(mxLocs).toContain(`${mexico}/pricing/`);
    expect(mxLocs.every((url) => url.startsWith(`${mexico}/`))).toBe(true);
    expect(await read('global/robots.txt')).toContain(`Sitemap: ${main}/sitemap.xml`);
    expect(await read('mx/robots.txt')).toContain(`Sitemap: ${mexico}/sitemap.xml`);
    const links = (xml: string) => [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
    expect(links(await read('global/il/blog/feed.xml')).every((url) => url.startsWith(`${main}/il/blog/`))).toBe(true);
    expect(links(await read('mx/blog/feed.xml')).every((url) => url.startsWith(`${mexico}/blog/`))).toBe(true);
  });

  it('packs Mexico as a whole site, and the two on the default host as one origin that unpacks into its folder', async () => {
    const packed = await runCli(['pack', '--out', join(one.root, 'packs'), '--root', one.root]);
    expect(packed.code, packed.stderr).toBe(0);
    const manifestOf = async (id: string) => JSON.parse(await readFile(join(one.root, 'packs', `${id}.manifest.json`), 'utf8'));
    expect(await manifestOf('mx')).toMatchObject({ shape: 'domain-per-country', baseUrl: mexico });
    expect(await manifestOf('il')).toMatchObject({ shape: 'one-origin', baseUrl: main });
    const shared = join(one.root, 'unpacked', 'main');
    await mkdir(shared, { recursive: true });
    for (const id of ['global', 'il']) await extract({ file: join(one.root, 'packs', `${id}.tar.gz`), cwd: shared });
    const unpacked = await treeOf(shared);
    for (const id of ['global', 'il']) unpacked.delete(`.sitegen-pack/${id}.json`);
    expect(unpacked).toEqual(await treeOf(join(one.out, 'global')));
  });

  it.runIf(hasNginx)(
    'passes a link crawl through nginx across both hosts',
    async () => {
      const config = await runCli(['nginx', '--dist', one.out, '--listen', '127.0.0.1:PORT', '--root', one.root]);
      expect(config.code, config.stderr).toBe(0);
      const nginx = await startNginx((port) => config.stdout.replaceAll('127.0.0.1:PORT', `127.0.0.1:${port}`));
      try {
        const origins = new Map([main, mexico].map((url) => [url, hostOf(url)]));
        const crawled = await crawl(
          nginx.port,
          origins,
          [main, mexico].flatMap((url) => [`${url}/robots.txt`, `${url}/`]),
        );
        expect(crawled.broken).toEqual([]);
        const urls = [...crawled.responses.keys()];
        expect(urls).toContain(`${main}/il/pricing/`);
        expect(urls).toContain(`${mexico}/pricing/`);
        expect((await get(nginx.port, '/il/no-such-page/', hostOf(main))).status).toBe(404);
      } finally {
        await nginx.stop();
      }
    },
    60_000,
  );
});
