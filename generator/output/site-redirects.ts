import type { OutputFile } from '../assets/assets.ts';
import { ContentError, type ContentProblem } from '../errors.ts';
import { absoluteUrl, basePathOf, localizePath, normalizeLinkPath, outputPathFor } from '../i18n/locale-graph.ts';
import type { SiteData } from '../load/load-data.ts';
import { escapeHtml } from '../render/html.ts';
import type { Route } from '../routes/routes.ts';

/**
 * One moved address: `from` (a path of the site, with its locale prefix) answers with `status`
 * and sends the browser to `to` (a page of the site, or an https:// address). This list is the
 * data every host format is written from: `_redirects` here, the static pages, and an nginx
 * configuration (`redirectsOf` is exported for it).
 */
export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302;
  /** Where it was declared, for errors: `data/redirects.json: redirects.2` or `content/pages/en/about.md: aliases.0`. */
  source: string;
}

const isExternal = (to: string) => /^https:\/\//.test(to);

/** Every redirect the content declares: data/redirects.json, then each page's and post's `aliases`, per locale that shows it. */
function declaredRedirects(data: SiteData, routes: Route[]): Redirect[] {
  // Written as the site's own paths (`/old/`); under a base path every path here carries it, as route paths do.
  const base = basePathOf(data.site.siteUrl);
  const declared: Redirect[] = data.redirects.map((r, i) => ({
    from: `${base}${r.from}`,
    to: isExternal(r.to) ? r.to : `${base}${r.to}`,
    status: r.status,
    source: `data/redirects.json: redirects.${i}`,
  }));
  for (const route of routes) {
    const content = route.content;
    const owner = content.kind === 'contentPage' ? content.page : content.kind === 'post' ? content.post : undefined;
    // An alias belongs to the file: every locale showing that file (its own language, or as a fallback) answers it.
    (owner?.aliases ?? []).forEach((alias, i) =>
      declared.push({ from: localizePath(route.locale, alias), to: route.path, status: 301, source: `${owner!.file}: aliases.${i}` }),
    );
  }
  return declared;
}

/**
 * The site's redirects, checked: an alias or redirect from an address the site has a page at
 * (it would hide the page), two redirects from one address, a target the build does not
 * produce, and a loop are errors naming the file and the field. Chains are followed to their
 * end, so a visitor is redirected once.
 */
export function redirectsOf(data: SiteData, routes: Route[]): Redirect[] {
  const pages = new Set(routes.map((route) => route.path));
  // The files pages are written to: `/index.html` or `/pricing/index.html` is the page itself, and
  // the redirect page written there would replace it.
  const pageFiles = new Set(routes.map((route) => route.outputPath));
  const basePath = basePathOf(data.site.siteUrl);
  const problems: ContentProblem[] = [];
  const problem = (source: string, message: string, hint: string) => {
    const [file, field] = source.split(': ') as [string, string];
    // An alias is checked in each locale that shows its file: reported once, as written there.
    if (!problems.some((p) => p.file === file && p.field === field)) problems.push({ file, field, message, hint });
  };
  const byFrom = new Map<string, Redirect>();
  for (const redirect of declaredRedirects(data, routes)) {
    const from = normalizeLinkPath(redirect.from);
    if (/\.[a-z0-9]+$/i.test(from) && !from.endsWith('.html')) {
      problem(
        redirect.source,
        `"${redirect.from}" is a file address; only page addresses (like /old-page or /old-page.html) can redirect`,
        'the redirect page written there could replace a file of the site',
      );
      continue;
    }
    if (pages.has(from) || pageFiles.has(outputPathFor(from, { basePath }))) {
      problem(
        redirect.source,
        `"${redirect.from}" is a page of the site; a redirect from it would hide that page`,
        'remove the redirect, or move or delete the page first',
      );
      continue;
    }
    const other = byFrom.get(from);
    if (other) {
      if (other.to !== redirect.to)
        problem(
          redirect.source,
          `"${redirect.from}" is redirected already, by ${other.source}, to ${other.to}`,
          'keep one redirect per address',
        );
      continue;
    }
    byFrom.set(from, { ...redirect, from });
  }
  const resolved: Redirect[] = [];
  for (const redirect of byFrom.values()) {
    const seen = [redirect.from];
    let target = redirect.to;
    for (;;) {
      if (isExternal(target)) break;
      const next = byFrom.get(normalizeLinkPath(target));
      if (!next) break;
      if (seen.includes(next.from)) {
        problem(redirect.source, `is a redirect loop: ${[...seen, next.from].join(' → ')}`, 'point one of them at a page the site has');
        target = '';
        break;
      }
      seen.push(next.from);
      target = next.to;
    }
    if (target === '') continue;
    if (!isExternal(target) && !pages.has(normalizeLinkPath(target))) {
      problem(
        redirect.source,
        `redirects to ${redirect.to}, which the build does not produce`,
        'point it at a page of the site (with its locale prefix, like /mx/pricing/) or an https:// address',
      );
      continue;
    }
    resolved.push({ ...redirect, to: isExternal(target) ? target : normalizeLinkPath(target) });
  }
  if (problems.length > 0) throw new ContentError(problems, 'checking redirects');
  return resolved.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): one rule per address, written with and without its
 * trailing slash (hosts differ in whether they match both), and a static page at each address
 * for hosts without redirect rules: a meta refresh (scripts are not allowed by the site's
 * policy) with the target as canonical, so search engines move the address's standing there.
 */
export function buildRedirectFiles(redirects: Redirect[], siteUrl: string): OutputFile[] {
  const lines = redirects.flatMap((r) => {
    const bare = r.from.endsWith('/') && r.from !== '/' ? r.from.slice(0, -1) : r.from;
    return [...new Set([bare, r.from])].map((from) => `${from} ${r.to} ${r.status}`);
  });
  if (redirects.length === 0) return [];
  const rules: OutputFile = { path: '_redirects', contents: `${lines.join('\n')}\n` };
  const pages = redirects.map((r) => {
    const target = isExternal(r.to) ? r.to : absoluteUrl(siteUrl, r.to);
    const href = escapeHtml(r.to);
    return {
      path: outputPathFor(r.from, { basePath: basePathOf(siteUrl) }),
      contents: [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<title>Moved to ${escapeHtml(target)}</title>`,
        `<meta http-equiv="refresh" content="0; url=${href}">`,
        `<link rel="canonical" href="${escapeHtml(target)}">`,
        '<meta name="robots" content="noindex">',
        '</head>',
        `<body><p>This page has moved to <a href="${href}">${escapeHtml(target)}</a>.</p></body>`,
        '</html>',
        '',
      ].join('\n'),
    };
  });
  return [rules, ...pages];
}
