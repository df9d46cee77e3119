import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

let site: FixtureSite;
beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'mx'] });
});
afterAll(() => site.cleanup());

describe('sitegen new post', () => {
  it('writes a skeleton that passes validation and builds into a page', async () => {
    const result = await runCli([
      'new',
      'post',
      '--root',
      site.root,
      '--lang',
      'en',
      '--slug',
      'reply-to-bad-reviews',
      '--title',
      'How to reply to a "bad" review',
    ]);
    expect(result.stderr).toBe('Wrote content/posts/en/reply-to-bad-reviews.md\n');
    expect(result.code).toBe(0);
    const text = await site.read('content/posts/en/reply-to-bad-reviews.md');
    expect(text).toContain('id: 7\n');
    expect(text).toContain('title: "How to reply to a \\"bad\\" review"');
    expect(text).toContain('image: /images/blog/default-cover.svg');
    const build = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet']);
    expect(build.stderr).not.toMatch(/error|reply-to-bad-reviews/); // only the number-purchase warning
    expect(build.code).toBe(0);
    expect(await readFile(join(site.out, 'blog/reply-to-bad-reviews/index.html'), 'utf8')).toContain(
      'How to reply to a &quot;bad&quot; review',
    );
    // The Mexican site shows its text in English until it is translated (the page around it in Spanish).
    const mexican = await readFile(join(site.out, 'mx/blog/reply-to-bad-reviews/index.html'), 'utf8');
    expect(mexican).toContain('<h1 lang="en" dir="ltr">How to reply to a &quot;bad&quot; review</h1>');
    expect(mexican).toContain('<div class="prose post__body" lang="en" dir="ltr">');
  });

  it('reuses the id and cover of the English post for a translation', async () => {
    await rm(site.path('content/posts/es/more-reviews-more-money.md'));
    const result = await runCli([
      'new',
      'post',
      '--root',
      site.root,
      '--lang',
      'es',
      '--slug',
      'more-reviews-more-money',
      '--title',
      'Más reseñas, más ventas',
    ]);
    expect(result.code).toBe(0);
    const text = await site.read('content/posts/es/more-reviews-more-money.md');
    expect(text).toContain('id: 1\n');
    expect(text).toContain('image: /images/blog/more-reviews-more-money.svg');
  });

  it('refuses to overwrite an existing post, and refuses an unknown language', async () => {
    const before = await site.read('content/posts/en/more-reviews-more-money.md');
    const exists = await runCli(['new', 'post', '--root', site.root, '--lang', 'en', '--slug', 'more-reviews-more-money', '--title', 'X']);
    expect(exists.code).toBe(1);
    expect(exists.stderr).toContain('content/posts/en/more-reviews-more-money.md already exists; nothing was written.');
    expect(await site.read('content/posts/en/more-reviews-more-money.md')).toBe(before);
    const unknown = await runCli(['new', 'post', '--root', site.root, '--lang', 'fr', '--slug', 'x', '--title', 'X']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown language "fr". Languages of this site: en, es.');
  });
});
