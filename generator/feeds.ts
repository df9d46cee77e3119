import { escapeHtml } from './html.ts';
import type { Route } from './routes.ts';

/** RFC 822 date of a YYYY-MM-DD day at midnight UTC, as RSS 2.0 wants it. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString().replace('GMT', '+0000');
}

/**
 * One RSS 2.0 feed per locale: the posts its blog lists, newest first, linking to the
 * locale's own URLs. `lastBuildDate` is the newest post's date, so the feed is reproducible.
 */
export function buildFeed(args: { blogRoute: Route; postRoutes: Route[]; siteUrl: string; title: string; description: string }): string {
  const { blogRoute, siteUrl } = args;
  const items = args.postRoutes
    .filter((route) => route.content.kind === 'post')
    .map((route) => {
      if (route.content.kind !== 'post') throw new Error('unreachable');
      const { post } = route.content;
      const link = `${siteUrl}${route.path}`;
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
    })
    .sort((a, b) => b.date.localeCompare(a.date));
  const feedUrl = `${siteUrl}${blogRoute.feedPath}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(args.title)}</title>`,
    `    <link>${escapeHtml(`${siteUrl}${blogRoute.path}`)}</link>`,
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
