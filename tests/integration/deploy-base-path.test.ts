import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, repoRoot, type FixtureSite } from '../helpers/fixture-site.ts';
import { crawl, headersFor, type CrawlResult } from '../helpers/link-crawl.ts';
import { get, hasNginx, startNginx, type RunningNginx } from '../helpers/nginx-server.ts';
import { runCli } from '../helpers/run-cli.ts';

const origin = 'https://www.example.com';
const prefixes = ['', 'il', 'in', 'mx', 'br'];
let dir: string;
let dist: string;
let nginx: RunningNginx;
let crawled: CrawlResult;

describe.runIf(hasNginx)('a site under the base path /sub, served by nginx under /sub/', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitegen-deploy-base-'));
    dist = join(dir, 'dist');
    const built = await runCli(['generate', '--base-path', '/sub', '--out', dist, '--root', repoRoot, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    const config = await runCli([
      'nginx',
      '--base-path',
      '/sub',
      '--dist',
      dist,
      '--listen',
      '127.0.0.1:PORT',
      '--server-name',
      'www.example.com',
      '--root',
      repoRoot,
    ]);
    expect(config.code, config.stderr).toBe(0);
    nginx = await startNginx((port) => config.stdout.replace('127.0.0.1:PORT', `127.0.0.1:${port}`));
    crawled = await crawl(nginx.port, new Map([[origin, 'www.example.com']]), [
      `${origin}/sub/robots.txt`,
      ...prefixes.map((p) => `${origin}/sub/${p ? `${p}/` : ''}`),
    ]);
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the files at the root of the output, as the contents of /sub/', async () => {
    expect(await readFile(join(dist, 'mx', 'pricing', 'index.html'), 'utf8')).toContain(
      '<link rel="canonical" href="https://www.example.com/sub/mx/pricing/">',
    );
    await expect(readFile(join(dist, 'sub', 'index.html'))).rejects.toThrow();
  });

  it('resolves every link, asset, script, island chunk, feed and sitemap entry under /sub/', () => {
    expect(crawled.broken).toEqual([]);
    const urls = [...crawled.responses.keys()];
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((url) => !url.startsWith(`${origin}/sub/`))).toEqual([]);
    for (const kind of [
      /\/sub\/assets\/islands\/chunk\.[A-Z0-9]+\.js$/,
      /\/sub\/assets\/site\.[0-9a-f]+\.css$/,
      /\/sub\/mx\/blog\/feed\.xml$/,
      /\/sub\/sitemap-mx\.xml$/,
      /\/sub\/images\//,
    ]) {
      expect(
        urls.some((url) => kind.test(url)),
        String(kind),
      ).toBe(true);
    }
  });

  it('names no root-relative URL outside /sub/ in any page, feed or sitemap', () => {
    for (const [url, response] of crawled.responses) {
      if (!/html|xml/.test(String(response.headers['content-type']))) continue;
      const outside = [
        ...response.body.matchAll(
          /(?:href|src|content)="(\/(?!sub\/)[^"]*)"|<(?:loc|link)>(https:\/\/www\.example\.com(?!\/sub\/)[^<]*)</g,
        ),
      ].map((m) => m[1] ?? m[2]);
      expect(outside, url).toEqual([]);
    }
  });

  it("sends _headers' rules under /sub/ and answers each locale's 404 page", async () => {
    const headersFile = await readFile(join(dist, '_headers'), 'utf8');
    for (const [url, response] of crawled.responses) {
      const path = new URL(url).pathname;
      for (const [name, value] of headersFor(headersFile, path)) expect(response.headers[name], `${name} of ${path}`).toBe(value);
    }
    expect(headersFor(headersFile, '/sub/assets/x.js').get('cache-control')).toContain('immutable');
    for (const prefix of prefixes) {
      const response = await get(nginx.port, `/sub/${prefix ? `${prefix}/` : ''}missing/`, 'www.example.com');
      expect(response.status).toBe(404);
      expect(response.body).toBe(await readFile(join(dist, prefix, '404.html'), 'utf8'));
    }
    expect((await get(nginx.port, '/mx/', 'www.example.com')).status).toBe(404);
  });
});

/** Every file of a folder with its bytes, for comparing two outputs. */
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

describe('the build cache and the base path', () => {
  it('rebuilds every URL when only the base path changes: the cached build equals a cold one', async () => {
    const site = await createFixtureSite();
    try {
      const cold = join(site.root, 'cold');
      expect((await runCli(['generate', '--base-path', '/docs/site', '--out', cold, '--root', site.root, '--quiet'])).code).toBe(0);
      expect((await runCli(['generate', '--out', site.out, '--root', site.root, '--quiet'])).code).toBe(0);
      const cached = await runCli(['generate', '--base-path', '/docs/site', '--out', site.out, '--root', site.root, '--quiet']);
      expect(cached.code, cached.stderr).toBe(0);
      expect(await treeOf(site.out)).toEqual(await treeOf(cold));
    } finally {
      await site.cleanup();
    }
  }, 60_000);
});

describe('a link that leaves the base path', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await createFixtureSite();
  });
  afterAll(() => site?.cleanup());

  it('is a build error naming the page, its Markdown file and the link, and the previous output stays', async () => {
    const first = await runCli(['generate', '--base-path', '/sub', '--out', site.out, '--root', site.root, '--quiet']);
    expect(first.code, first.stderr).toBe(0);
    const before = await readFile(join(site.out, 'index.html'), 'utf8');
    const post = 'content/posts/en/why-whatsapp-for-reviews.md';
    const text = await site.read(post);
    await site.write(post, text.replace('[see our plans](/pricing)', '[see our plans](/../elsewhere/)'));
    const failed = await runCli(['generate', '--base-path', '/sub', '--out', site.out, '--root', site.root]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      'blog/why-whatsapp-for-reviews/index.html (from content/posts/en/why-whatsapp-for-reviews.md) links to /sub/../elsewhere/ (leaves the base path /sub/',
    );
    expect(await readFile(join(site.out, 'index.html'), 'utf8')).toBe(before);
  });
});
