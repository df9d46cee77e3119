import type { ReactNode } from 'react';
import type { PageContext } from '../context.ts';
import { Island } from '../components/island.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { SiteFooterContent } from './site-footer.tsx';
import { siteNavProps } from './site-header.tsx';

/** Everything inside `<body>`: skip link, header (the navigation island), breadcrumbs and the page, footer. */
export function SiteLayout({ ctx, children }: { ctx: PageContext; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">{ctx.t('common.skipToContent')}</a>
      <header className="site-header">
        <Island ctx={ctx} name="site-nav" props={siteNavProps(ctx)} />
      </header>
      <main id="main" tabIndex={-1}>
        <Breadcrumbs ctx={ctx} crumbs={ctx.breadcrumbs} />
        {children}
      </main>
      <footer className="site-footer">
        <SiteFooterContent ctx={ctx} />
      </footer>
    </>
  );
}
