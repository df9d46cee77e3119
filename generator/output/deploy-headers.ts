import type { Site } from '../load/schemas/site.ts';

/** Origins the pages may call: the configured endpoints, nothing else. */
function connectSources(site: Site): string[] {
  return [site.numberListEndpoint, site.contactEndpoint].filter((url) => url !== '').map((url) => new URL(url).origin).sort();
}

/**
 * The Content-Security-Policy of every page. Scripts only from the site itself (no inline
 * script or handler anywhere in the output), styles only from the stylesheet, no plugins, no
 * framing, and requests only to the site and the endpoints the owner configured.
 */
export function contentSecurityPolicy(site: Site): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources(site)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * `_headers` for hosts that read it (Netlify, Cloudflare Pages): the policy and safe defaults
 * on every path, a year of caching for content-hashed assets, revalidation for everything else.
 */
export function buildHeadersFile(site: Site): string {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(site)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '  Cache-Control: public, max-age=0, must-revalidate',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
