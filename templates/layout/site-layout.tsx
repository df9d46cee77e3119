import type { ReactNode } from 'react';
import type { PageContext } from '../context.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { SiteFooterContent } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Everything inside `<body>`: skip link, header, breadcrumbs, the page, footer. */
export function SiteLayout({ ctx, children }: { ctx: PageContext; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">{ctx.t('common.skipToContent')}</a>
      <SiteHeader ctx={ctx} />
      <main id="main" tabIndex={-1}>
        <Breadcrumbs ctx={ctx} />
        {children}
      </main>
      <footer className="site-footer" dangerouslySetInnerHTML={{ __html: ctx.localeMarkup('site-footer', (locale) => <SiteFooterContent ctx={locale} />) }} />
    </>
  );
}
