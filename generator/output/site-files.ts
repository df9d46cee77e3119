import type { OutputFile } from '../assets/assets.ts';
import type { Translator } from '../i18n/i18n.ts';
import type { SiteData } from '../load/load-data.ts';
import { basePathOf, hostsOf, isDomainPerCountry, outputPathFor, type Host } from '../i18n/locale-graph.ts';
import type { Route } from '../routes/routes.ts';
import { buildHeadersFile } from './deploy-headers.ts';
import { buildFeed } from './feeds.ts';
import { buildRobotsTxt, buildSitemap, buildSitemapIndex, localeSitemapPath } from './sitemap.ts';
import { buildRedirectFiles, redirectsOf } from './site-redirects.ts';
import { buildLlmsTxtFiles } from './llms-txt.ts';
import { buildMarkdownTwins } from './markdown-twins.ts';
import { buildSpeculationRulesFiles } from './speculation-rules.ts';

/**
 * The files besides pages: feeds, sitemaps, robots.txt, the deploy headers, the redirects
 * (checked against every page of the site, `allRoutes`; written for the routes built), and the
 * assets (`assetFiles`) where the hosts need them. On one origin each built locale has its own
 * `sitemap-<id>.xml` (it travels in that country's pack) and `sitemap.xml` is the index of them.
 */
export function buildSiteFiles(
  routes: Route[],
  data: SiteData,
  translators: Map<string, Translator>,
  assetFiles: OutputFile[] = [],
  allRoutes: Route[] = routes,
): OutputFile[] {
  const built = data.locales.filter((locale) => routes.some((route) => route.locale.id === locale.id));
  if (isDomainPerCountry(data.locales)) {
    const builtHosts = hostsOf(data).filter((host) => host.locales.some((locale) => built.includes(locale)));
    return [
      ...buildFeeds(routes, data, translators),
      ...buildReaderFiles(routes, data, translators),
      ...builtHosts.flatMap((host) => hostFiles(host, routes, data, assetFiles)),
    ];
  }
  const builtPaths = new Set(routes.map((route) => route.path));
  // A partial build (--locale mx) writes the redirects of its locales: to a page it built, or
  // from an address under its prefix to another site.
  const localeIds = new Set(routes.map((route) => route.locale.id));
  const localeOf = (path: string) =>
    data.locales.find((locale) => locale.prefix && (path === `/${locale.prefix}/` || path.startsWith(`/${locale.prefix}/`))) ??
    data.defaultLocale;
  const redirects = redirectsOf(data, allRoutes).filter(
    (r) => builtPaths.has(r.to) || (/^https:/.test(r.to) && localeIds.has(localeOf(r.from).id)),
  );
  const builtLocales = built.map((locale) => locale.id);
  return [
    ...assetFiles,
    ...buildRedirectFiles(redirects, data.site.siteUrl),
    ...buildFeeds(routes, data, translators),
    ...buildReaderFiles(routes, data, translators),
    ...buildSpeculationRulesFiles(built, data.locales),
    ...builtLocales.map((id) => ({
      path: localeSitemapPath(id),
      contents: buildSitemap(
        routes.filter((route) => route.locale.id === id),
        data.site.siteUrl,
      ),
    })),
    { path: 'sitemap.xml', contents: buildSitemapIndex(data.site.siteUrl, builtLocales) },
    { path: 'robots.txt', contents: buildRobotsTxt(data.site.siteUrl) },
    { path: '_headers', contents: buildHeadersFile(data.site, basePathOf(data.site.siteUrl), data.locales) },
  ];
}

/**
 * What answer engines and assistants read (issue 43, item 3): each built locale's `llms.txt` and
 * the Markdown twin of each of its posts and content pages. Made from the routes like the feeds,
 * in every build and dev rebuild, so they are the same bytes cold, cached or in `dev`.
 */
function buildReaderFiles(routes: Route[], data: SiteData, translators: Map<string, Translator>): OutputFile[] {
  return [...buildLlmsTxtFiles(routes, data, translators), ...buildMarkdownTwins(routes, data, translators)];
}

/**
 * Domains per country: each host is a folder of the output (`mx/`, or `global/` for the default
 * locale and the countries that stay beside it under their prefixes) with all a site root needs:
 * one sitemap of its locales' pages, robots.txt, headers, and its own copy of the shared assets.
 */
function hostFiles(host: Host, routes: Route[], data: SiteData, assetFiles: OutputFile[]): OutputFile[] {
  const { folder, siteUrl } = host;
  const ids = new Set(host.locales.map((locale) => locale.id));
  return [
    ...assetFiles.map((file) => ({ ...file, path: `${folder}${file.path}` })),
    {
      path: `${folder}sitemap.xml`,
      contents: buildSitemap(
        routes.filter((route) => ids.has(route.locale.id)),
        siteUrl,
      ),
    },
    { path: `${folder}robots.txt`, contents: buildRobotsTxt(siteUrl) },
    ...buildSpeculationRulesFiles(
      host.locales.filter((locale) => routes.some((route) => route.locale.id === locale.id)),
      host.locales,
    ),
    { path: `${folder}_headers`, contents: buildHeadersFile(data.site, basePathOf(siteUrl), host.locales) },
  ];
}

/** `blog/feed.xml` of every built locale: of each, its blog page's route and its own-language post pages'. */
export function buildFeeds(routes: Route[], data: SiteData, translators: Map<string, Translator>): OutputFile[] {
  const postRoutes = new Map<string, Route[]>();
  for (const route of routes) {
    // A feed lists the locale's own-language posts; an untranslated post's fallback page is not news there.
    if (route.template !== 'blogPost' || route.fallback) continue;
    const list = postRoutes.get(route.locale.id);
    if (list) list.push(route);
    else postRoutes.set(route.locale.id, [route]);
  }
  return routes
    .filter((route) => route.pageId === 'blog')
    .map((blogRoute) => {
      const { t } = translators.get(blogRoute.locale.lang)!;
      return {
        path: outputPathFor(blogRoute.feedPath, blogRoute.locale),
        contents: buildFeed({
          blogRoute,
          postRoutes: postRoutes.get(blogRoute.locale.id) ?? [],
          siteUrl: blogRoute.locale.siteUrl ?? data.site.siteUrl,
          title: t('blog.feedTitle'),
          description: t('blog.subtitle'),
        }),
      };
    });
}
