import { describe, expect, it } from 'vitest';
import { buildFeed, feedItemLimit } from '../../generator/output/feeds.ts';
import { buildFeeds, feedPageIds } from '../../generator/output/site-files.ts';
import { buildRoutes, type Route } from '../../generator/routes/routes.ts';
import { loadShippedSite } from '../helpers/site-data.ts';

const locale = { id: 'mx', htmlLang: 'es-MX' };
const postRoute = (slug: string, publishedDate: string) =>
  ({
    path: `/mx/blog/${slug}/`,
    locale,
    content: {
      kind: 'post',
      post: { title: `Title ${slug}`, excerpt: 'Excerpt & more', author: 'Ana', categories: ['Tips'], publishedDate },
    },
  }) as unknown as Route;
const blogRoute = { path: '/mx/blog/', feedPath: '/mx/blog/feed.xml', locale } as unknown as Route;

describe('buildFeed', () => {
  it(`keeps the ${feedItemLimit} newest posts, newest first, same-day posts in route order`, () => {
    const routes = Array.from({ length: 60 }, (_, i) => postRoute(`p${i}`, `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`));
    const xml = buildFeed({ blogRoute, postRoutes: routes, siteUrl: 'https://x.test', title: 'Blog', description: 'All' });
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]).slice(1);
    expect(links).toHaveLength(feedItemLimit);
    // Days 28 (p27, p55) then 27 (p26, p54) and so on.
    expect(links.slice(0, 4)).toEqual([
      'https://x.test/mx/blog/p27/',
      'https://x.test/mx/blog/p55/',
      'https://x.test/mx/blog/p26/',
      'https://x.test/mx/blog/p54/',
    ]);
    expect(xml).toContain('<lastBuildDate>Wed, 28 Jan 2026 00:00:00 +0000</lastBuildDate>');
    expect(xml).toContain('<description>Excerpt &amp; more</description>');
  });
});

describe('feedPageIds', () => {
  it('names the pages the feeds read: planned alone, they give the feeds the whole route table gives', async () => {
    const { data, translators } = await loadShippedSite();
    // 120 English posts on 28 days (ties across the 50th), 3 Spanish ones: more than a feed lists, and fewer.
    const english = data.posts.find((post) => post.lang === 'en')!;
    const spanish = data.posts.find((post) => post.lang === 'es')!;
    const day = (i: number) => `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`;
    const posts = [
      ...Array.from({ length: 120 }, (_, i) => ({
        ...english,
        slug: `post-${String(i).padStart(3, '0')}`,
        id: 1000 + i,
        publishedDate: day(i),
        modifiedDate: day(i),
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        ...spanish,
        slug: `entrada-${i}`,
        id: 2000 + i,
        publishedDate: day(i),
        modifiedDate: day(i),
      })),
    ];
    const many = { ...data, posts };
    const ids = feedPageIds(many);
    expect(ids.size).toBeLessThan(posts.length);
    const whole = buildFeeds(buildRoutes(many, translators), many, translators);
    expect(whole.some((feed) => (feed.contents as string).split('<item>').length - 1 === feedItemLimit)).toBe(true);
    expect(buildFeeds(buildRoutes(many, translators, ids), many, translators)).toEqual(whole);
  });
});
