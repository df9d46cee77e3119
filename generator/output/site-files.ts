import type { OutputFile } from '../assets/assets.ts';
import type { Translator } from '../i18n/i18n.ts';
import type { SiteData } from '../load/load-data.ts';
import { basePathOf, outputPathFor } from '../i18n/locale-graph.ts';
import type { Route } from '../routes/routes.ts';
import { buildHeadersFile } from './deploy-headers.ts';
import { buildFeed } from './feeds.ts';
import { buildRobotsTxt, buildSitemap, buildSitemapIndex, localeSitemapPath } from './sitemap.ts';
import { buildRedirectFiles, redirectsOf } from './site-redirects.ts';

/**
 * The files besides pages and assets: feeds, sitemaps, robots.txt, the deploy headers and the
 * redirects (checked against every page of the site, `allRoutes`; written for the routes built).
 * Each built locale has its own `sitemap-<id>.xml` (it travels in that country's pack) and
 * `sitemap.xml` is the index of them.
 */
export function buildSiteFiles(routes: Route[], data: SiteData, translators: Map<string, Translator>, allRoutes: Route[] = routes): OutputFile[] {
  const built = new Set(routes.map((route) => route.path));
  // A partial build (--locale mx) writes the redirects of its locales: to a page it built, or
  // from an address under its prefix to another site.
  const localeIds = new Set(routes.map((route) => route.locale.id));
  const localeOf = (path: string) => data.locales.find((locale) => locale.prefix && (path === `/${locale.prefix}/` || path.startsWith(`/${locale.prefix}/`))) ?? data.defaultLocale;
  const redirects = redirectsOf(data, allRoutes).filter((r) => built.has(r.to) || (/^https:/.test(r.to) && localeIds.has(localeOf(r.from).id)));
  const builtLocales = data.locales.filter((locale) => routes.some((route) => route.locale.id === locale.id)).map((locale) => locale.id);
  return [
    ...buildRedirectFiles(redirects, data.site.siteUrl),
    ...buildFeeds(routes, data, translators),
    ...builtLocales.map((id) => ({ path: localeSitemapPath(id), contents: buildSitemap(routes.filter((route) => route.locale.id === id), data.site.siteUrl) })),
    { path: 'sitemap.xml', contents: buildSitemapIndex(data.site.siteUrl, builtLocales) },
    { path: 'robots.txt', contents: buildRobotsTxt(data.site.siteUrl) },
    { path: '_headers', contents: buildHeadersFile(data.site, basePathOf(data.site.siteUrl)) },
  ];
}

/** `blog/feed.xml` of every built locale. */
function buildFeeds(routes: Route[], data: SiteData, translators: Map<string, Translator>): OutputFile[] {
  const postRoutes = new Map<string, Route[]>();
  for (const route of routes) {
    // A feed lists the locale's own-language posts; an untranslated post's fallback page is not news there.
    if (route.template !== 'blogPost' || route.fallback) continue;
    const list = postRoutes.get(route.locale.id);
    if (list) list.push(route);
    else postRoutes.set(route.locale.id, [route]);
  }
  return routes.filter((route) => route.pageId === 'blog').map((blogRoute) => {
    const { t } = translators.get(blogRoute.locale.lang)!;
    return {
      path: outputPathFor(blogRoute.feedPath, blogRoute.locale.basePath),
      contents: buildFeed({
        blogRoute,
        postRoutes: postRoutes.get(blogRoute.locale.id) ?? [],
        siteUrl: data.site.siteUrl,
        title: t('blog.feedTitle'),
        description: t('blog.subtitle'),
      }),
    };
  });
}
