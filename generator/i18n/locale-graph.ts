import type { Locale } from '../load/schemas/locales.ts';

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

/** `mx/pricing/index.html` for `/mx/pricing/` (or `/sub/mx/pricing/` under base path `/sub`); `404.html` style paths pass through. */
export function outputPathFor(urlPath: string, basePath = ''): string {
  const inSite = basePath && urlPath.startsWith(`${basePath}/`) ? urlPath.slice(basePath.length) : urlPath;
  const trimmed = inSite.replace(/^\//, '');
  if (trimmed === '' || trimmed.endsWith('/')) return `${trimmed}index.html`;
  return trimmed;
}

/** The address of a URL path (which holds the base path already): the site URL's origin and the path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${new URL(siteUrl).origin}${path}`;
}

/** The `/sub` of `https://x.github.io/sub`; '' for a site at the root of its host. */
export function basePathOf(siteUrl: string): string {
  return new URL(siteUrl).pathname.replace(/\/+$/, '');
}

/**
 * The site published at `siteUrl` (an override of data/site.json, or that file's own), under
 * `basePath` when given (replacing the URL's path): the site URL and every locale carry it.
 */
export function withSiteUrl<D extends { site: { siteUrl: string }; locales: Locale[]; defaultLocale: Locale }>(data: D, options: { baseUrl?: string; basePath?: string }): D {
  const url = (options.baseUrl ?? data.site.siteUrl).replace(/\/+$/, '');
  const siteUrl = options.basePath === undefined ? url : `${new URL(url).origin}${options.basePath.replace(/\/+$/, '')}`;
  const basePath = basePathOf(siteUrl);
  const locales = data.locales.map((locale) => ({ ...locale, basePath }));
  return { ...data, site: { ...data.site, siteUrl }, locales, defaultLocale: locales.find((l) => l.id === data.defaultLocale.id)! };
}

/** Collapses a locale's link to a page (`/mx/pricing` or `/mx/pricing/`) to its route path. */
export function normalizeLinkPath(path: string): string {
  if (path === '' || path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return path || '/';
  return `${path}/`;
}
