import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint, listFiles } from '../helpers/output-files.ts';
import { runCli, runCliInProcess } from '../helpers/run-cli.ts';

/**
 * Issue 42: a translation records the English it was made from. Editing the English of a post, a
 * legal text, a UI string and a data text makes the Hebrew of each stale: in `check` (exit 1), in
 * `translations status`, and on the pages that show it (a notice in Hebrew); marking them fresh
 * again clears all three. Two locales keep the builds small. The builds and `check` run the real
 * binary (their exit codes); `translations` and `new post` run the CLI's main in process.
 */
const hebrewNotice = 'ייתכן שהתרגום הזה אינו מעודכן';
const env = { SOURCE_DATE_EPOCH: '1767225600' };

let site: FixtureSite;
beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il'] });
});
afterAll(() => site?.cleanup());

/** Output pages (`il/terms/index.html`) that show the "may be out of date" notice. */
async function pagesWithNotice(out: string): Promise<string[]> {
  const pages = (await listFiles(out)).filter((file) => file.endsWith('.html'));
  const marked: string[] = [];
  for (const page of pages) if ((await readFile(join(out, page), 'utf8')).includes('data-translation-notice')) marked.push(page);
  return marked;
}

const generate = (out: string) => runCli(['generate', '--root', site.root, '--out', out, '-q'], { env });

async function editEnglish(): Promise<void> {
  const post = 'content/posts/en/why-whatsapp-for-reviews.md';
  await site.write(post, `${await site.read(post)}\nOne more sentence in English.\n`);
  const terms = 'content/legal/en/terms.md';
  await site.write(terms, (await site.read(terms)).replace('## 1.', 'A new clause.\n\n## 1.'));
  await site.editJson('locales/en.json', (strings) => {
    strings.pricing.plansLabel = `${strings.pricing.plansLabel} (changed)`;
  });
  await site.editJson('data/faqs.json', (faqs) => {
    const entry = faqs.entries.find((e: { id: string }) => e.id === 'which-industries');
    entry.answer.en = `${entry.answer.en} Also garages.`;
  });
}

