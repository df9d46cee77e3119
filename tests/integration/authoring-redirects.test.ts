import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type RunningServer } from '../../generator/dev/serve.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Issue 23 item 4: `aliases:` in front matter and data/redirects.json give `_redirects` rules,
 * a static redirect page at each old address, and `sitegen serve` answers them with the status;
 * a loop or a redirect from an address the site has a page at is a build error naming the file.
 */

let site: FixtureSite;
let server: RunningServer;

const addAliases = (text: string, aliases: string[]) =>
  text.replace(/^---\n/, `---\naliases: [${aliases.map((a) => `"${a}"`).join(', ')}]\n`);

beforeAll(async () => {
  site = await createFixtureSite();
  await site.write('content/pages/en/about.md', addAliases(await site.read('content/pages/en/about.md'), ['/company', '/about-us.html']));
  // A page the Hindi site shows in English (a fallback): it answers the English page's aliases too.
  await rm(site.path('content/pages/hi/about.md'));
  const post = 'content/posts/es/automated-reviews-vs-manual.md';
  await site.write(post, addAliases(await site.read(post), ['/blog/solicitudes-automaticas']));
  await site.editJson('data/redirects.json', (file) => {
    file.redirects = [
      { from: '/pricing-old', to: '/pricing' },
      { from: '/plans', to: '/pricing-old' },
      { from: '/mx/precios', to: '/mx/pricing/', status: 302 },
      { from: '/press', to: 'https://press.example.com/kit' },
    ];
  });
  const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet']);
  expect(result.code, result.stderr).toBe(0);
  server = await serveSite(site.out);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await site?.cleanup();
});

const request = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

describe('redirects and aliases', () => {
  it('write one _redirects rule per old address, chains followed to the page', async () => {
    const rules = (await readFile(join(site.out, '_redirects'), 'utf8')).trim().split('\n');
    expect(rules).toEqual([
      '/about-us.html /about/ 301',
      // The Hindi site shows the English page (a fallback), so it answers the English page's aliases too.
      '/company /about/ 301',
      '/company/ /about/ 301',
      '/in/about-us.html /in/about/ 301',
      '/in/company /in/about/ 301',
      '/in/company/ /in/about/ 301',
      '/mx/blog/solicitudes-automaticas /mx/blog/automated-reviews-vs-manual/ 301',
      '/mx/blog/solicitudes-automaticas/ /mx/blog/automated-reviews-vs-manual/ 301',
      '/mx/precios /mx/pricing/ 302',
      '/mx/precios/ /mx/pricing/ 302',
      '/plans /pricing/ 301',
      '/plans/ /pricing/ 301',
      '/press https://press.example.com/kit 301',
      '/press/ https://press.example.com/kit 301',
      '/pricing-old /pricing/ 301',
      '/pricing-old/ /pricing/ 301',
    ]);
  });

  it('write a static page at each old address for hosts without rules: meta refresh and canonical', async () => {
    const page = await readFile(join(site.out, 'company', 'index.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/about/">');
    expect(page).toContain('<link rel="canonical" href="https://www.example.com/about/">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(await readFile(join(site.out, 'about-us.html'), 'utf8')).toContain('url=/about/"');
    // The Hebrew site has its own about page, without aliases: no old address there.
    await expect(readFile(join(site.out, 'il', 'company', 'index.html'))).rejects.toThrow();
    // Old addresses are not pages: not in the sitemap.
    expect(await readFile(join(site.out, 'sitemap.xml'), 'utf8')).not.toContain('/company');
  });

  it('are answered by sitegen serve with their status and Location, with or without the trailing slash', async () => {
    for (const [path, status, location] of [
      ['/company', 301, '/about/'],
      ['/company/', 301, '/about/'],
      ['/in/company', 301, '/in/about/'],
      ['/mx/blog/solicitudes-automaticas', 301, '/mx/blog/automated-reviews-vs-manual/'],
      ['/mx/precios', 302, '/mx/pricing/'],
      ['/plans', 301, '/pricing/'],
      ['/press', 301, 'https://press.example.com/kit'],
    ] as const) {
      const response = await request(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('location'), path).toBe(location);
    }
    // The target answers, and `_redirects` itself is not served.
    expect((await fetch(`${server.url}/company`)).url).toBe(`${server.url}/about/`);
    expect((await request('/_redirects')).status).toBe(404);
    expect((await request('/about/')).status).toBe(200);
  });
});

describe('a partial build', () => {
  it('--locale mx writes the Mexican redirects only', async () => {
    const out = join(site.root, 'dist-mx');
    const result = await runCli(['generate', '--root', site.root, '--out', out, '--quiet', '--locale', 'mx']);
    expect(result.code, result.stderr).toBe(0);
    const rules = (await readFile(join(out, '_redirects'), 'utf8')).trim().split('\n');
    expect(rules).toEqual([
      '/mx/blog/solicitudes-automaticas /mx/blog/automated-reviews-vs-manual/ 301',
      '/mx/blog/solicitudes-automaticas/ /mx/blog/automated-reviews-vs-manual/ 301',
      '/mx/precios /mx/pricing/ 302',
      '/mx/precios/ /mx/pricing/ 302',
    ]);
    await expect(readFile(join(out, 'company', 'index.html'))).rejects.toThrow();
  });
});

describe('redirect errors', () => {
  it('an alias onto an existing page, and a loop, fail the build naming the file and field; the output stays', async () => {
    const before = await readFile(join(site.out, 'index.html'), 'utf8');
    await site.write('content/pages/en/cookie-policy.md', addAliases(await site.read('content/pages/en/cookie-policy.md'), ['/privacy']));
    const onPage = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet']);
    expect(onPage.code).toBe(1);
    expect(onPage.stderr).toContain(
      'content/pages/en/cookie-policy.md: aliases.0: "/privacy" is a page of the site; a redirect from it would hide that page',
    );

    await site.write(
      'content/pages/en/cookie-policy.md',
      (await site.read('content/pages/en/cookie-policy.md')).replace(/^aliases: .*\n/m, ''),
    );
    await site.editJson('data/redirects.json', (file) => {
      file.redirects = [
        { from: '/a', to: '/b' },
        { from: '/b', to: '/a/' },
      ];
    });
    const loop = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet']);
    expect(loop.code).toBe(1);
    expect(loop.stderr).toContain('data/redirects.json: redirects.0: is a redirect loop: /a/ → /b/ → /a/');
    expect(await readFile(join(site.out, 'index.html'), 'utf8')).toBe(before);
  });
});
