import { mkdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { postsForLanguage, relatedPosts } from '../../generator/blog-posts.ts';
import type { Post } from '../../generator/load-posts.ts';
import { readingTimeFor } from '../../generator/schemas/post.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { loadShippedSite } from '../helpers/site-data.ts';
import { loadProblems } from '../helpers/load-problems.ts';

let site: FixtureSite | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

const makePost = (overrides: Partial<Post>): Post => ({
  id: 1, slug: 'a', title: 'A', excerpt: 'x', image: '/images/blog/a.svg', author: 'Ann', publishedDate: '2025-01-01', modifiedDate: '2025-01-01',
  categories: ['Guides'], tags: [], featured: false, lang: 'en', file: 'content/posts/en/a.md', markdown: '', wordCount: 800, readingTime: 4,
  ...overrides,
});

describe('blog posts', () => {
  it('computes reading time at 200 words a minute, clamped to 4–15', () => {
    expect([readingTimeFor(100), readingTimeFor(1001), readingTimeFor(5000)]).toEqual([4, 6, 15]);
  });

  it('names file and field for a missing title, a bad date, a duplicate slug, an unknown folder and a missing image', async () => {
    site = await createFixtureSite();
    const post = await site.read('content/posts/es/why-whatsapp-for-reviews.md');
    await site.write('content/posts/es/why-whatsapp-for-reviews.md', post.replace(/^title: .*\n/m, '').replace(/publishedDate: .*/, 'publishedDate: "2025-13-40"'));
    const other = await site.read('content/posts/es/automated-reviews-vs-manual.md');
    await site.write('content/posts/es/zz-copy.md', other);
    const funnel = await site.read('content/posts/es/whatsapp-google-review-funnel.md');
    await site.write('content/posts/es/whatsapp-google-review-funnel.md', funnel.replace(/^image: .*/m, 'image: /images/blog/missing.svg'));
    await mkdir(site.path('content/posts/fr'), { recursive: true });
    expect(await loadProblems(site.root)).toEqual([
      'content/posts/es/whatsapp-google-review-funnel.md: image: /images/blog/missing.svg does not exist (add the file content/images/blog/missing.svg or fix the path)',
      'content/posts/es/why-whatsapp-for-reviews.md: title: is required (expected string)',
      'content/posts/es/why-whatsapp-for-reviews.md: publishedDate: must be a date written as YYYY-MM-DD',
      'content/posts/es/zz-copy.md: slug: "automated-reviews-vs-manual" is already used by content/posts/es/automated-reviews-vs-manual.md (each post of a language needs its own slug)',
      'content/posts/fr: is a folder for language "fr", which no locale uses (languages are en, he, hi, es, pt; rename the folder or add a locale)',
    ]);
  });

  it('refuses a written reading time that disagrees with the text', async () => {
    site = await createFixtureSite();
    const post = await site.read('content/posts/en/more-reviews-more-money.md');
    await site.write('content/posts/en/more-reviews-more-money.md', post.replace('featured: true', 'featured: true\nreadingTime: 12'));
    expect(await loadProblems(site.root)).toEqual(['content/posts/en/more-reviews-more-money.md: readingTime: says 12 minutes but the text reads in 6 (remove the field: it is computed)']);
  });

  it('reports invalid YAML front matter with the file', async () => {
    site = await createFixtureSite();
    await site.write('content/posts/en/broken.md', '---\ntitle: "unclosed\n---\nText\n');
    const [problem] = await loadProblems(site.root);
    expect(problem).toMatch(/^content\/posts\/en\/broken\.md: front matter is not valid YAML: /);
  });

  it('lists own-language posts first, then English fallbacks, each newest first', () => {
    const posts = [
      makePost({ slug: 'old', publishedDate: '2025-01-01' }),
      makePost({ slug: 'new', publishedDate: '2025-06-01' }),
      makePost({ slug: 'old', lang: 'es', publishedDate: '2025-01-01' }),
    ];
    expect(postsForLanguage(posts, 'es').map((e) => `${e.post.lang}:${e.post.slug}:${e.fallback}`)).toEqual(['es:old:false', 'en:new:true']);
    expect(postsForLanguage(posts, 'en').map((e) => e.post.slug)).toEqual(['new', 'old']);
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
    const { routes, data } = await loadShippedSite();
    const route = routes.find((r) => r.path === '/mx/blog/more-reviews-more-money/')!;
    expect(route).toMatchObject({ fallback: true, contentLang: 'en', indexable: false, alternates: [] });
    expect(route.canonical).toBe(`${data.site.siteUrl}/blog/more-reviews-more-money/`);
  });

  it('lists only real translations as alternates of a post, plus x-default', async () => {
    const { routes } = await loadShippedSite();
    const route = routes.find((r) => r.path === '/il/blog/more-reviews-more-money/')!;
    expect(route.fallback).toBe(false);
    expect(route.alternates.map((a) => a.hreflang)).toEqual(['en', 'he-IL', 'pt-BR', 'x-default']);
    expect(route.article).toMatchObject({ publishedTime: '2025-03-12', author: 'מאיה כהן' });
  });

  it('has no page for an unknown slug', async () => {
    const { routes } = await loadShippedSite();
    expect(routes.some((r) => r.path === '/blog/no-such-post/')).toBe(false);
  });
});
