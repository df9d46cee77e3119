import type { ReactNode } from 'react';
import type { LocaleContext, PageContext } from '../context.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { SiteFooterContent } from './site-footer.tsx';
import { siteNavProps } from './site-header.tsx';

/** A page's `<main>` content given as markup, breadcrumbs included (pages made from a locale template). */
export interface MainMarkup {
  mainHtml: string;
}

/**
 * The frame of every page's `<body>`: skip link, header, main, footer. The header (the
 * navigation island) and the footer come as markup, made once per locale or props shape.
 */
function LayoutFrame({ ctx, header, footer, children }: { ctx: LocaleContext; header: { __html: string }; footer: { __html: string }; children: ReactNode | { __html: string } }) {
  const markup = typeof children === 'object' && children !== null && '__html' in children;
  return (
    <>
      <a className="skip-link" href="#main">{ctx.t('common.skipToContent')}</a>
      <header className="site-header" dangerouslySetInnerHTML={header} />
      {markup ? <main id="main" tabIndex={-1} dangerouslySetInnerHTML={children} /> : <main id="main" tabIndex={-1}>{children}</main>}
      <footer className="site-footer" dangerouslySetInnerHTML={footer} />
    </>
  );
}

/** The header's markup: the navigation island, from a cached template (it is on every page). */
const headerMarkup = (ctx: PageContext) => ({ __html: ctx.islandElement('site-nav', siteNavProps(ctx)) });
const footerMarkup = (ctx: PageContext) => ({ __html: ctx.localeMarkup('site-footer', (locale) => <SiteFooterContent ctx={locale} />) });

/** Everything inside `<body>` of a page whose content is elements: breadcrumbs, then the page. */
export function SiteLayout({ ctx, children }: { ctx: PageContext; children: ReactNode }) {
  return (
    <LayoutFrame ctx={ctx} header={headerMarkup(ctx)} footer={footerMarkup(ctx)}>
      <Breadcrumbs ctx={ctx} crumbs={ctx.breadcrumbs} />
      {children}
    </LayoutFrame>
  );
}

/**
 * Everything inside `<body>` of a page whose `<main>` is markup (a post page): the same frame,
 * filled into the locale's template, so React renders nothing for the page.
 */
export function siteLayoutMarkup(ctx: PageContext, main: MainMarkup): string {
  const parts = { header: headerMarkup(ctx), main: { __html: main.mainHtml }, footer: footerMarkup(ctx) };
  return ctx.localeTemplate('site-layout', parts, (locale, frame) => (
    <LayoutFrame ctx={locale} header={frame.header} footer={frame.footer}>{frame.main}</LayoutFrame>
  ));
}
