import type { ReactNode } from 'react';
import type { PageContext } from '../context.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { SiteFooterContent } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** A page's `<main>` content given as markup, breadcrumbs included (pages made from a locale template). */
export interface MainMarkup {
  mainHtml: string;
}

/** Everything inside `<body>`: skip link, header, breadcrumbs, the page, footer. */
export function SiteLayout({ ctx, children }: { ctx: PageContext; children: ReactNode | MainMarkup }) {
  return (
    <>
      <a className="skip-link" href="#main">{ctx.t('common.skipToContent')}</a>
      <SiteHeader ctx={ctx} />
      {isMainMarkup(children) ? (
        <main id="main" tabIndex={-1} dangerouslySetInnerHTML={{ __html: children.mainHtml }} />
      ) : (
        <main id="main" tabIndex={-1}>
          <Breadcrumbs ctx={ctx} crumbs={ctx.breadcrumbs} />
          {children}
        </main>
      )}
      <footer className="site-footer" dangerouslySetInnerHTML={{ __html: ctx.localeMarkup('site-footer', (locale) => <SiteFooterContent ctx={locale} />) }} />
    </>
  );
}

function isMainMarkup(children: ReactNode | MainMarkup): children is MainMarkup {
  return typeof children === 'object' && children !== null && 'mainHtml' in children;
}
