import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { hasNginx, startNginx, type RunningNginx } from '../helpers/nginx-server.ts';
import { runCli } from '../helpers/run-cli.ts';

const browser = useBrowser();
let dir: string;
let nginx: RunningNginx;

describe.runIf(hasNginx)('islands under the base path /sub, served by nginx', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitegen-browser-base-'));
    const dist = join(dir, 'dist');
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
      '127.0.0.1',
      '--root',
      repoRoot,
    ]);
    expect(config.code, config.stderr).toBe(0);
    nginx = await startNginx((port) => config.stdout.replace('127.0.0.1:PORT', `127.0.0.1:${port}`));
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('hydrates the ROI calculator, whose scripts and chunks load from /sub/assets/, under the CSP', async () => {
    const { page, problems } = await openPage(browser());
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(`http://127.0.0.1:${nginx.port}/sub/mx/roi/`);
    await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.locator('[data-island][data-hydrated]').count()).toBeGreaterThan(0);
    await page.locator('#roi-customers').fill('1000');
    await page.locator('#roi-order').fill('500');
    await expect.poll(() => page.locator('.roi-results dd').allTextContents()).toEqual(['350', '735', '$367,500']);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((line) => !/^200 \/sub\/assets\/islands\//.test(line))).toEqual([]);
    expect(problems).toEqual([]);
    // The navigation's links stay under /sub/.
    const hrefs = await page.locator('header a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href!.startsWith('/sub/'))).toEqual([]);
    await page.close();
  });
});
