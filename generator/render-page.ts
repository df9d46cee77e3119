import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageBody, type PageContent } from '../templates/pages/index.tsx';
import type { PageData } from '../templates/page-data.ts';
import type { Translator } from './i18n.ts';
import type { SiteData } from './load-data.ts';
import { buildHeadTags, type HeadAssets } from './head.ts';
import { renderHeadTag } from './html.ts';
import { localizeContentLinks } from './markdown.ts';
import { createPageContext, type PageIndex } from './page-context.ts';
import type { Route } from './routes.ts';
import { structuredDataFor } from './structured-data.ts';
import { localizePath } from './locale-graph.ts';

export interface RenderDeps {
  data: SiteData;
  translators: Map<string, Translator>;
  index: PageIndex;
  /** Site-wide data per language, built once. */
  pageData: (lang: string) => PageData;
  assets: (route: Route) => HeadAssets;
  logoPath: string;
}

/** The route's content as the template receives it: links inside content point into the locale. */
function pageContent(route: Route): PageContent {
  if (route.content.kind === 'legal') {
    const { doc } = route.content;
    return {
      kind: 'legal',
      doc: {
        lang: doc.lang,
        title: doc.title,
        effectiveDate: doc.effectiveDate,
        headings: doc.headings,
        html: localizeContentLinks(doc.html, (path) => localizePath(route.locale, path.endsWith('/') ? path : `${path}/`)),
      },
    };
  }
  return { kind: 'page' };
}

/** Renders one route to a complete HTML document. Pure: same route and data, same string. */
export function renderPage(route: Route, deps: RenderDeps): string {
  const { data } = deps;
  const pageData = deps.pageData(route.locale.lang);
  const ctx = createPageContext({ route, data, translators: deps.translators, index: deps.index, logoSrc: deps.logoPath });
  const assets = deps.assets(route);
  const head = buildHeadTags({
    route,
    site: data.site,
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
  const body = renderToStaticMarkup(createElement(PageBody, { ctx, data: pageData, content: pageContent(route), template: route.template }));
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
