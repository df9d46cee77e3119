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

/** Whether locales.json gives some country its own domain (the others may stay on the default one). */
export function isDomainPerCountry(locales: Pick<Locale, 'siteUrl'>[]): boolean {
  return locales.some((locale) => locale.siteUrl !== undefined);
}

/** One host of the output: its folder (`mx/`), its site URL and the locales it serves. */
export interface Host {
  folder: string;
  siteUrl: string;
  locales: Locale[];
}

/**
 * The hosts of a site after `withSiteUrl`: one per output folder, in the locales' order. On one
 * origin there is one, at the output's root; a country with its own domain is a host alone.
 */
export function hostsOf(data: { site: { siteUrl: string }; locales: Locale[] }): Host[] {
  const hosts = new Map<string, Host>();
  for (const locale of data.locales) {
    const folder = locale.outputFolder ?? '';
    const host = hosts.get(folder);
    if (host) host.locales.push(locale);
    else hosts.set(folder, { folder, siteUrl: locale.siteUrl ?? data.site.siteUrl, locales: [locale] });
  }
  return [...hosts.values()];
}

/**
 * The site published at `siteUrl` (an override of data/site.json, or that file's own), under
 * `basePath` when given (replacing the URL's path): the site URL and every locale carry it.
 * With domains per country (a `siteUrl` on some locales in locales.json) each such country keeps
 * its own URL, has no prefix in its paths, and its site is written into its own output folder
 * (`mx/`), served at the root of its host. The default locale and every locale without a
 * `siteUrl` share the default host (the default's own siteUrl, else data/site.json's), keep
 * their prefixes, and are written into the default locale's folder (`global/`, `global/il/`):
 * one country's domain first is the common case (issue 45 item 16).
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
  const defaultId = data.defaultLocale.id;
  // --base-url moves the default host; a country's own domain stays its own.
  const defaultUrl = data.defaultLocale.siteUrl !== undefined && !options.baseUrl ? placed(data.defaultLocale.siteUrl) : siteUrl;
  const locales = data.locales.map((locale) => {
    if (!perCountry) return { ...locale, basePath: basePathOf(siteUrl) };
    const ownHost = locale.siteUrl !== undefined && locale.id !== defaultId;
    const url = ownHost ? placed(locale.siteUrl!) : defaultUrl;
    return ownHost
      ? { ...locale, prefix: '', siteUrl: url, basePath: basePathOf(url), outputFolder: `${locale.id}/` }
      : { ...locale, siteUrl: url, basePath: basePathOf(url), outputFolder: `${defaultId}/` };
  });
  return { ...data, site: { ...data.site, siteUrl }, locales, defaultLocale: locales.find((l) => l.id === defaultId)! };
}

/** Collapses a locale's link to a page (`/mx/pricing` or `/mx/pricing/`) to its route path. */
export function normalizeLinkPath(path: string): string {
  if (path === '' || path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return path || '/';
  return `${path}/`;
}
