import type { Locale } from '../load/schemas/locales.ts';
import type { Site } from '../load/schemas/site.ts';
import { contentSecurityPolicy } from './deploy-headers.ts';

/**
 * The nginx rules of the built site, the same as `_headers` says to Netlify and Cloudflare
 * (deploy-headers.ts): the policy and safe defaults, a year of caching for `/assets/`,
 * revalidation for pages, clean URLs, and each locale's own 404 page, its prefixes read from
 * locales/locales.json (a new locale is in the next snippet, with no list to keep by hand).
 * Printed by `sitegen nginx`, for a `server` block.
 *
 * The headers are repeated in every `location`: nginx drops the `add_header` lines of the outer
 * level in a block that has its own, so a Cache-Control there would silently remove the policy.
 */
export function nginxSnippet(site: Site, locales: Locale[]): string {
  const prefixes = locales.map((locale) => locale.prefix).filter((prefix) => prefix !== '');
  const headers = (cacheControl: string) => [
    `add_header Content-Security-Policy "${contentSecurityPolicy(site)}" always;`,
    'add_header X-Content-Type-Options nosniff always;',
    'add_header Referrer-Policy strict-origin-when-cross-origin always;',
    'add_header Permissions-Policy "camera=(), microphone=(), geolocation=()" always;',
    `add_header Cache-Control "${cacheControl}" always;`,
  ];
  const pages = 'public, max-age=0, must-revalidate';
  const block = (match: string, lines: string[]) => [`location ${match} {`, ...lines.map((line) => `  ${line}`), '}'];
  return [
    'error_page 404 /404.html;',
    ...block('/assets/', headers('public, max-age=31536000, immutable')),
    ...block('/', [...headers(pages), 'try_files $uri $uri/index.html $uri/ =404;']),
    ...(prefixes.length > 0 ? block(`~ ^/(${prefixes.join('|')})/`, [...headers(pages), 'error_page 404 /$1/404.html;', 'try_files $uri $uri/index.html $uri/ =404;']) : []),
    '',
  ].join('\n');
}
