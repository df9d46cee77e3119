import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../../generator/build.ts';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createRelatedIndex,
  postsForLanguage,
  postsWithPagesIn,
  relatedPosts,
  type LocalePost,
} from '../../generator/routes/blog-posts.ts';
import type { Post } from '../../generator/load/load-posts.ts';
import { readingTimeFor } from '../../generator/load/schemas/post.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { loadShippedSite } from '../helpers/site-data.ts';
import { loadProblems } from '../helpers/load-problems.ts';
import { loadSiteData } from '../../generator/load/load-data.ts';
import { createTranslators } from '../../generator/i18n/i18n.ts';
import { buildRoutes } from '../../generator/routes/routes.ts';

let site: FixtureSite | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

const makePost = (overrides: Partial<Post>): Post => ({
  id: 1,
  slug: 'a',
  title: 'A',
  excerpt: 'x',
  image: '/images/blog/a.svg',
  author: 'Ann',
  publishedDate: '2025-01-01',
  modifiedDate: '2025-01-01',
  categories: ['Guides'],
  tags: [],
  featured: false,
  lang: 'en',
  file: 'content/posts/en/a.md',
  markdown: '',
  images: ['/images/blog/a.svg'],
  wordCount: 800,
  readingTime: 4,
  contentHash: '000000000000',
  ...overrides,
});

