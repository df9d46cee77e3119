import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../generator/dev/dev-server.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Issue 23 item 3: a draft and a future post are absent from `generate`, present in `dev`
 * (with a ribbon), listed by `check` with their dates; `--future` and SOURCE_DATE_EPOCH.
 */

let site: FixtureSite;
// 2026-01-01T00:00:00Z: the build date every build here uses, so the test does not age.
const epoch = '1767225600';
const env = { SOURCE_DATE_EPOCH: epoch };

function post(slug: string, id: number, date: string, extra: string): string {
  return `---
id: ${id}
slug: ${slug}
title: "${slug === 'draft-announcement' ? 'A draft announcement' : 'Coming next year'}"
excerpt: "A post the authoring tests keep out of the public site."
image: /images/blog/more-reviews-more-money.svg
author: "Maya Cohen"
publishedDate: "${date}"
modifiedDate: "${date}"
categories: ["Growth"]
tags: ["automation"]
featured: false
${extra}---

Text of ${slug}.
`;
}

const exists = (path: string) =>
  readFile(path).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  // The global site, a locale that shows the English scheduled post as its fallback (mx), and
  // the right-to-left one whose ribbon the dev server translates (il).
  site = await createFixtureSite({ locales: ['global', 'il', 'mx'] });
  await site.write('content/posts/en/draft-announcement.md', post('draft-announcement', 901, '2025-12-01', 'draft: true\n'));
  await site.write('content/posts/en/coming-next-year.md', post('coming-next-year', 902, '2099-03-15', ''));
  await site.write(
    'content/pages/en/press.md',
    '---\ntitle: "Press kit"\ndescription: "Logos and facts for journalists."\ndraft: true\nnav:\n  menu: footer\n  column: company\n---\nLogos and facts.\n',
  );
});
afterAll(() => site?.cleanup());

describe('generate', () => {
  it('leaves drafts and posts dated after the build date out of pages, lists, feed and sitemap', async () => {
    const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet'], { env });
    expect(result.code).toBe(0);
    for (const path of [
      'blog/draft-announcement/index.html',
      'blog/coming-next-year/index.html',
      'press/index.html',
      'mx/blog/coming-next-year/index.html',
    ]) {
      expect(await exists(join(site.out, path)), path).toBe(false);
    }
    const blog = await readFile(join(site.out, 'blog/index.html'), 'utf8');
    const feed = await readFile(join(site.out, 'blog/feed.xml'), 'utf8');
    const sitemap = await readFile(join(site.out, 'sitemap-global.xml'), 'utf8');
    const home = await readFile(join(site.out, 'index.html'), 'utf8');
    for (const text of [blog, feed, sitemap]) expect(text).not.toMatch(/draft-announcement|coming-next-year/);
    // The draft page's footer link is absent too.
    expect(home).not.toContain('/press/');
    // A published post is still there: the filter is not "no posts".
    expect(blog).toContain('/blog/more-reviews-more-money/');
  });

  it('--future builds the scheduled post, with a ribbon saying when it goes live; drafts stay out', async () => {
    const out = join(site.root, 'dist-future');
    const result = await runCli(['generate', '--root', site.root, '--out', out, '--quiet', '--future'], { env });
    expect(result.code).toBe(0);
    const page = await readFile(join(out, 'blog/coming-next-year/index.html'), 'utf8');
    expect(page).toContain(
      '<p class="status-ribbon" role="note" data-status="scheduled">Scheduled for March 15, 2099 – not published yet.</p>',
    );
    expect(await exists(join(out, 'blog/draft-announcement/index.html'))).toBe(false);
  });

  it("SOURCE_DATE_EPOCH decides what is published: on the post's date it is out, without a ribbon", async () => {
    const out = join(site.root, 'dist-later');
    const later = String(Date.UTC(2099, 2, 15) / 1000);
    const result = await runCli(['generate', '--root', site.root, '--out', out, '--quiet'], { env: { SOURCE_DATE_EPOCH: later } });
    expect(result.code).toBe(0);
    const page = await readFile(join(out, 'blog/coming-next-year/index.html'), 'utf8');
    expect(page).not.toContain('status-ribbon');
    expect(await readFile(join(out, 'sitemap-global.xml'), 'utf8')).toContain('/blog/coming-next-year/');
  });

  it('a SOURCE_DATE_EPOCH that is not a number is a usage error (exit 2)', async () => {
    const result = await runCli(['generate', '--root', site.root, '--out', join(site.root, 'dist-bad'), '--quiet'], {
      env: { SOURCE_DATE_EPOCH: 'yesterday' },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('SOURCE_DATE_EPOCH is "yesterday", not a number of seconds since 1970-01-01');
  });
});

describe('check', () => {
  it('lists each draft and scheduled post with its date, and passes', async () => {
    const result = await runCli(['check', '--root', site.root], { env });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Not published by "sitegen generate" (build date 2026-01-01');
    expect(result.stdout).toContain('content/pages/en/press.md  draft  "Press kit"');
    expect(result.stdout).toContain('content/posts/en/draft-announcement.md  draft, dated 2025-12-01  "A draft announcement"');
    expect(result.stdout).toContain('content/posts/en/coming-next-year.md  scheduled for 2099-03-15  "Coming next year"');
  });
});

describe('dev', () => {
  it('builds drafts and scheduled posts, each page with its ribbon', async () => {
    // The dev server reads no SOURCE_DATE_EPOCH here: the scheduled post is dated 2099, after any real today.
    const dev = await startDevServer({ root: site.root, outDir: join(site.root, '.dev-out'), port: 0, log: () => undefined });
    try {
      await dev.idle();
      const get = async (path: string) => {
        const response = await fetch(`${dev.url}${path}`);
        return { status: response.status, body: await response.text() };
      };
      const draft = await get('/blog/draft-announcement/');
      expect(draft.status).toBe(200);
      expect(draft.body).toContain('data-status="draft">Draft – not published. Only sitegen dev shows this page.</p>');
      const scheduled = await get('/blog/coming-next-year/');
      expect(scheduled.status).toBe(200);
      expect(scheduled.body).toContain('data-status="scheduled"');
      const press = await get('/il/press/');
      expect(press.status).toBe(200);
      expect(press.body).toMatch(/data-status="draft">(?:<bdi dir="rtl">)?טיוטה/);
      // A published page has no ribbon.
      expect((await get('/pricing/')).body).not.toContain('status-ribbon');
    } finally {
      await dev.close();
    }
  });
});
