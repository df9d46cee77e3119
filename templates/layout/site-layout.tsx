import type { ReactNode } from 'react';
import type { PageContext } from '../context.ts';
import { Island } from '../components/island.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { OutdatedNotice } from '../components/outdated-notice.tsx';
import { consentBannerProps, SiteFooterContent } from './site-footer.tsx';
import { siteNavProps } from './site-header.tsx';

/** Says a page is not published (a draft or a scheduled post), on `sitegen dev` and `--future` builds only. */
function StatusRibbon({ ctx, status }: { ctx: PageContext; status: NonNullable<PageContext['status']> }) {
  const text =
    status.kind === 'draft'
      ? ctx.t('common.draftRibbon')
      : ctx.t('common.scheduledRibbon', { date: status.date ? ctx.format.date(status.date) : '' });
  return (
    <p className="status-ribbon" role="note" data-status={status.kind}>
      {text}
    </p>
  );
}

/**
 * Everything inside `<body>`: skip link, header (the navigation island), breadcrumbs and the page,
 * footer. `searchBody`: the whole of `<main>` is what the search index holds of the page.
 */
export function SiteLayout({ ctx, searchBody, children }: { ctx: PageContext; searchBody: boolean; children: ReactNode }) {
  // What the search index holds of a page other than a post (a post marks its own article).
  const searchMarks = searchBody ? { 'data-pagefind-body': '', 'data-pagefind-filter': 'type:page' } : {};
  return (
    <>
      <a className="skip-link" href="#main">
        {ctx.t('common.skipToContent')}
      </a>
      {/* Early in the page, so a keyboard reaches the banner's buttons right after the skip link. */}
      {ctx.analytics ? <Island ctx={ctx} name="consent-banner" props={consentBannerProps(ctx, ctx.analytics)} /> : null}
      {ctx.status ? <StatusRibbon ctx={ctx} status={ctx.status} /> : null}
      <header className="site-header">
        <Island ctx={ctx} name="site-nav" props={siteNavProps(ctx)} />
      </header>
      <main id="main" tabIndex={-1} {...searchMarks}>
        <Breadcrumbs ctx={ctx} crumbs={ctx.breadcrumbs} />
        {ctx.outdated ? <OutdatedNotice ctx={ctx} englishHref={ctx.outdated.englishHref} /> : null}
        {children}
      </main>
      <footer className="site-footer">
        <SiteFooterContent ctx={ctx} />
      </footer>
    </>
  );
}
