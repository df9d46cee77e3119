import type { OutputFile } from '../assets/assets.ts';
import type { Translator } from '../i18n/i18n.ts';
import { localeUrl, localizePath, outputPathFor } from '../i18n/locale-graph.ts';
import type { SiteData } from '../load/load-data.ts';
import type { Locale } from '../load/schemas/locales.ts';
import type { Route } from '../routes/routes.ts';
import { hasMarkdownTwin, markdownTwinPath } from './markdown-twins.ts';

/** One line of a file list: `- [name](url): description`. */
interface Entry {
  name: string;
  url: string;
  description: string;
}

/** Text on one line, with nothing that would end the link's name or the list item early. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const linkName = (text: string) => oneLine(text).replace(/([[\]\\])/g, '\\$1');

/** `/llms.txt` of a locale's site (`/mx/llms.txt`): at the root of its site, as the convention asks. */
export const llmsTxtPath = (locale: Locale) => localizePath(locale, '/llms.txt');

/**
 * The sections of a locale's llms.txt, named by the footer's own headings in its language: the
 * product's pages, the company's (content pages and legal texts), the blog. Only the pages the
 * build indexes in the locale's own language (`route.indexable`: no fallback, draft, scheduled or
 * unlisted page); blog lists and archives are left out, the posts they list are there. A post or
 * content page links its Markdown twin, the others their page.
 */
function sections(routes: Route[], data: SiteData, t: Translator['t']): { heading: string; entries: Entry[] }[] {
  const entry = (route: Route, name: string): Entry => ({
    name,
    url: localeUrl(route.locale, data.site, hasMarkdownTwin(route) ? markdownTwinPath(route) : route.path),
    description: route.description,
  });
  const listed = routes.filter((route) => route.indexable && route.content.kind !== 'blogList' && route.content.kind !== 'archive');
  const product: Entry[] = [];
  const company: Entry[] = [];
  const blog: Entry[] = [];
  for (const route of listed) {
    const { content } = route;
    if (content.kind === 'post') blog.push(entry(route, content.post.title));
    else if (content.kind === 'contentPage') company.push(entry(route, content.page.title));
    else if (content.kind === 'legal') company.push(entry(route, content.title));
    else product.push(entry(route, route.breadcrumbs.at(-1)?.name ?? route.title));
  }
  return [
    { heading: t('footer.product'), entries: product },
    { heading: t('footer.company'), entries: company },
    { heading: t('footer.blog'), entries: blog },
  ];
}

/**
 * A locale's llms.txt (llmstxt.org): `# ` the brand, `> ` what the site is (the home page's
 * description), then `## ` sections of `- [name](url): description` lines. `others`: the
 * country sites the global one lists, each by its own llms.txt.
 */
export function buildLlmsTxt(args: {
  locale: Locale;
  routes: Route[];
  data: SiteData;
  translators: Map<string, Translator>;
  others?: Locale[];
}): string {
  const { locale, data } = args;
  const { t } = args.translators.get(locale.lang)!;
  const home = args.routes.find((route) => route.pageId === 'home');
  const lines = [`# ${data.site.brandName}`, '', `> ${oneLine(home?.description ?? t('meta.home.description'))}`];
  const all = sections(args.routes, data, t);
  if (args.others && args.others.length > 0) {
    all.push({
      heading: t('nav.language'),
      entries: args.others.map((other) => ({
        name: other.label,
        url: localeUrl(other, data.site, llmsTxtPath(other)),
        description: `llms.txt (${other.hreflang})`,
      })),
    });
  }
  for (const { heading, entries } of all) {
    if (entries.length === 0) continue;
    lines.push('', `## ${oneLine(heading)}`, '');
    for (const e of entries) lines.push(`- [${linkName(e.name)}](${e.url})${e.description ? `: ${oneLine(e.description)}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * An llms.txt per built locale, at its site's root; the default locale's (the global site, at
 * the root of the whole site) also lists the other built locales' files.
 */
export function buildLlmsTxtFiles(routes: Route[], data: SiteData, translators: Map<string, Translator>): OutputFile[] {
  const built = data.locales.filter((locale) => routes.some((route) => route.locale.id === locale.id));
  return built.map((locale) => ({
    path: outputPathFor(llmsTxtPath(locale), locale),
    contents: buildLlmsTxt({
      locale,
      routes: routes.filter((route) => route.locale.id === locale.id),
      data,
      translators,
      ...(locale.id === data.defaultLocale.id ? { others: built.filter((other) => other.id !== locale.id) } : {}),
    }),
  }));
}
