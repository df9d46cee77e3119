import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { loadSiteData } from '../../generator/load/load-data.ts';
import { nginxConfigForSite } from '../../generator/output/nginx-for-site.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { crawl, headersFor, type CrawlResult } from '../helpers/link-crawl.ts';
import { get, hasNginx, startNginx, type RunningNginx } from '../helpers/nginx-server.ts';
import { runCli } from '../helpers/run-cli.ts';

const origin = 'https://www.example.com';
let dir: string;
let dist: string;
let nginx: RunningNginx;
let headersFile: string;
let prefixes: string[];
let crawled: CrawlResult;

// tests/setup/install-test-tools.sh installs nginx; without it these tests cannot mean anything.
describe.runIf(hasNginx)('the generated nginx configuration, run by nginx, serving a full build', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitegen-deploy-nginx-'));
    dist = join(dir, 'dist');
    await build({ root: repoRoot, outDir: dist });
    const data = await loadSiteData(repoRoot);
    prefixes = data.locales.map((locale) => locale.prefix);
    headersFile = await readFile(join(dist, '_headers'), 'utf8');
    nginx = await startNginx((port) =>
      nginxConfigForSite(data, {
        root: dist,
        listen: `127.0.0.1:${port}`,
        serverName: 'www.example.com',
        redirects: [{ from: '/old-pricing/', to: '/pricing/', status: 301 }],
      }),
    );
    const hosts = new Map([[origin, 'www.example.com']]);
    // From robots.txt the crawl reaches the sitemap index, each locale's sitemap and every page listed.
    crawled = await crawl(nginx.port, hosts, [`${origin}/robots.txt`, ...prefixes.map((p) => `${origin}/${p ? `${p}/` : ''}`)]);
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('is what `sitegen nginx` prints', async () => {
    const printed = await runCli(['nginx', '--dist', dist, '--listen', '127.0.0.1:8080', '--root', repoRoot]);
    expect(printed.code, printed.stderr).toBe(0);
    const data = await loadSiteData(repoRoot);
    expect(printed.stdout).toBe(nginxConfigForSite(data, { root: dist, listen: '127.0.0.1:8080' }));
    for (const prefix of prefixes.filter(Boolean)) expect(printed.stdout).toContain(`error_page 404 /${prefix}/404.html;`);
  });

  it('serves every page, and every link of every page resolves', () => {
    expect(crawled.broken).toEqual([]);
    const pages = [...crawled.responses].filter(([, r]) => String(r.headers['content-type']).startsWith('text/html'));
    // Each locale's home, pricing, blog and posts at the least: a crawl that stopped early would find far fewer.
    expect(pages.length).toBeGreaterThan(60);
    const urls = [...crawled.responses.keys()];
    expect(urls.some((url) => url.includes('/assets/') && url.endsWith('.js'))).toBe(true);
    for (const prefix of prefixes) expect(urls).toContain(`${origin}/sitemap-${prefix || 'global'}.xml`);
  });

  it('sends the headers of _headers on every response: the CSP on every page, a year of caching on assets only', () => {
    expect(headersFile).toContain('Content-Security-Policy');
    for (const [url, response] of crawled.responses) {
      const path = new URL(url).pathname;
      for (const [name, value] of headersFor(headersFile, path)) {
        expect(response.headers[name], `${name} of ${path}`).toBe(value);
      }
    }
  });

  it("answers a missing page with its locale's 404 page and status 404, with the CSP", async () => {
    for (const prefix of prefixes) {
      const base = prefix ? `/${prefix}` : '';
      const response = await get(nginx.port, `${base}/no-such-page/`, 'www.example.com');
      expect(response.status, base).toBe(404);
      expect(response.body, base).toBe(await readFile(join(dist, `${base.slice(1)}${base ? '/' : ''}404.html`), 'utf8'));
      expect(response.headers['content-security-policy']).toBe(headersFor(headersFile, '/').get('content-security-policy'));
    }
    const missingAsset = await get(nginx.port, '/assets/no-such-file.js', 'www.example.com');
    expect(missingAsset.status).toBe(404);
  });

  it('serves the redirects it is given, keeping the headers', async () => {
    const response = await get(nginx.port, '/old-pricing/', 'www.example.com');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/pricing/');
    expect(response.headers['content-security-policy']).toBeTruthy();
  });

  it("sends each country's speculation rules by header, none under Save-Data, and serves them with their type", async () => {
    for (const prefix of prefixes) {
      const base = prefix ? `/${prefix}` : '';
      const page = await get(nginx.port, `${base}/pricing/`, 'www.example.com');
      expect(page.status, base).toBe(200);
      expect(page.headers['speculation-rules'], base).toBe(`"${base}/speculation-rules.json"`);
      const saving = await get(nginx.port, `${base}/pricing/`, 'www.example.com', { 'Save-Data': 'on' });
      expect(saving.status, base).toBe(200);
      expect(saving.headers['speculation-rules'], base).toBeUndefined();
      expect(saving.headers['content-security-policy'], base).toBeTruthy();
      const rules = await get(nginx.port, `${base}/speculation-rules.json`, 'www.example.com');
      expect(rules.status, base).toBe(200);
      expect(rules.headers['content-type'], base).toBe('application/speculationrules+json');
      const parsed = JSON.parse(rules.body) as { prefetch: { where: { and: { href_matches?: string }[] }; eagerness: string }[] };
      expect(parsed.prefetch[0]!.where.and[0]).toEqual({ href_matches: `${base}/*` });
      expect(parsed.prefetch[0]!.eagerness).toBe('moderate');
    }
  });

  it("serves each site's llms.txt and the pages' Markdown twins as text, in UTF-8", async () => {
    for (const path of [
      '/llms.txt',
      '/il/llms.txt',
      '/blog/more-reviews-more-money/index.md',
      '/il/blog/more-reviews-more-money/index.md',
    ]) {
      const response = await get(nginx.port, path, 'www.example.com');
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe(
        path.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8',
      );
      expect(response.body, path).toBe(await readFile(join(dist, path.slice(1)), 'utf8'));
    }
  });
});
