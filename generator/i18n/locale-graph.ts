import type { Locale } from '../load/schemas/locales.ts';

/** `/pricing/` in locale mx → `/mx/pricing/`; the default locale has no prefix. */
export function localizePath(locale: Pick<Locale, 'prefix'>, path: string): string {
  if (!path.startsWith('/')) throw new Error(`Paths must start with "/": ${path}`);
  return locale.prefix ? `/${locale.prefix}${path}` : path;
}

/** `mx/pricing/index.html` for `/mx/pricing/`; `404.html` style paths pass through. */
export function outputPathFor(urlPath: string): string {
  const trimmed = urlPath.replace(/^\//, '');
  if (trimmed === '' || trimmed.endsWith('/')) return `${trimmed}index.html`;
  return trimmed;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}

/** Collapses a locale's link to a page (`/mx/pricing` or `/mx/pricing/`) to its route path. */
export function normalizeLinkPath(path: string): string {
  if (path === '' || path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return path || '/';
  return `${path}/`;
}
