import type { OutputFile } from '../assets/assets.ts';
import { localeContentValues } from '../i18n/content-values.ts';
import type { Translator } from '../i18n/i18n.ts';
import { localizePath } from '../i18n/locale-graph.ts';
import type { SiteData } from '../load/load-data.ts';
import type { Route } from '../routes/routes.ts';
import { fillPlaceholders } from '../../templates/prices.ts';

/**
 * A page has a Markdown twin when it is a post or a content page the build publishes as its
 * locale's own: `route.indexable` is the build's one verdict on that (false for a fallback page
 * showing another language's text, a draft or scheduled page shown by `dev`/`--future`, and
 * pages kept out of search), so nothing here lists pages by hand.
 */
export function hasMarkdownTwin(route: Route): boolean {
  return (route.content.kind === 'post' || route.content.kind === 'contentPage') && route.indexable;
}

/**
 * The twin's URL path: `index.md` in the page's own folder (`/blog/foo/index.md`), not
 * `/blog/foo.md` beside it. The folder is the page's base URL, so a relative link means the same
 * in both, and the twin travels with the page (a country's pack holds its subtree, a page's
 * folder is all of it).
 */
export function markdownTwinPath(route: Route): string {
  return `${route.path}index.md`;
}

/** Where the twin is written: beside the page's `index.html`. */
export function markdownTwinFile(route: Route): string {
  return route.outputPath.replace(/index\.html$/, 'index.md');
}

/**
 * Root-relative links of the text made the locale's own (`/pricing` → `/mx/pricing/`), as the
 * page's HTML has them (`localizeContentLinks`); files (`/images/x.svg`) get the base path only.
 * Inline links `](/x)` and reference definitions `[x]: /x`.
 */
export function localizeMarkdownLinks(markdown: string, localePath: (path: string) => string, basePath = ''): string {
  const localize = (target: string) => {
    const [, path = '', rest = ''] = /^([^#?]*)(.*)$/.exec(target)!;
    return `${/\.[a-z0-9]+$/i.test(path) ? `${basePath}${path}` : localePath(path)}${rest}`;
  };
  return markdown
    .replace(/\]\((\/(?!\/)[^)\s]*)/g, (_m, target: string) => `](${localize(target)}`)
    .replace(/^( {0,3}\[[^\]\n]+\]:[ \t]*)(\/(?!\/)\S*)/gm, (_m, lead: string, target: string) => `${lead}${localize(target)}`);
}

/**
 * The Markdown a twin holds: the title as a `# ` heading, then the text as its author wrote it,
 * without front matter, with the page's prices filled in (`{{price.growth}}`, in the locale's
 * currency, as the page shows them) and its links pointing into the locale.
 */
export function buildMarkdownTwin(route: Route, data: SiteData, translators: Map<string, Translator>): string {
  const { locale } = route;
  const localePath = (path: string) => localizePath(locale, path.endsWith('/') ? path : `${path}/`);
  let title: string;
  let body: string;
  if (route.content.kind === 'post') {
    const prices = localeContentValues(data, locale, translators.get(locale.lang)!.t);
    title = route.content.post.title;
    body = fillPlaceholders(route.content.post.markdown, prices);
  } else if (route.content.kind === 'contentPage') {
    title = route.content.page.title;
    body = route.content.page.markdown;
  } else throw new Error(`${route.path} has no Markdown twin: only posts and content pages have one.`);
  // Content pages' links get no base path on their page either (render-page.ts): the same here.
  const basePath = route.content.kind === 'post' ? locale.basePath : undefined;
  return `# ${title}\n\n${localizeMarkdownLinks(body.trim(), localePath, basePath)}\n`;
}

/** The twins of the routes that have one. */
export function buildMarkdownTwins(routes: Route[], data: SiteData, translators: Map<string, Translator>): OutputFile[] {
  return routes
    .filter(hasMarkdownTwin)
    .map((route) => ({ path: markdownTwinFile(route), contents: buildMarkdownTwin(route, data, translators) }));
}
