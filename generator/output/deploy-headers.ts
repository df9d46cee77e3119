import type { Locale } from '../load/schemas/locales.ts';
import type { Site } from '../load/schemas/site.ts';
import { speculationRulesPath, speculationRulesType } from './speculation-rules.ts';

const originsOf = (urls: string[]) => [...new Set(urls.filter((url) => url !== '').map((url) => new URL(url).origin))].sort();

/**
 * Where the configured analytics sends and loads from: Plausible's endpoint; for GA4, Google's
 * hosts as its CSP guide lists them, or the origin of the site's own `scriptUrl` (a tag gateway).
 */
function analyticsSources(site: Site): { connect: string[]; script: string[]; img: string[] } {
  const { analytics } = site;
  if (analytics.provider === 'plausible') return { connect: originsOf([analytics.endpoint]), script: [], img: [] };
  if (analytics.provider === 'ga4') {
    if (analytics.scriptUrl)
      return { connect: originsOf([analytics.scriptUrl]), script: originsOf([analytics.scriptUrl]), img: originsOf([analytics.scriptUrl]) };
    return {
      connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      script: ['https://*.googletagmanager.com'],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    };
  }
  return { connect: [], script: [], img: [] };
}

/** Origins the pages may call: the API, the number-list override and the analytics collector, nothing else. */
function connectSources(site: Site): string[] {
  return [...new Set([...originsOf([site.apiBase, site.numberListEndpoint]), ...analyticsSources(site).connect])];
}

/**
 * Where forms may be sent: the API's origin (the contact form's post without JavaScript). With
 * no API, the contact form is sent by the visitor's mail program (`mailto:`), nowhere else.
 */
function formTargets(site: Site): string[] {
  return site.apiBase ? originsOf([site.apiBase]) : ['mailto:'];
}

/**
 * The Content-Security-Policy of every page. Scripts only from the site itself and the chosen analytics tag (no inline
 * script or handler anywhere in the output), styles only from the stylesheet, no plugins, no
 * framing, and requests and form posts only to the site and the API the owner configured.
 * `'wasm-unsafe-eval'` lets the site's own search (Pagefind, issue 43) compile its WebAssembly;
 * it allows no `eval` of script text.
 */
export function contentSecurityPolicy(site: Site): string {
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...analyticsSources(site).script].join(' '),
    "style-src 'self'",
    ["img-src 'self' data:", ...analyticsSources(site).img].join(' '),
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources(site)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...formTargets(site)].join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for the paths a pattern matches: `/*` is every path, `/assets/*` everything under it. */
export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

/**
 * Headers a server should leave out when the request says `Save-Data: on`: the speculation
 * rules (prefetching spends the visitor's data). nginx does (nginx-config.ts); a `_headers` host
 * cannot make a header depend on a request header, and there Chrome's own rule is what holds: it
 * does not speculate under Save-Data.
 */
export const headersSkippedOnSaveData: readonly string[] = ['Speculation-Rules'];

/**
 * `Speculation-Rules` for each locale's site on this host: the rules file at its root, on every
 * path under its base (`/mx/*`), so a country's pages get its rules alone (the later, longer
 * pattern replaces the root's). The value is a structured-field list of strings: quoted.
 */
function speculationRules(basePath: string, locales: Pick<Locale, 'prefix'>[]): HeaderRule[] {
  const prefixes = [...new Set(['', ...locales.map((locale) => locale.prefix)])].sort();
  return [
    ...prefixes.map((prefix): HeaderRule => ({
      pattern: `${basePath}${prefix ? `/${prefix}` : ''}/*`,
      headers: [['Speculation-Rules', `"${speculationRulesPath({ prefix, basePath })}"`]],
    })),
    // Chrome ignores rules served as anything else; hosts serve `.json` as `application/json`.
    ...prefixes.map((prefix): HeaderRule => ({
      pattern: speculationRulesPath({ prefix, basePath }),
      headers: [['Content-Type', speculationRulesType]],
    })),
  ];
}

/** Headers the nginx configuration gives by other means: the rules files' type, from an exact `location` each. */
export const headersNginxTypes: readonly string[] = ['Content-Type'];

/**
 * The one source of the response headers, for `_headers` and the nginx configuration alike: the
 * policy and safe defaults on every path, a year of caching for content-hashed assets,
 * revalidation for everything else, each locale's speculation rules (`locales`: those of this
 * host). A later rule's header replaces an earlier one's for the paths it matches (as Cloudflare
 * Pages and Netlify merge them).
 */
export function headerRules(site: Site, basePath: string, locales: Pick<Locale, 'prefix'>[]): HeaderRule[] {
  return [
    {
      pattern: `${basePath}/*`,
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(site)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
        ['Cache-Control', 'public, max-age=0, must-revalidate'],
      ],
    },
    { pattern: `${basePath}/assets/*`, headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ...speculationRules(basePath, locales),
  ];
}

/** `_headers` for hosts that read it (Netlify, Cloudflare Pages), from `headerRules`. */
export function buildHeadersFile(site: Site, basePath: string, locales: Pick<Locale, 'prefix'>[]): string {
  const lines = headerRules(site, basePath, locales).flatMap((rule) => [
    rule.pattern,
    ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
  ]);
  return [...lines, ''].join('\n');
}
