import { renderToStaticMarkup } from 'react-dom/server';
import { isolateLtrRunsInMarkup } from './bidi-markup.ts';
import { pageBody, type PageContent } from '../../templates/pages/index.tsx';
import type { PageData, PostSummary } from '../../templates/page-data.ts';
import type { PageContext } from '../../templates/context.ts';
import { staleTextMark } from '../../templates/components/local-text.tsx';
import { coverKey, type ResponsiveImage } from '../../templates/components/picture.tsx';
import type { ListedPost } from '../routes/blog-posts.ts';
import type { Translator } from '../i18n/i18n.ts';
import type { RenderData } from '../load/load-data.ts';
import { buildHeadTags, type HeadAssets } from './head.ts';
import { renderHeadTag } from './html.ts';
import { localizeContentLinks } from '../content/markdown.ts';
import { createPageContext, type PageIndex } from './page-context.ts';
import type { Route } from '../routes/routes.ts';
import { structuredDataFor } from './structured-data.ts';
import { absoluteUrl, localizePath } from '../i18n/locale-graph.ts';
import { buildOnboardingData } from './onboarding-data.ts';
import { archivePathsOf } from './archive-links.ts';

export interface RenderDeps {
  data: RenderData;
  translators: Map<string, Translator>;
  index: PageIndex;
  /** Site-wide data per language, built once. */
  pageData: (lang: string) => PageData;
  assets: (route: Route) => HeadAssets;
  logoPath: string;
  renderIsland: (name: string, props: object) => string;
  /** Script and preloads of each island, by name. */
  islandScripts: Record<string, { script: string; preloads: string[] }>;
  /** A post's Markdown as HTML (links still root-relative). */
  postHtml: (markdown: string) => string;
  /** The images posts show, at every size (generator/media/). */
  images: Record<string, ResponsiveImage>;
  /** Each offered country's flag by code, without the base path. */
  flags: Record<string, string>;
  /** Keys of a language's strings made from an older English (issue 42). */
  staleStrings: (lang: string) => Set<string>;
}

const localPagePath = (route: Route) => (path: string) => localizePath(route.locale, path.endsWith('/') ? path : `${path}/`);

/** A post as a card shows it, linked inside the page's locale; its chips link to the locale's archives. */
export function summarizePost(route: Route, entry: ListedPost, deps: Pick<RenderDeps, 'data' | 'index' | 'images'>): PostSummary {
  const { post } = entry;
  const cover = deps.images[coverKey(post.image, post.coverFocus)];
  if (!cover) throw new Error(`No cover was prepared for ${post.image} (${post.file}): the media stage missed it.`);
  return {
    termPaths: archivePathsOf(route, post, deps.data.termSlugs, deps.index),
    slug: post.slug,
    lang: post.lang,
    title: post.title,
    excerpt: post.excerpt,
    image: `${route.locale.basePath ?? ''}${post.image}`,
    cover,
    author: post.author,
    categories: post.categories,
    tags: post.tags,
    publishedDate: post.publishedDate,
    modifiedDate: post.modifiedDate,
    readingTime: post.readingTime,
    featured: post.featured,
    path: localizePath(route.locale, `/blog/${post.slug}/`),
  };
}

/** The route's content as the template receives it: links inside content point into the locale. */
function pageContent(route: Route, siteUrl: string, deps: RenderDeps): PageContent {
  const content = route.content;
  if (content.kind === 'onboarding') {
    return {
      kind: 'onboarding',
      onboarding: buildOnboardingData(deps.data, route.locale, deps.translators.get(route.locale.lang)!.t, deps.flags),
    };
  }
  if (content.kind === 'home') return { kind: 'home', featuredPosts: content.featured.map((entry) => summarizePost(route, entry, deps)) };
  if (content.kind === 'blogList')
    return {
      kind: 'blogList',
      posts: content.posts.map((entry) => summarizePost(route, entry, deps)),
      page: content.page,
      pageCount: content.pageCount,
    };
  if (content.kind === 'archive') return { ...content, posts: content.posts.map((entry) => summarizePost(route, entry, deps)) };
  if (content.kind === 'post') {
    return {
      kind: 'post',
      post: {
        ...summarizePost(route, { post: content.post, fallback: route.fallback }, deps),
        html: localizeContentLinks(deps.postHtml(content.post.markdown), localPagePath(route), route.locale.basePath),
        related: content.related.map((entry) => summarizePost(route, entry, deps)),
        url: absoluteUrl(siteUrl, route.path),
      },
    };
  }
  if (route.content.kind === 'legal') {
    const { doc, title } = route.content;
    return {
      kind: 'legal',
      doc: {
        lang: doc.lang,
        title,
        effectiveDate: doc.effectiveDate,
        headings: doc.headings,
        html: localizeContentLinks(doc.html, localPagePath(route), route.locale.basePath),
      },
    };
  }
  if (content.kind === 'contentPage') {
    const { page } = content;
    return {
      kind: 'contentPage',
      page: {
        lang: page.lang,
        title: page.title,
        description: page.description,
        ...(page.aside ? { aside: page.aside } : {}),
        html: localizeContentLinks(page.html, localPagePath(route)),
      },
    };
  }
  return { kind: 'page' };
}

/** Renders one route to a complete HTML document. Pure: same route and data, same string. */
export function renderPage(route: Route, deps: RenderDeps): string {
  const { data } = deps;
  const pageData = deps.pageData(route.locale.lang);
  const usedIslands = new Set<string>();
  const content = pageContent(route, route.locale.siteUrl ?? data.site.siteUrl, deps);
  let showsStale = false;
  const contextOf = (outdated: boolean) =>
    createPageContext({
      route,
      data,
      translators: deps.translators,
      index: deps.index,
      logoSrc: deps.logoPath,
      renderIsland: deps.renderIsland,
      usedIslands,
      staleKeys: deps.staleStrings(route.locale.lang),
      onStale: () => (showsStale = true),
      outdated,
    });
  // The body first: it tells which islands, and so which scripts, the page needs.
  const bodyOf = (ctx: PageContext) => {
    const markup = renderToStaticMarkup(pageBody({ ctx, data: pageData, content, template: route.template }));
    return route.locale.dir === 'rtl' ? isolateLtrRunsInMarkup(markup, route.locale.lang) : markup;
  };
  let ctx = contextOf(route.staleTranslation === true);
  let body = bodyOf(ctx);
  // What the page shows is known once it is rendered: a stale string or data text on it brings
  // the notice, rendered again above the content (the same inputs, so the same bytes every time).
  if (!route.staleTranslation && (showsStale || body.includes(staleTextMark))) {
    usedIslands.clear();
    ctx = contextOf(true);
    body = bodyOf(ctx);
  }
  const assets = deps.assets(route);
  const head = buildHeadTags({
    scripts: [...usedIslands].sort().map((name) => {
      const scripts = deps.islandScripts[name];
      if (!scripts) throw new Error(`The page uses island "${name}", which has no client bundle.`);
      return scripts;
    }),
    route,
    site: data.site,
    themeColor: data.brand.colors.accent,
    locales: data.locales,
    assets,
    structuredData: structuredDataFor({
      route,
      data,
      pageData,
      t: ctx.t,
      logoUrl: `${data.site.siteUrl}${deps.logoPath}`,
      socialImageUrl: assets.socialImage,
    }),
  });
  return [
    '<!doctype html>',
    `<html lang="${route.locale.htmlLang}" dir="${route.locale.dir}">`,
    '<head>',
    ...head.map(renderHeadTag),
    '</head>',
    `<body>${body}</body>`,
    '</html>',
    '',
  ].join('\n');
}
