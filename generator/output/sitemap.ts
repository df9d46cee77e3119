import { escapeHtml } from '../render/html.ts';
import type { Route } from '../routes/routes.ts';

/** `sitemap.xml` with `xhtml:link` alternates from the same locale graph as the head's hreflang. */
export function buildSitemap(routes: Route[], siteUrl: string): string {
  const urls = routes.filter((route) => route.indexable).map((route) => {
    const alternates = route.alternates
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`)
      .join('\n');
    return `  <url>\n    <loc>${escapeHtml(`${siteUrl}${route.path}`)}</loc>\n${alternates}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
