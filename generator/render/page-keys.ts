import { createHash } from 'node:crypto';
import type { SiteData } from '../load/load-data.ts';
import type { ListedPost, PostCard } from '../routes/blog-posts.ts';
import type { Route, RouteContent } from '../routes/routes.ts';

/**
 * What each page is rendered from, as a hash: two builds that give a page the same key give it
 * the same bytes. The dev server compares keys between rebuilds in memory, `generate` between
 * builds through the build cache (output/build-cache.ts). Code, Node and packages are not in
 * these keys: the build cache is keyed by them as a whole (`bundleKey`).
 */

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON of data as keys need it: Maps written out as entries (JSON.stringify writes a Map as `{}`, which would hide a change). */
function keyJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (item instanceof Map ? [...item] : item));
}

/**
 * Posts as the pages that list or show them depend on them: everything but the text and its
 * word count (a card or a related-post link shows the title, excerpt and reading time; only the
 * page's own post shows its text, which `pageKey` adds by itself). A post is a card on a dozen
 * pages, so each is written out and hashed once per `keyPages` call, by identity.
 */
class PostKeys {
  private readonly keys = new Map<PostCard, string>();

  of(post: PostCard): string {
    let key = this.keys.get(post);
    if (key === undefined) this.keys.set(post, (key = hash(JSON.stringify({ ...post, markdown: undefined, wordCount: undefined }))));
    return key;
  }

  private listed = (entry: ListedPost) => [this.of(entry.post), entry.fallback];

  /** A route's content with each post in it replaced by its key. */
  content(content: RouteContent): unknown {
    switch (content.kind) {
      case 'post':
        return { ...content, post: this.of(content.post), related: content.related.map(this.listed) };
      case 'home':
        return { ...content, featured: content.featured.map(this.listed) };
      case 'blogList':
      case 'archive':
        return { ...content, posts: content.posts.map(this.listed) };
      case 'legal':
        return { ...content, doc: hashOnce(content.doc) };
      case 'contentPage':
        return { ...content, page: hashOnce(content.page) };
      default:
        return content;
    }
  }
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
  const fixedPaths = [...pagePaths].filter(([key]) => !key.includes('\u0000blog/'));
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
function pageKey(route: Route, site: string, data: SiteData, pagePaths: PagePaths, posts: PostKeys): string {
  const body = route.content.kind === 'post' ? route.content.post.markdown : '';
  // The locale's own settings are in the site key (data.locales); its id says which it is.
  const routeJson = JSON.stringify({ ...route, locale: route.locale.id, content: posts.content(route.content) });
  const languages = data.locales.map((locale) => pagePaths.get(`${locale.id}\u0000${route.pageId}`) ?? '');
  return hash(`${site}\u0000${routeJson}\u0000${body}\u0000${languages.join('\u0000')}`);
}

/**
 * A value's hash, each frozen object hashed once: a dev rebuild gets the same frozen strings,
 * legal texts and content pages while their files are unchanged (load/same-text.ts). The legal
 * texts' HTML was most of the ~0.9 MB of JSON the shipped site's 170 page keys hashed.
 */
const frozenHashes = new WeakMap<object, string>();
function hashOnce(value: object): string {
  if (!Object.isFrozen(value)) return hash(keyJson(value));
  let key = frozenHashes.get(value);
  if (key === undefined) frozenHashes.set(value, (key = hash(keyJson(value))));
  return key;
}

/**
 * The page key of any route of this build (`pageKeyer(…)(route)`): the parts every page shares
 * are hashed once, each post once. The dev server keys only the pages it has on disk.
 */
export function pageKeyer(data: SiteData, assets: unknown, pagePaths: PagePaths): (route: Route) => string {
  const site = siteKey(data, assets, pagePaths);
  const strings = new Map([...data.strings].map(([lang, value]) => [lang, hashOnce(value)]));
  const english = strings.get('en') ?? '';
  const siteFor = new Map(data.locales.map((locale) => [locale.id, `${site}\u0000${strings.get(locale.lang) ?? ''}\u0000${english}`]));
  const posts = new PostKeys();
  return (route) => pageKey(route, siteFor.get(route.locale.id)!, data, pagePaths, posts);
}

/**
 * Every route's page key, by output path. An edit of one language's strings changes the keys of
 * that language's pages only; of English, every page's.
 */
export function keyPages(routes: Route[], data: SiteData, assets: unknown, pagePaths: PagePaths): Map<string, string> {
  const keyOf = pageKeyer(data, assets, pagePaths);
  return new Map(routes.map((route) => [route.outputPath, keyOf(route)]));
}
