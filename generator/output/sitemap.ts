import { escapeHtml } from '../render/html.ts';
import { absoluteUrl } from '../i18n/locale-graph.ts';
import type { Route } from '../routes/routes.ts';

/** `sitemap.xml` with `xhtml:link` alternates from the same locale graph as the head's hreflang. */
export function buildSitemap(routes: Route[], siteUrl: string): string {
  const urls = routes
    .filter((route) => route.indexable)
    .map((route) => {
      const alternates = route.alternates
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeHtml(absoluteUrl(siteUrl, route.path))}</loc>\n${alternates}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `sitemap-mx.xml`: one file per locale, so each country's pack carries its own. */
export function localeSitemapPath(localeId: string): string {
  return `sitemap-${localeId}.xml`;
}

/** `sitemap.xml` as a sitemap index of the locales' sitemaps, in locale order. */
export function buildSitemapIndex(siteUrl: string, localeIds: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...localeIds.map((id) => `  <sitemap>\n    <loc>${escapeHtml(`${siteUrl}/${localeSitemapPath(id)}`)}</loc>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
