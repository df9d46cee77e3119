import { describe, expect, it } from 'vitest';
import { buildFeed, feedItemLimit } from '../../generator/output/feeds.ts';
import type { Route } from '../../generator/routes/routes.ts';

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