describe('blog posts', () => {
  it('computes reading time at 200 words a minute, clamped to 4–15', () => {
    expect([readingTimeFor(100), readingTimeFor(1001), readingTimeFor(5000)]).toEqual([4, 6, 15]);
  });

  it('names file and field for a missing title, a bad date, a duplicate slug, an unknown folder and a missing image', async () => {
    site = await createFixtureSite();
    const post = await site.read('content/posts/es/why-whatsapp-for-reviews.md');
    await site.write(
      'content/posts/es/why-whatsapp-for-reviews.md',
      post.replace(/^title: .*\n/m, '').replace(/publishedDate: .*/, 'publishedDate: "2025-13-40"'),
    );
    const other = await site.read('content/posts/es/automated-reviews-vs-manual.md');
    await site.write('content/posts/es/zz-copy.md', other);
    const funnel = await site.read('content/posts/es/whatsapp-google-review-funnel.md');
    await site.write('content/posts/es/whatsapp-google-review-funnel.md', funnel.replace(/^image: .*/m, 'image: /images/blog/missing.svg'));
    await mkdir(site.path('content/posts/fr'), { recursive: true });
    expect(await loadProblems(site.root)).toEqual([
      'content/posts/es/whatsapp-google-review-funnel.md: image: /images/blog/missing.svg does not exist (add the file content/images/blog/missing.svg or fix the path)',
      'content/posts/es/why-whatsapp-for-reviews.md: title: is required (expected string)',
      'content/posts/es/why-whatsapp-for-reviews.md: publishedDate: must be a date written as YYYY-MM-DD; 2025-13-40 is not a day of the calendar',
      'content/posts/es/zz-copy.md: slug: "automated-reviews-vs-manual" is already used by content/posts/es/automated-reviews-vs-manual.md (each post of a language needs its own slug)',
      'content/posts/fr: is a folder for language "fr", which no locale uses (languages are en, he, hi, es, pt; rename the folder or add a locale)',
    ]);
  });

  it('refuses a written reading time that disagrees with the text', async () => {
    site = await createFixtureSite();
    const post = await site.read('content/posts/en/more-reviews-more-money.md');
    await site.write('content/posts/en/more-reviews-more-money.md', post.replace('featured: true', 'featured: true\nreadingTime: 12'));
    expect(await loadProblems(site.root)).toEqual([
      'content/posts/en/more-reviews-more-money.md: readingTime: says 12 minutes but the text reads in 6 (remove the field: it is computed)',
    ]);
  });

  it('reports invalid YAML front matter with the file', async () => {
    site = await createFixtureSite();
    await site.write('content/posts/en/broken.md', '---\ntitle: "unclosed\n---\nText\n');
    const [problem] = await loadProblems(site.root);
    expect(problem).toMatch(/^content\/posts\/en\/broken\.md: front matter is not valid YAML: /);
  });

  it('keeps unquoted dates as written: a real one is accepted, an impossible one refused rather than rolled over', async () => {
    site = await createFixtureSite();
    const path = 'content/posts/en/more-reviews-more-money.md';
    const post = await site.read(path);
    await site.write(path, post.replace('publishedDate: "2025-03-12"', 'publishedDate: 2025-02-30'));
    expect(await loadProblems(site.root)).toEqual([
      `${path}: publishedDate: must be a date written as YYYY-MM-DD; 2025-02-30 is not a day of the calendar`,
    ]);
    await site.write(path, post.replace('publishedDate: "2025-03-12"', 'publishedDate: 2025-02-03'));
    const data = await loadSiteData(site.root);
    expect(data.posts.find((p) => p.file === path)?.publishedDate).toBe('2025-02-03');
  });

  it('refuses front matter without a closing line, and an empty title as required', async () => {
    site = await createFixtureSite();
    await site.write('content/posts/en/not-closed.md', '---\ntitle: "A"\nslug: not-closed\n');
    const post = await site.read('content/posts/en/more-reviews-more-money.md');
    await site.write('content/posts/en/more-reviews-more-money.md', post.replace(/^title: .*$/m, 'title:'));
    expect(await loadProblems(site.root)).toEqual([
      'content/posts/en/more-reviews-more-money.md: title: is required (expected string)',
      'content/posts/en/not-closed.md: front matter has no closing "---" line (end the YAML fields with a line of just "---", before the text)',
    ]);
  });

  it('names the Markdown file and line of an image in the text that does not exist, but not one in code', async () => {
    site = await createFixtureSite();
    const path = 'content/posts/en/more-reviews-more-money.md';
    const post = await site.read(path);
    await site.write(
      path,
      post.replace(
        '## Reviews are your shop window online',
        '![Chart](/images/blog/missing-chart.svg)\n\n`![x](/images/in-code.svg)`\n\n<img src="/images/blog/default-cover.svg" alt="">\n\n## Reviews are your shop window online',
      ),
    );
    expect(await loadProblems(site.root)).toEqual([
      `${path}: body: /images/blog/missing-chart.svg does not exist (add the file content/images/blog/missing-chart.svg or fix the path on line 20)`,
    ]);
  });

  it('lists own-language posts only, newest first; the English set only for a language with none', () => {
    const posts = [
      makePost({ slug: 'old', publishedDate: '2025-01-01' }),
      makePost({ slug: 'new', publishedDate: '2025-06-01' }),
      makePost({ slug: 'old', lang: 'es', publishedDate: '2025-01-01' }),
    ];
    const show = (entries: LocalePost[]) => entries.map((e) => `${e.post.lang}:${e.post.slug}:${e.fallback}`);
    expect(show(postsForLanguage(posts, 'es'))).toEqual(['es:old:false']);
    expect(show(postsForLanguage(posts, 'pt'))).toEqual(['en:new:true', 'en:old:true']);
    expect(postsForLanguage(posts, 'en').map((e) => e.post.slug)).toEqual(['new', 'old']);
    // Pages: every post has one in every language, untranslated ones as fallbacks.
    const pages = postsWithPagesIn(posts, 'es');
    expect([...pages.own, ...pages.fallbacks].map((post) => `${post.lang}:${post.slug}`)).toEqual(['es:old', 'en:new']);
  });

  it('relates up to three posts: shared tags first, then shared categories fill, never the post itself', () => {
    const current = makePost({ slug: 'c', tags: ['whatsapp', 'templates'], categories: ['Guides'] });
    const candidates = [
      makePost({ slug: 'c', tags: ['whatsapp'] }),
      makePost({ slug: 'two', tags: ['whatsapp', 'templates'], categories: ['Growth'] }),
      makePost({ slug: 'one', tags: ['whatsapp'], categories: ['Growth'] }),
      makePost({ slug: 'none', tags: ['seo'], categories: ['Growth'] }),
      makePost({ slug: 'cat', tags: [], categories: ['Guides'], publishedDate: '2025-02-01' }),
    ].map((post) => ({ post, fallback: false }));
    expect(relatedPosts(current, candidates).map((e) => e.post.slug)).toEqual(['two', 'one', 'cat']);
    expect(relatedPosts(current, candidates, 1).map((e) => e.post.slug)).toEqual(['two']);
  });
});

