import { escapeHtml } from '../render/html.ts';
import { absoluteUrl } from '../i18n/locale-graph.ts';
import type { Route } from '../routes/routes.ts';

/** RFC 822 date of a YYYY-MM-DD day at midnight UTC, as RSS 2.0 wants it. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString().replace('GMT', '+0000');
}

/**
 * Items per feed. Readers poll a feed for what is new; with every post in it, a blog of
 * 2,000 posts made a 1.1 MB feed fetched on every poll. (Jekyll's feed plugin keeps 10.)
 */
export const feedItemLimit = 50;

/**
 * One RSS 2.0 feed per locale: the newest posts its blog lists, linking to the locale's own
 * URLs. `lastBuildDate` is the newest post's date, so the feed is reproducible.
 */
export function buildFeed(args: { blogRoute: Route; postRoutes: Route[]; siteUrl: string; title: string; description: string }): string {
  const { blogRoute, siteUrl } = args;
  const items = args.postRoutes
    .flatMap((route) => (route.content.kind === 'post' ? [{ route, post: route.content.post }] : []))
    // Stable: posts of the same day keep the route table's order.
    .sort((a, b) => b.post.publishedDate.localeCompare(a.post.publishedDate))
    .slice(0, feedItemLimit)
    .map(({ route, post }) => {
      const link = absoluteUrl(siteUrl, route.path);
      return {
        date: post.publishedDate,
        xml: [
          '    <item>',
          `      <title>${escapeHtml(post.title)}</title>`,
          `      <link>${escapeHtml(link)}</link>`,
          `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
          `      <description>${escapeHtml(post.excerpt)}</description>`,
          `      <pubDate>${rfc822(post.publishedDate)}</pubDate>`,
          `      <dc:creator>${escapeHtml(post.author)}</dc:creator>`,
          ...post.categories.map((category) => `      <category>${escapeHtml(category)}</category>`),
          '    </item>',
        ].join('\n'),
      };
    });
  const feedUrl = absoluteUrl(siteUrl, blogRoute.feedPath);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(args.title)}</title>`,
    `    <link>${escapeHtml(absoluteUrl(siteUrl, blogRoute.path))}</link>`,
    `    <atom:link href="${escapeHtml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeHtml(args.description)}</description>`,
    `    <language>${escapeHtml(blogRoute.locale.htmlLang)}</language>`,
    ...(items[0] ? [`    <lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>`] : []),
    ...items.map((item) => item.xml),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
