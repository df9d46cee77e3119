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

describe('a domain per country, half given', () => {
  it('is a content error naming locales.json, the locale and the fix, and writes nothing', async () => {
    const half = await createFixtureSite({ locales: ['global', 'mx', 'br'] });
    try {
      await half.editJson('locales/locales.json', (file) => {
        file.locales[1].siteUrl = 'https://www.example.com.mx';
      });
      const failed = await runCli(['generate', '--out', half.out, '--root', half.root]);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/locales\/locales\.json: locales\.2\.siteUrl: is missing: once one locale has its own siteUrl/);
      await expect(readdir(half.out)).rejects.toThrow();
    } finally {
      await half.cleanup();
    }
  });
});