describe('blog routes', () => {
  it('shows the English post under /mx with a notice-worthy fallback: canonical to the original, no hreflang, not indexable', async () => {
    // Every shipped article is translated: take one translation away.
    site = await createFixtureSite();
    await rm(site.path('content/posts/es/more-reviews-more-money.md'));
    const data = await loadSiteData(site.root);
    const routes = buildRoutes(data, createTranslators(data));
    const route = routes.find((r) => r.path === '/mx/blog/more-reviews-more-money/')!;
    expect(route).toMatchObject({ fallback: true, contentLang: 'en', indexable: false, alternates: [] });
    expect(route.canonical).toBe(`${data.site.siteUrl}/blog/more-reviews-more-money/`);
  });

  it('lists only real translations as alternates of a post, plus x-default', async () => {
    const { routes } = await loadShippedSite();
    const route = routes.find((r) => r.path === '/il/blog/more-reviews-more-money/')!;
    expect(route.fallback).toBe(false);
    expect(route.alternates.map((a) => a.hreflang)).toEqual(['en', 'he-IL', 'hi-IN', 'es-MX', 'pt-BR', 'x-default']);
    expect(route.article).toMatchObject({ publishedTime: '2025-03-12', author: 'מאיה כהן' });
  });

  it('has no page for an unknown slug', async () => {
    const { routes } = await loadShippedSite();
    expect(routes.some((r) => r.path === '/blog/no-such-post/')).toBe(false);
  });
});

describe('images a post body uses', () => {
  it('are listed with the cover and copied into the output, so the build links to them', async () => {
    site = await createFixtureSite({ locales: ['global'] });
    const file = 'content/posts/en/more-reviews-more-money.md';
    await site.write('content/images/blog/only-in-the-text.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    await site.write(file, `${await site.read(file)}\n![A chart](/images/blog/only-in-the-text.svg)\n`);
    const post = (await loadSiteData(site.root)).posts.find((p) => p.file === file)!;
    expect(post.images).toEqual(['/images/blog/more-reviews-more-money.svg', '/images/blog/only-in-the-text.svg']);
    await build({ root: site.root, outDir: site.out });
    expect((await stat(join(site.out, 'images/blog/only-in-the-text.svg'))).isFile()).toBe(true);
  });
});

describe('createRelatedIndex, against a plain ranking of every post', () => {
  /** The rule written out: posts sharing a tag by (16 × shared tags + shared categories), ties in set order; then posts of the same categories. */
  function reference(set: LocalePost[], current: Post, limit: number): LocalePost[] {
    const lower = (values: string[]) => new Set(values.map((v) => v.toLowerCase()));
    const tags = lower(current.tags);
    const categories = lower(current.categories);
    const ranked = set
      .map((entry, index) => ({
        entry,
        index,
        shared: [...lower(entry.post.tags)].filter((t) => tags.has(t)).length,
        cats: [...lower(entry.post.categories)].filter((c) => categories.has(c)).length,
      }))
      .filter((r) => r.shared > 0 && r.entry.post.slug !== current.slug)
      .sort((a, b) => 16 * b.shared + b.cats - (16 * a.shared + a.cats) || a.index - b.index)
      .slice(0, limit)
      .map((r) => r.entry);
    for (const category of categories) {
      for (const entry of set) {
        if (ranked.length >= limit) break;
        if (entry.post.slug !== current.slug && lower(entry.post.categories).has(category) && !ranked.includes(entry)) ranked.push(entry);
      }
    }
    return ranked;
  }

  it('picks the same posts in the same order for any set of posts', () => {
    const words = ['a', 'b', 'c', 'd', 'e', 'F'];
    const postArb = fc.record({
      tags: fc.uniqueArray(fc.constantFrom(...words), { maxLength: 3 }),
      categories: fc.uniqueArray(fc.constantFrom('X', 'Y', 'z'), { minLength: 1, maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.array(postArb, { minLength: 1, maxLength: 40 }), fc.nat(), (shapes, pick) => {
        const set: LocalePost[] = shapes.map((shape, i) => ({
          post: makePost({ slug: `p${i}`, file: `p${i}.md`, ...shape }),
          fallback: false,
        }));
        const current = set[pick % set.length]!.post;
        expect(createRelatedIndex(set)(current, 3)).toEqual(reference(set, current, 3));
        // One index answering every post in turn: posts with the same tags share its answers.
        const related = createRelatedIndex(set);
        for (const { post } of set) expect(related(post, 3), post.slug).toEqual(reference(set, post, 3));
        // A post outside the set (a language's set lacks it) is answered in full.
        const outsider = makePost({ slug: 'outside', file: 'outside.md', tags: set[0]!.post.tags, categories: set[0]!.post.categories });
        expect(related(outsider, 2)).toEqual(reference(set, outsider, 2));
      }),
      { numRuns: 500 },
    );
  });
});
