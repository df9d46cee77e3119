import { basePathOf } from '../i18n/locale-graph.ts';
import type { SiteData } from '../load/load-data.ts';
import { headerRules } from './deploy-headers.ts';
import { buildNginxConfig, type NginxRedirect } from './nginx-config.ts';

export interface NginxSiteOptions {
  /** Absolute folder holding the built (or merged) site. */
  root: string;
  /** `listen` argument; 80 by default. */
  listen?: string;
  /** Host name; the site URL's host by default. */
  serverName?: string;
  /** Redirects to serve (`sitegen nginx` passes those of data/redirects.json and `aliases`). */
  redirects?: NginxRedirect[];
}

/**
 * The nginx configuration of the site as data describes it: one origin, each locale's prefix
 * (from locales/locales.json) with its own 404 page, the headers of `_headers`.
 */
export function nginxConfigForSite(data: Pick<SiteData, 'site' | 'locales'>, options: NginxSiteOptions): string {
  const basePath = basePathOf(data.site.siteUrl);
  return buildNginxConfig({
    listen: options.listen ?? '80',
    basePath,
    servers: [{ serverName: options.serverName ?? new URL(data.site.siteUrl).hostname, root: options.root, localePrefixes: data.locales.map((l) => l.prefix) }],
    headers: headerRules(data.site, basePath),
    redirects: options.redirects ?? [],
  });
}
