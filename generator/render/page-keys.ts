import { createHash } from 'node:crypto';
import type { SiteData } from '../load/load-data.ts';
import type { Route } from '../routes/routes.ts';

/**
 * What each page is rendered from, as a hash: two builds that give a page the same key give it
 * the same bytes. The dev server compares keys between rebuilds in memory, `generate` between
 * builds through the build cache (output/build-cache.ts). Code, Node and packages are not in
 * these keys: the build cache is keyed by them as a whole (`bundleKey`).
 */

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * JSON of data as keys need it: Maps written out as entries (JSON.stringify writes a Map as
 * `{}`, which would hide a change), and posts in route content without their text and word
 * count: a card or a related-post link shows the title, excerpt and reading time; only the
 * page's own post shows its text, which `pageKey` adds by itself.
 */
function keyJson(value: unknown): string {
  return JSON.stringify(value, (key, item: unknown) => {
    if (key === 'markdown' || key === 'wordCount') return undefined;
    return item instanceof Map ? [...item] : item;
  });
}

/** `locale id \0 page id` → path, the table every page's links are made from (`ctx.href`). */
export type PagePaths = Map<string, string>;

/**
 * Everything every page depends on: the site data but the posts, legal texts and content pages
 * (which reach a page through its route) and the strings (a page reads its own language's and
 * English, the fallback of every language), the built assets' URLs, and where the site's fixed
 * pages live (links between pages). Post and list pages' own paths are not in it: a new post
 * changes the pages that show it, not every page.
 */
function siteKey(data: SiteData, assets: unknown, pagePaths: PagePaths): string {
  const { posts: _posts, legal: _legal, fileCount: _count, strings: _strings, pages, redirects: _redirects, unpublished: _unpublished, ...rest } = data;
  const fixedPaths = [...pagePaths].filter(([key]) => !key.split('\u0000')[1]!.startsWith('blog/'));
  // Content pages reach every page through the header and footer links (their placement and
  // label, which defaults to the title); their text reaches only their own page, by its route.
  // Redirects and the list of drafts reach no page.
  const nav = pages.map((page) => [page.slug, page.lang, page.title, page.nav]);
  return hash(keyJson({ rest, assets, fixedPaths, nav }));
}

/**
 * What one page is rendered from: the site key, its language's strings and English's, its route
 * (title, alternates, breadcrumbs, the cards it lists, its legal text), its own post's text, and
 * where the same page lives in every locale (the language switcher).
 */
function pageKey(route: Route, site: string, data: SiteData, pagePaths: PagePaths): string {
  const body = route.content.kind === 'post' ? route.content.post.markdown : '';
  const languages = data.locales.map((locale) => pagePaths.get(`${locale.id}\u0000${route.pageId}`) ?? '');
  return hash(`${site}\u0000${keyJson(route)}\u0000${body}\u0000${languages.join('\u0000')}`);
}

/**
 * Every route's page key, by output path. An edit of one language's strings changes the keys of
 * that language's pages only; of English, every page's.
 */
export function keyPages(routes: Route[], data: SiteData, assets: unknown, pagePaths: PagePaths): Map<string, string> {
  const site = siteKey(data, assets, pagePaths);
  const strings = new Map([...data.strings].map(([lang, value]) => [lang, hash(keyJson(value))]));
  const english = strings.get('en') ?? '';
  const siteFor = new Map(data.locales.map((locale) => [locale.id, `${site}\u0000${strings.get(locale.lang) ?? ''}\u0000${english}`]));
  return new Map(routes.map((route) => [route.outputPath, pageKey(route, siteFor.get(route.locale.id)!, data, pagePaths)]));
}
