import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '../../generator/errors.ts';
import { createIncrementalBuilder, type RebuildResult } from '../../generator/dev/incremental-build.ts';
import { loadSiteData } from '../../generator/load/load-data.ts';
import { createTranslators } from '../../generator/i18n/i18n.ts';
import { buildRoutes, type Route } from '../../generator/routes/routes.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint } from '../helpers/output-files.ts';

let site: FixtureSite;
let rebuild: ReturnType<typeof createIncrementalBuilder>;
let first: RebuildResult;

const postFile = 'content/posts/en/whatsapp-review-request-templates.md';

async function plannedRoutes(): Promise<Route[]> {
  const data = await loadSiteData(site.root);
  return buildRoutes(data, createTranslators(data));
}

/** Output paths of the pages that show this post file as their article. */
async function pagesOfPost(file: string): Promise<string[]> {
  return (await plannedRoutes())
    .filter((route) => route.content.kind === 'post' && route.content.post.file === file)
    .map((route) => route.outputPath)
    .sort();
}

beforeAll(async () => {
  site = await createFixtureSite();
  rebuild = createIncrementalBuilder({ root: site.root, outDir: site.out });
  first = await rebuild([]);
}, 60_000);
afterAll(() => site?.cleanup());

describe('the dev rebuild scope', () => {
  it('renders every page and writes the assets on the first build', async () => {
    expect(first.full).toBe(true);
    expect(first.rendered.length).toBe((await plannedRoutes()).length);
    expect(first.written.some((path) => /^assets\/site\.[0-9a-f]+\.css$/.test(path))).toBe(true);
    expect(first.written).toContain('sitemap.xml');
    // Every post's social card.
    const posts = (await loadSiteData(site.root)).posts;
    expect(first.written.filter((path) => path.startsWith('og/')).length).toBe(posts.length);
    expect(first.written).toContain('og/en/whatsapp-review-request-templates.png');
  });

  it('re-renders only the pages of a post whose body changed, and writes nothing else but its Markdown twin and search indexes', async () => {
    const text = await site.read(postFile);
    await site.write(postFile, `${text}\nOne more paragraph, added while the dev server runs.\n`);
    const result = await rebuild([site.path(postFile)]);
    expect(result.full).toBe(false);
    // Its own pages, and its translations' pages, which now say they may be out of date (issue 42).
    const translations = ['il', 'in', 'mx', 'br'].map((prefix) => `${prefix}/blog/whatsapp-review-request-templates/index.html`);
    expect(result.rendered.sort()).toEqual([...(await pagesOfPost(postFile)), ...translations].sort());
    // Besides them, the English text's Markdown twin (the translations' twins are as they were) and
    // the search indexes of the languages whose pages changed (issue 43).
    const others = result.written.filter((path) => !result.rendered.includes(path));
    expect(others.filter((path) => !/^([a-z]{2}\/)?pagefind\//.test(path))).toEqual(['blog/whatsapp-review-request-templates/index.md']);
    expect(others.some((path) => path.startsWith('pagefind/'))).toBe(true);
    expect(await readFile(join(site.out, 'blog/whatsapp-review-request-templates/index.html'), 'utf8')).toContain(
      'One more paragraph, added while the dev server runs.',
    );
    expect(await readFile(join(site.out, 'blog/whatsapp-review-request-templates/index.md'), 'utf8')).toContain(
      'One more paragraph, added while the dev server runs.',
    );
    for (const page of translations) expect(await readFile(join(site.out, page), 'utf8')).toContain('data-translation-notice');
  });

  it('re-renders the lists, related blocks and feeds that show a post whose title changed', async () => {
    const text = await site.read(postFile);
    const card = join(site.out, 'og/en/whatsapp-review-request-templates.png');
    const cardBefore = await readFile(card);
    await site.write(postFile, text.replace(/^title: .*$/m, 'title: "Templates, retitled"'));
    const result = await rebuild([site.path(postFile)]);
    const own = await pagesOfPost(postFile);
    expect(result.full).toBe(false);
    expect(result.rendered).toEqual(expect.arrayContaining([...own, 'blog/index.html']));
    expect(result.rendered).not.toContain('pricing/index.html');
    expect(result.rendered.length).toBeLessThan(first.rendered.length / 2);
    expect(result.written).toEqual(expect.arrayContaining(['blog/feed.xml']));
    expect(result.written.some((path) => path.startsWith('assets/'))).toBe(false);
    expect(await readFile(join(site.out, 'blog/index.html'), 'utf8')).toContain('Templates, retitled');
    // Its social card shows the title: drawn again, the only card written.
    expect(result.written.filter((path) => path.startsWith('og/'))).toEqual(['og/en/whatsapp-review-request-templates.png']);
    expect((await readFile(card)).equals(cardBefore)).toBe(false);
  });

  it('tells an open post page first, with the key the whole rebuild gives it (nothing is stale after)', async () => {
    const text = await site.read(postFile);
    await site.write(postFile, text.replace(/^title: .*$/m, 'title: "Templates, told ahead"'));
    const told: { urls: string[]; page: string; list: string }[] = [];
    const result = await rebuild([site.path(postFile)], {
      openPages: ['/blog/whatsapp-review-request-templates/'],
      // What the output holds when the open page is told: it, and not yet the list that shows its card.
      onOpenPages: async (urls) => {
        told.push({
          urls,
          page: await readFile(join(site.out, 'blog/whatsapp-review-request-templates/index.html'), 'utf8'),
          list: await readFile(join(site.out, 'blog/index.html'), 'utf8'),
        });
      },
    });
    expect(told.map((call) => call.urls)).toEqual([['/blog/whatsapp-review-request-templates/']]);
    expect(told[0]!.page).toContain('Templates, told ahead');
    expect(told[0]!.list).not.toContain('Templates, told ahead');
    expect(result.rendered.filter((path) => path === 'blog/whatsapp-review-request-templates/index.html')).toHaveLength(1);
    expect(await readFile(join(site.out, 'blog/index.html'), 'utf8')).toContain('Templates, told ahead');
    // The key recorded ahead is the one the whole table gives the page: nothing is stale after it.
    expect((await rebuild([])).rendered).toEqual([]);
  });

  it('leaves an edit that adds an archive page (a new tag) to the whole rebuild: the open page links a page that did not exist', async () => {
    const text = await site.read(postFile);
    await site.write(postFile, text.replace(/^tags: \[/m, 'tags: ["brand new tag", '));
    const told: string[][] = [];
    const result = await rebuild([site.path(postFile)], {
      openPages: ['/blog/whatsapp-review-request-templates/'],
      onOpenPages: (urls) => void told.push(urls),
    });
    expect(told).toEqual([['/blog/whatsapp-review-request-templates/']]);
    expect(result.rendered).toContain('blog/tag/brand-new-tag/index.html');
    expect(await readFile(join(site.out, 'blog/whatsapp-review-request-templates/index.html'), 'utf8')).toContain(
      '/blog/tag/brand-new-tag/',
    );
    await site.write(postFile, text);
    await rebuild([site.path(postFile)]);
  });

  it('adds the pages of a new post and removes them when it is deleted', async () => {
    const newPost = 'content/posts/en/a-new-post.md';
    const text = (await site.read(postFile)).replace(/^slug: .*$/m, 'slug: a-new-post').replace(/^id: .*$/m, 'id: 99');
    await site.write(newPost, text);
    const added = await rebuild([site.path(newPost)]);
    expect(added.rendered).toContain('blog/a-new-post/index.html');
    expect(added.written).toContain('sitemap-global.xml');
    await rm(site.path(newPost));
    const removed = await rebuild([site.path(newPost)]);
    expect(removed.removed).toContain('blog/a-new-post/index.html');
    await expect(readFile(join(site.out, 'blog/a-new-post/index.html'))).rejects.toThrow();
  });

  it('reads what is on disk whatever it is told changed: a save the watcher did not report is built too', async () => {
    const text = await site.read(postFile);
    await site.write(postFile, text.replace(/^title: .*$/m, 'title: "Seen though not reported"'));
    const unreported = await rebuild([]);
    expect(unreported.rendered).toContain('blog/whatsapp-review-request-templates/index.html');
    expect(await readFile(join(site.out, 'blog/index.html'), 'utf8')).toContain('Seen though not reported');
    await site.write(postFile, text);
    expect((await rebuild([])).rendered).toContain('blog/whatsapp-review-request-templates/index.html');
  });

  it('renders every page again when site-wide data changes', async () => {
    await site.editJson('data/plans.json', (file) => {
      file.plans[0].messages += 1;
    });
    const result = await rebuild([site.path('data/plans.json')]);
    expect(result.full).toBe(true);
    expect(result.rendered.length).toBe((await plannedRoutes()).length);
  });

  it('renders only the pages of a language when its strings change; every page for English, the fallback', async () => {
    await site.editJson('locales/he.json', (strings) => (strings.blog.subtitle = `${strings.blog.subtitle} (עודכן)`));
    const hebrew = await rebuild([site.path('locales/he.json')]);
    const routes = await plannedRoutes();
    const hebrewPages = routes
      .filter((route) => route.locale.lang === 'he')
      .map((route) => route.outputPath)
      .sort();
    expect(hebrew.full).toBe(false);
    expect([...hebrew.rendered].sort()).toEqual(hebrewPages);
    expect(await readFile(join(site.out, 'il/blog/index.html'), 'utf8')).toContain('(עודכן)');

    await site.editJson('locales/en.json', (strings) => (strings.blog.subtitle = `${strings.blog.subtitle} (updated)`));
    const english = await rebuild([site.path('locales/en.json')]);
    expect(english.full).toBe(true);
    expect(english.rendered.length).toBe(routes.length);
  });

  it('throws on invalid content and leaves the served files as they were', async () => {
    const before = await fingerprint(site.out);
    const text = await site.read(postFile);
    await site.write(postFile, text.replace(/^publishedDate: .*$/m, 'publishedDate: "someday"'));
    await expect(rebuild([site.path(postFile)])).rejects.toBeInstanceOf(ContentError);
    expect(await fingerprint(site.out)).toEqual(before);
    await site.write(postFile, text);
    expect((await rebuild([site.path(postFile)])).full).toBe(false);
  });

  it('draws again the social cards showing a cover whose bytes changed under the same name, and no other', async () => {
    const cover = 'content/images/blog/whatsapp-review-request-templates.svg';
    const svg = await site.read(cover);
    const showing = ['en', 'es', 'he', 'hi', 'pt'].map((lang) => `og/${lang}/whatsapp-review-request-templates.png`);
    try {
      await site.write(cover, svg.replace('fill="#F1F5F9"', 'fill="#FDE68A"'));
      const result = await rebuild([site.path(cover)]);
      expect(result.written.filter((path) => path.startsWith('og/')).sort()).toEqual(showing);
    } finally {
      await site.write(cover, svg);
      expect((await rebuild([site.path(cover)])).written.filter((path) => path.startsWith('og/')).sort()).toEqual(showing);
    }
  });
});
