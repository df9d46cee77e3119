import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { buildNginxConfig } from '../../generator/output/nginx-config.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * What a hostile content or data file could publish (issue 46, items 1-3, 8): a redirect that
 * writes nginx configuration of its own, a redirect written over a page, and a page or script
 * published from content/images/. Each is refused with the file and field named, and nothing
 * is written.
 */

const post = 'content/posts/en/automated-reviews-vs-manual.md';

describe('files a build refuses to publish', () => {
  let site: FixtureSite;
  let home: string;
  beforeAll(async () => {
    site = await createFixtureSite({ locales: ['global'] });
    await build({ root: site.root, outDir: site.out });
    home = await readFile(join(site.out, 'index.html'), 'utf8');
  });
  afterAll(() => site.cleanup());

  const refused = async (args: string[] = []) => {
    const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet', ...args]);
    expect(result.code, result.stderr).toBe(1);
    expect(await readFile(join(site.out, 'index.html'), 'utf8')).toBe(home);
    return result.stderr;
  };

  it("a redirect target that would end nginx's return and write a location of its own", async () => {
    const redirects = await site.read('data/redirects.json');
    await site.editJson('data/redirects.json', (file) => {
      file.redirects = [
        {
          from: '/leak-me',
          to: 'https://example.com/x; } location /leak/ { alias /etc/; autoindex on; } location = /y { return 301 https://example.com/',
        },
      ];
    });
    expect(await refused()).toContain('data/redirects.json: redirects.0.to: must be written with URL characters only');
    await site.write('data/redirects.json', redirects);
  });

  it("a siteUrl whose host or path would end nginx's server_name or base path (issue 46, item 8)", async () => {
    const siteJson = await site.read('data/site.json');
    for (const siteUrl of ['https://www.example.com;}server{listen', 'https://www.example.com/sub;$']) {
      await site.editJson('data/site.json', (file) => (file.siteUrl = siteUrl));
      expect(await refused()).toContain(`data/site.json: siteUrl: must have a host of letters, digits, "-" and "."`);
      const nginx = await runCli(['nginx', '--root', site.root, '--dist', site.out]);
      expect(nginx.code).toBe(1);
      expect(nginx.stderr).toContain('data/site.json: siteUrl: must have a host of letters, digits, "-" and "."');
      await site.write('data/site.json', siteJson);
    }
  });

  it('a redirect or alias from the file of a page (/index.html, /pricing/index.html)', async () => {
    const redirects = await site.read('data/redirects.json');
    await site.editJson('data/redirects.json', (file) => {
      file.redirects = [{ from: '/index.html', to: '/pricing/' }];
    });
    expect(await refused()).toContain(
      'data/redirects.json: redirects.0: "/index.html" is a page of the site; a redirect from it would hide that page',
    );
    await site.write('data/redirects.json', redirects);
    const text = await site.read(post);
    await site.write(post, text.replace(/^featured: (.*)$/m, 'featured: $1\naliases: ["/pricing/index.html"]'));
    expect(await refused()).toContain(`${post}: aliases.0: "/pricing/index.html" is a page of the site`);
    await site.write(post, text);
  });

  it('a page or script linked from a post under /images/', async () => {
    const text = await site.read(post);
    await site.write('content/images/blog/guide.html', '<script src="/images/blog/app.js"></script>');
    await site.write('content/images/blog/app.js', 'document.title = "planted";');
    await site.write(post, `${text}\n[The guide](/images/blog/guide.html) and [its code](/images/blog/app.js).\n`);
    const stderr = await refused();
    expect(stderr).toContain(
      `${post}: body: /images/blog/guide.html is not an image or a PDF, the only files published from content/images/`,
    );
    expect(stderr).toContain(`${post}: body: /images/blog/app.js is not an image or a PDF`);
    await site.write(post, text);
  });
});

describe('the nginx configuration', () => {
  const input = {
    listen: '80',
    basePath: '',
    servers: [{ serverName: 'www.example.com', root: '/var/www/site', localePrefixes: [''] }],
    headers: [],
    redirects: [],
  };

  it('quotes redirect targets and refuses a server name, base path or folder that would end its word', () => {
    const config = buildNginxConfig({ ...input, redirects: [{ from: '/old/', to: 'https://example.com/new;x', status: 301 }] });
    expect(config).toContain('return 301 "https://example.com/new;x";');
    expect(() => buildNginxConfig({ ...input, servers: [{ ...input.servers[0]!, serverName: 'www.example.com;}server{listen' }] })).toThrow(
      /server name/,
    );
    expect(() => buildNginxConfig({ ...input, basePath: '/sub;$' })).toThrow(/base path/);
    expect(() => buildNginxConfig({ ...input, servers: [{ ...input.servers[0]!, root: '/var/www/my site' }] })).toThrow(/output folder/);
  });
});
