import { UsageError } from '../errors.ts';
import { basePathOf, hostsOf, isDomainPerCountry } from '../i18n/locale-graph.ts';
import type { SiteData } from '../load/load-data.ts';
import { headerRules, headersNginxTypes, headersSkippedOnSaveData } from './deploy-headers.ts';
import { buildNginxConfig, type NginxRedirect } from './nginx-config.ts';
import { speculationRulesPath, speculationRulesType } from './speculation-rules.ts';

export interface NginxSiteOptions {
  /** Absolute folder holding the built (or merged) site. */
  root: string;
  /** `listen` argument; 80 by default. */
  listen?: string;
  /** Host name on one origin; the site URL's host by default (each country's own with a domain per country). */
  serverName?: string;
  /** Redirects to serve (`sitegen nginx` passes those of data/redirects.json and `aliases`). */
  redirects?: NginxRedirect[];
}

/**
 * The nginx configuration of the site as data describes it (after `withSiteUrl`): on one origin,
 * one server with each locale's prefix (from locales/locales.json) and its own 404 page; with a
 * domain per country, one server per host name, serving its folder of the output (with the
 * prefixes of the countries that share the default host).
 * The headers are those of `_headers`.
 */
export function nginxConfigForSite(data: Pick<SiteData, 'site' | 'locales'>, options: NginxSiteOptions): string {
  const basePath = basePathOf(data.site.siteUrl);
  // One configuration has one base path: countries on their own domains must share it.
  const other = data.locales.find((locale) => locale.siteUrl !== undefined && basePathOf(locale.siteUrl) !== basePath);
  if (isDomainPerCountry(data.locales) && other)
    throw new UsageError(
      `The nginx configuration serves every country under one path, but ${other.id}'s siteUrl (${other.siteUrl}) is not under "${basePath || '/'}" like data/site.json's.`,
      { hint: 'Give every siteUrl in locales/locales.json the same path (usually none).' },
    );
  const servers = isDomainPerCountry(data.locales)
    ? hostsOf(data).map((host) => ({
        serverName: new URL(host.siteUrl).hostname,
        root: `${options.root}/${host.folder.replace(/\/$/, '')}`,
        localePrefixes: host.locales.map((l) => l.prefix),
        typedFiles: rulesFiles(
          host.locales.map((l) => l.prefix),
          basePath,
        ),
      }))
    : [
        {
          serverName: options.serverName ?? new URL(data.site.siteUrl).hostname,
          root: options.root,
          localePrefixes: data.locales.map((l) => l.prefix),
          typedFiles: rulesFiles(
            data.locales.map((l) => l.prefix),
            basePath,
          ),
        },
      ];
  return buildNginxConfig({
    listen: options.listen ?? '80',
    basePath,
    servers,
    // One set of header rules for every server: a host without a prefix's subtree never gets its paths.
    headers: headerRules(data.site, basePath, data.locales)
      .map((rule) => ({ ...rule, headers: rule.headers.filter(([name]) => !headersNginxTypes.includes(name)) }))
      .filter((rule) => rule.headers.length > 0),
    skippedOnSaveData: headersSkippedOnSaveData,
    redirects: options.redirects ?? [],
  });
}

/** The speculation rules file of each locale subtree of a host (`/mx/speculation-rules.json`). */
function rulesFiles(prefixes: string[], basePath: string): { path: string; type: string }[] {
  return prefixes.map((prefix) => ({ path: speculationRulesPath({ prefix, basePath }), type: speculationRulesType }));
}
