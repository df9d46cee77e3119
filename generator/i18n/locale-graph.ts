import type { Locale } from '../load/schemas/locales.ts';
import { memoize } from '../cache.ts';

/**
 * `/pricing/` in locale mx → `/mx/pricing/`; the default locale has no prefix. Under a base
 * path (a site published at `https://x.github.io/sub`) every URL path starts with it:
 * `/sub/mx/pricing/`. The build sets `basePath` on the locales from the site URL
 * (`withSiteUrl`), so every link made from a locale's paths carries it.
 */
export function localizePath(locale: Pick<Locale, 'prefix' | 'basePath'>, path: string): string {
  if (!path.startsWith('/')) throw new Error(`Paths must start with "/": ${path}`);
  return `${locale.basePath ?? ''}${locale.prefix ? `/${locale.prefix}` : ''}${path}`;
}

/**
 * `mx/pricing/index.html` for `/mx/pricing/` (or `/sub/mx/pricing/` under base path `/sub`);
 * `404.html` style paths pass through. With a domain per country each site is a folder of the
 * output (`outputFolder`, `mx/`) holding what its host serves at its root.
 */
export function outputPathFor(urlPath: string, host: Pick<Locale, 'basePath' | 'outputFolder'> = {}): string {
  const basePath = host.basePath ?? '';
  const inSite = basePath && urlPath.startsWith(`${basePath}/`) ? urlPath.slice(basePath.length) : urlPath;
  const trimmed = inSite.replace(/^\//, '');
  return `${host.outputFolder ?? ''}${trimmed === '' || trimmed.endsWith('/') ? `${trimmed}index.html` : trimmed}`;
}

/** The address of a URL path (which holds the base path already): the site URL's origin and the path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${originOf(siteUrl)}${path}`;
}

/** A site URL's origin, parsed once per site URL: a route table of 5,000 posts asks ~80,000 times. */
const originOf = memoize((siteUrl: string) => new URL(siteUrl).origin);

/** The URL of a path of a locale's site: on its own domain (a domain per country) or the site's. */
export function localeUrl(locale: Pick<Locale, 'siteUrl'>, site: { siteUrl: string }, path: string): string {
  return absoluteUrl(locale.siteUrl ?? site.siteUrl, path);
}

/** The `/sub` of `https://x.github.io/sub`; '' for a site at the root of its host. */
export function basePathOf(siteUrl: string): string {
  return new URL(siteUrl).pathname.replace(/\/+$/, '');
}

/** Whether locales.json gives the countries their own domains. */
export function isDomainPerCountry(locales: Pick<Locale, 'siteUrl'>[]): boolean {
  return locales.some((locale) => locale.siteUrl !== undefined);
}

/**
 * The site published at `siteUrl` (an override of data/site.json, or that file's own), under
 * `basePath` when given (replacing the URL's path): the site URL and every locale carry it.
 * With a domain per country (a `siteUrl` per locale in locales.json) each locale keeps its own
 * URL (the default one may take data/site.json's), has no prefix in its paths, and its site is
 * written into its own output folder (`mx/`), to be served at the root of its host.
 */
export function withSiteUrl<D extends { site: { siteUrl: string }; locales: Locale[]; defaultLocale: Locale }>(
  data: D,
  options: { baseUrl?: string; basePath?: string },
): D {
  const placed = (url: string) => {
    const trimmed = url.replace(/\/+$/, '');
    return options.basePath === undefined ? trimmed : `${new URL(trimmed).origin}${options.basePath.replace(/\/+$/, '')}`;
  };
  const siteUrl = placed(options.baseUrl ?? data.site.siteUrl);
  const perCountry = isDomainPerCountry(data.locales);
  const locales = data.locales.map((locale) => {
    const url =
      perCountry && locale.siteUrl !== undefined && !(locale.id === data.defaultLocale.id && options.baseUrl)
        ? placed(locale.siteUrl)
        : siteUrl;
    return perCountry
      ? { ...locale, prefix: '', siteUrl: url, basePath: basePathOf(url), outputFolder: `${locale.id}/` }
      : { ...locale, basePath: basePathOf(url) };
  });
  return { ...data, site: { ...data.site, siteUrl }, locales, defaultLocale: locales.find((l) => l.id === data.defaultLocale.id)! };
}

/** Collapses a locale's link to a page (`/mx/pricing` or `/mx/pricing/`) to its route path. */
export function normalizeLinkPath(path: string): string {
  if (path === '' || path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return path || '/';
  return `${path}/`;
}
