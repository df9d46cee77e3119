import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Issue 23, item 7: the nginx rules are generated from the project (`sitegen nginx`), so a new
 * locale's 404 page is in them without a list kept by hand; and, where nginx is installed, a
 * real nginx with them serves the policy on pages and assets and each locale's own 404 page.
 */
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => spawnSync(path, ['-v']).status === 0);
let site: FixtureSite;

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il'] });
}, 60_000);
afterAll(() => site.cleanup());

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe('sitegen nginx', () => {
  it('lists the locales of locales/locales.json, a new one included', async () => {
    const before = await runCli(['nginx', '--root', site.root]);
    expect(before.code).toBe(0);
    expect(before.stdout).toContain('location ~ ^/(il)/ {');
    await runCli(['new', 'locale', 'fr', '--lang', 'fr', '--currency', 'USD', '--root', site.root]);
    const after = await runCli(['nginx', '--root', site.root]);
    expect(after.stdout).toContain('location ~ ^/(il|fr)/ {');
    // Every block that sets a header sets the policy too (nginx drops outer add_header lines there).
    const blocks = after.stdout.split(/^location /m).slice(1);
    expect(blocks).toHaveLength(3);
    for (const block of blocks) expect(block).toContain("add_header Content-Security-Policy \"default-src 'self';");
  });

  it.skipIf(!nginx)('serves the built site with the policy, the caching and each locale\'s 404 page', async () => {
    const out = join(site.root, 'served');
    await build({ root: site.root, outDir: out });
    // nginx's workers may run as another user (nobody): the temporary folder must be readable.
    await chmod(site.root, 0o755);
    const port = await freePort();
    const prefix = join(site.root, 'nginx');
    await mkdir(join(prefix, 'logs'), { recursive: true });
    const snippet = (await runCli(['nginx', '--root', site.root])).stdout;
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${prefix};`).join(' ');
    await writeFile(join(prefix, 'nginx.conf'), `daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log; events {}
http { access_log off; ${temp} types { text/html html; text/css css; image/svg+xml svg; }
server { listen 127.0.0.1:${port}; root ${out};
${snippet}} }
`);
    const server = spawn(nginx!, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')], { stdio: 'ignore' });
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect.poll(() => fetch(`${base}/`).then((r) => r.status, () => 0), { timeout: 10_000 }).toBe(200);
      const page = await fetch(`${base}/il/pricing`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const css = (await page.text()).match(/href="(\/assets\/site\.[0-9a-f]+\.css)"/)![1]!;
      const asset = await fetch(`${base}${css}`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-security-policy')).toContain("default-src 'self'");
      const missing = await fetch(`${base}/il/no-such-page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<html lang="he" dir="rtl">');
      const global = await fetch(`${base}/no-such-page`);
      expect(global.status).toBe(404);
      expect(await global.text()).toContain('<html lang="en" dir="ltr">');
    } finally {
      server.kill();
    }
  }, 120_000);
});