describe('translation freshness (issue 42)', () => {
  it('the shipped translations start fresh', async () => {
    const status = await runCliInProcess(['translations', 'status', '--json', '--root', site.root]);
    expect(status.code).toBe(0);
    const [il] = JSON.parse(status.stdout);
    for (const kind of ['strings', 'data', 'posts', 'pages', 'legal']) expect(il.counts[kind].stale, kind).toBe(0);
    expect(il.counts.posts.fresh).toBe(6);
  }, 60_000);

  it('an English edit makes each unit stale in check, status and on its pages; a cached build equals a cold one', async () => {
    expect((await generate(site.out)).code).toBe(0);
    expect(await pagesWithNotice(site.out)).toEqual([]);
    await editEnglish();

    const check = await runCli(['check', '--root', site.root]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(
      'content/posts/he/why-whatsapp-for-reviews.md: translates an older content/posts/en/why-whatsapp-for-reviews.md',
    );
    expect(check.stderr).toContain('content/legal/he/terms.md: translates an older content/legal/en/terms.md');
    expect(check.stderr).toContain('locales/he.json: pricing.plansLabel: translates an older English (recorded ');
    expect(check.stderr).toMatch(/the English now reads "[^"]*\(changed\)"/);
    expect(check.stderr).toContain('data/faqs.json: entries.which-industries.answer.he: translates an older English');

    const status = await runCliInProcess(['translations', 'status', '--json', '--root', site.root]);
    const [il] = JSON.parse(status.stdout);
    expect([il.counts.strings.stale, il.counts.data.stale, il.counts.posts.stale, il.counts.legal.stale, il.counts.pages.stale]).toEqual([
      1, 1, 1, 1, 0,
    ]);
    const text = await runCliInProcess(['translations', 'status', '--root', site.root, '--html', join(site.root, 'status.html')]);
    expect(text.stdout).toContain('stale: data/faqs.json: entries.which-industries.answer: translates an older English');
    expect(await site.read('status.html')).toContain('<code>content/legal/he/terms.md</code>');

    // From the cache (the last build's manifest) and cold: the same bytes.
    expect((await generate(site.out)).code).toBe(0);
    const cold = join(site.root, 'cold');
    expect((await generate(cold)).code).toBe(0);
    expect(await fingerprint(site.out)).toEqual(await fingerprint(cold));
    expect(await pagesWithNotice(site.out)).toEqual([
      'il/blog/why-whatsapp-for-reviews/index.html',
      'il/help/index.html',
      'il/pricing/index.html',
      'il/terms/index.html',
    ]);
    const terms = await readFile(join(site.out, 'il/terms/index.html'), 'utf8');
    expect(terms).toContain(hebrewNotice);
    expect(terms).toMatch(/<a href="\/terms\/" hrefLang="en" lang="en">לגרסה באנגלית<\/a>/);
    // Still indexable: self-canonical, in the sitemap.
    expect(terms).toContain('<link rel="canonical" href="https://www.example.com/il/terms/">');

    const marked = await runCliInProcess(['translations', 'mark-fresh', '--root', site.root]);
    expect(marked.code).toBe(0);
    expect(marked.stderr).toContain('Marked 4 translation(s) fresh');
    expect(await site.read('content/legal/he/terms.md')).toMatch(/\nsource: [0-9a-f]{12}\n---\n/);
    const again = await runCliInProcess(['translations', 'status', '--json', '--root', site.root]);
    expect(JSON.parse(again.stdout)[0].counts.posts).toEqual({ fresh: 6, stale: 0, missing: 0, fallback: 0 });
    expect((await generate(site.out)).code).toBe(0);
    expect(await pagesWithNotice(site.out)).toEqual([]);
  }, 300_000);

  it('a change the translations do not translate (a date, a flag) leaves them fresh', async () => {
    const post = 'content/posts/en/why-whatsapp-for-reviews.md';
    const text = await site.read(post);
    await site.write(
      post,
      text.replace(/^featured: true$/m, 'featured: false').replace(/^modifiedDate: .*$/m, 'modifiedDate: "2025-07-01"'),
    );
    const status = await runCliInProcess(['translations', 'status', '--json', '--root', site.root]);
    expect(JSON.parse(status.stdout)[0].counts.posts.stale).toBe(0);
    await site.write(post, text);
  }, 60_000);

  it('new post writes the record of a translation, so it starts fresh', async () => {
    const today = ['--root', site.root];
    expect((await runCliInProcess(['new', 'post', '--lang', 'en', '--slug', 'reply-to-reviews', ...today])).code).toBe(0);
    expect((await runCliInProcess(['new', 'post', '--lang', 'he', '--slug', 'reply-to-reviews', ...today])).code).toBe(0);
    const english = await site.read('content/posts/en/reply-to-reviews.md');
    const hebrew = await site.read('content/posts/he/reply-to-reviews.md');
    expect(hebrew).toMatch(/\nsource: [0-9a-f]{12}\n---\n/);
    expect(english).not.toContain('source:');
    const status = await runCliInProcess(['translations', 'status', '--json', ...today]);
    expect(JSON.parse(status.stdout)[0].counts.posts).toEqual({ fresh: 7, stale: 0, missing: 0, fallback: 0 });
  }, 60_000);

  it('mark-fresh names one unit; another stays stale', async () => {
    await site.editJson('locales/en.json', (strings) => {
      strings.pricing.plansLabel = `${strings.pricing.plansLabel}!`;
      strings.pricing.title = `${strings.pricing.title}!`;
    });
    const one = await runCliInProcess(['translations', 'mark-fresh', 'locales/he.json#pricing.title', '--root', site.root]);
    expect(one.stderr).toContain('Marked 1 translation(s) fresh; wrote locales/he.sources.json.');
    const status = await runCliInProcess(['translations', 'status', '--root', site.root]);
    expect(status.stdout).toContain('stale: locales/he.json: pricing.plansLabel:');
    expect(status.stdout).not.toContain('stale: locales/he.json: pricing.title:');
  }, 60_000);
});
