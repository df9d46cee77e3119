import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { createFixtureSite, repoRoot, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint, listFiles } from '../helpers/output-files.ts';
import { runCli, runCliInProcess } from '../helpers/run-cli.ts';

let site: FixtureSite;
beforeAll(async () => {
  site = await createFixtureSite();
});
afterAll(() => site.cleanup());

describe('sitegen generate', () => {
  it('builds all five sites with a progress line per stage and a summary', async () => {
    const result = await runCli(['generate', '--root', site.root, '--out', site.out]);
    expect(result.stderr).toMatch(/✓ load\s+\d+ files, 5 locales\s+\d+ ms/);
    for (const stage of ['i18n', 'routes', 'assets', 'render', 'links', 'write']) expect(result.stderr).toMatch(new RegExp(`✓ ${stage} `));
    // 37 pages a locale: 15 fixed (the search page among them), 6 posts, 3 content pages, 13 tag and category archives.
    expect(result.stderr).toMatch(/Built 185 pages \(\d+ files, [\d.]+ MB\) into .* in \d+ ms/);
    expect(result.code).toBe(0);
    for (const prefix of ['', 'il/', 'in/', 'mx/', 'br/']) {
      expect((await stat(join(site.out, `${prefix}index.html`))).isFile()).toBe(true);
    }
    const files = await listFiles(site.out);
    expect(files).toContain('sitemap.xml');
    expect(files).toContain('robots.txt');
    expect(files).toContain('404.html');
    expect(files.some((f) => /^assets\/site\.[0-9a-f]{10}\.css$/.test(f))).toBe(true);
  });

  it('writes <html lang dir> and head metadata for each locale', async () => {
    const il = await readFile(join(site.out, 'il/index.html'), 'utf8');
    expect(il).toContain('<html lang="he" dir="rtl">');
    expect(il).toContain('<link rel="canonical" href="https://www.example.com/il/">');
    expect(il.match(/<link rel="alternate" hreflang=/g)).toHaveLength(6);
    expect(il).toMatch(/<meta property="og:image" content="https:\/\/www\.example\.com\/assets\/og\/il\.[0-9a-f]{10}\.png">/);
    const types = [...il.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type']);
    expect(types).toEqual(['Organization', 'WebSite', 'FAQPage']);
    const faq = JSON.parse([...il.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)][2]![1]!);
    expect(faq.mainEntity).toHaveLength(4);
    const mx = await readFile(join(site.out, 'mx/index.html'), 'utf8');
    expect(mx).toContain('<html lang="es-MX" dir="ltr">');
  });

  it("names a legal text shown in English in the page's language: title, heading and breadcrumb (issue 45 item 5)", async () => {
    const terms = await readFile(join(site.out, 'in', 'terms', 'index.html'), 'utf8');
    expect(terms).toContain('<title>सेवा की शर्तें – ReviewNudge</title>');
    expect(terms).toContain('<h1>सेवा की शर्तें</h1>');
    expect(terms).not.toContain('Terms of Service</');
    // The text itself stays English, marked so.
    expect(terms).toMatch(/<div class="prose" lang="en" dir="ltr">/);
  });

  it('writes a sitemap per locale with alternates for indexable pages only, their index, and robots.txt naming it', async () => {
    const index = await readFile(join(site.out, 'sitemap.xml'), 'utf8');
    for (const id of ['global', 'il', 'in', 'mx', 'br']) expect(index).toContain(`<loc>https://www.example.com/sitemap-${id}.xml</loc>`);
    const sitemap = await readFile(join(site.out, 'sitemap-mx.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://www.example.com/mx/pricing/</loc>');
    expect(sitemap).not.toContain('<loc>https://www.example.com/pricing/</loc>');
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/pricing/"/>');
    expect(await readFile(join(site.out, 'sitemap-in.xml'), 'utf8')).not.toContain('<loc>https://www.example.com/in/terms/</loc>');
    expect(sitemap).not.toContain('404');
    expect(await readFile(join(site.out, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('gives byte-identical output for the same input', async () => {
    const first = await fingerprint(site.out);
    const again = join(site.root, 'dist-again');
    expect((await runCli(['generate', '--root', site.root, '--out', again, '--quiet'])).code).toBe(0);
    expect(await fingerprint(again)).toEqual(first);
  });

  it('renders the same bytes on worker threads as on the main thread', async () => {
    const out = join(site.root, 'dist-workers');
    const result = await build({ root: site.root, outDir: out, workers: 2 });
    // 14 fixed pages, 6 posts, 3 content pages (about, cookie-policy, accessibility) and 13 archives (5
    // categories, 8 tags: the shipped posts' terms, stable slugs in every language) in 5 locales.
    expect(result.pages).toBe(5 * (15 + 6 + 3 + 13));
    expect(await fingerprint(out)).toEqual(await fingerprint(site.out));
  });

  it('says when render threads run out of memory, exits 1 and leaves no output behind', async () => {
    // 6 MB: every thread runs out as it loads its code, often two at once while the pool closes.
    const out = join(site.root, 'dist-oom');
    const result = await runCli(['generate', '--root', site.root, '--out', out, '--quiet'], {
      env: { SITEGEN_THREADS_FROM_PAGES: '1', SITEGEN_THREAD_OLD_MB: '6' },
    });
    expect(result.stderr).toContain(
      'error A render thread needed more than its 6 MB of memory.\nIs a post or data file unusually large? Otherwise give the threads more with SITEGEN_THREAD_OLD_MB (tuning.ts).',
    );
    expect(result.code).toBe(1);
    expect(await listFiles(out).catch(() => [])).toEqual([]);
  });

  it('builds one country alone with --locale mx (plus the assets it uses), run from another folder', async () => {
    const out = join(site.root, 'dist-mx');
    // cwd is the fixture, not the repository: the CLI must still find its own tsconfig (JSX).
    const result = await runCli(['generate', '--root', '.', '--out', out, '--locale', 'mx', '--quiet'], { cwd: site.root });
    expect(result.code).toBe(0);
    const files = await listFiles(out);
    const pages = files.filter((f) => f.endsWith('.html'));
    expect(pages.length).toBe(15 + 6 + 3 + 13); // fixed pages (the search page among them), posts, content pages (about, cookie-policy, accessibility), archives (5 categories, 8 tags)
    expect(pages.every((f) => f.startsWith('mx/'))).toBe(true);
    expect(files.filter((f) => f.startsWith('assets/og/'))).toEqual([expect.stringMatching(/^assets\/og\/mx\.[0-9a-f]{10}\.png$/)]);
  });

  it('exits 2 on an unknown locale and names the valid ones', async () => {
    const result = await runCli(['generate', '--root', site.root, '--out', join(site.root, 'x'), '--locale', 'fr']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('error Unknown locale "fr". Valid locales: global, il, in, mx, br.');
  });

  it('exits 2 on an unknown flag', async () => {
    const result = await runCliInProcess(['generate', '--colour']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("error: unknown option '--colour'");
  });

  it('explains itself with --help, examples included', async () => {
    const result = await runCliInProcess(['generate', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--locale <id...>');
    expect(result.stdout).toContain('$ sitegen generate --locale mx');
  });

  it('leaves the previous output intact when a build is killed midway', async () => {
    const before = await fingerprint(site.out);
    const { spawn } = await import('node:child_process');
    // --force: a whole build (from the build cache, nothing would change, and it would end first).
    const child = spawn(process.execPath, [
      join(repoRoot, 'bin', 'sitegen.js'),
      'generate',
      '--root',
      site.root,
      '--out',
      site.out,
      '--quiet',
      '--force',
    ]);
    const closed = new Promise((resolve) => child.once('close', resolve));
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 700)), closed]);
    child.kill('SIGKILL');
    await closed;
    expect(await fingerprint(site.out)).toEqual(before);
  });

  it('exits 1 on invalid data, names file and field, and leaves the previous output intact', async () => {
    const before = await fingerprint(site.out);
    // The broken plans file is the point, not the other languages.
    const broken = await createFixtureSite({ locales: ['global'] });
    try {
      await broken.editJson('data/plans.json', (plans) => {
        plans.plans[1].messages = -5;
      });
      const result = await runCli(['generate', '--root', broken.root, '--out', site.out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('data/plans.json: plans[growth].messages: must be the number of messages included per month');
      expect(result.stderr).toContain('the previous output was left untouched');
      expect(await fingerprint(site.out)).toEqual(before);
    } finally {
      await broken.cleanup();
    }
  });
});
