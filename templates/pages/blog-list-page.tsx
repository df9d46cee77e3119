import type { LocaleContext, PageContext } from '../context.ts';
import type { PostSummary } from '../page-data.ts';
import { Icon } from '../components/icons.tsx';
import { postCardsMarkup } from '../components/post-card.tsx';
import { PageHero, Section } from '../components/section.tsx';
import { pageWindow } from '../components/page-window.ts';
import { Breadcrumbs } from '../layout/breadcrumbs.tsx';

/** `/blog/` for page 1, `/blog/page/n/` after it. */
function pageHref(ctx: PageContext, page: number): string {
  return page === 1 ? ctx.href('blog') : `${ctx.href('blog')}page/${page}/`;
}

/** One place in the pagination bar: a gap (an ellipsis), the current page, or a link to a page. */
interface PageItemView {
  gap: boolean;
  current: boolean;
  /** The page's number, written the locale's way ('' for a gap). */
  label: string;
  href: string;
  ariaLabel: string;
}

interface PaginationView {
  label: string;
  /** Links to the previous and next page, or null on the first and last. */
  previous: { href: string; text: string } | null;
  next: { href: string; text: string } | null;
  items: PageItemView[];
}

/**
 * What a blog list page shows, display-ready. The page is rendered from a template per locale
 * and shape (`ctx.localeTemplate`): its hundreds of list pages differ only in these strings and
 * in where the pagination bar's gaps fall.
 */
export interface BlogListView {
  title: string;
  subtitle: string;
  /** The posts' cards, or null for the empty state. */
  cards: { __html: string } | null;
  /** Null when every post fits on one page. */
  pagination: PaginationView | null;
  breadcrumbs: { name: string; path: string }[];
}

function paginationView(ctx: PageContext, page: number, pageCount: number): PaginationView | null {
  if (pageCount <= 1) return null;
  const { t } = ctx;
  return {
    label: t('blog.pagination'),
    previous: page > 1 ? { href: pageHref(ctx, page - 1), text: t('blog.previous') } : null,
    next: page < pageCount ? { href: pageHref(ctx, page + 1), text: t('blog.next') } : null,
    items: pageWindow(page, pageCount).map((n) => {
      if (n === 'gap') return { gap: true, current: false, label: '', href: '', ariaLabel: '' };
      const current = n === page;
      return { gap: false, current, label: ctx.format.number(n), href: current ? '' : pageHref(ctx, n), ariaLabel: current ? '' : t('blog.pageNumber', { page: n }) };
    }),
  };
}

function blogListView(ctx: PageContext, posts: PostSummary[], page: number, pageCount: number): BlogListView {
  const { t } = ctx;
  return {
    title: page === 1 ? t('blog.title') : `${t('blog.title')} – ${t('blog.pageNumber', { page })}`,
    subtitle: t('blog.subtitle'),
    cards: posts.length > 0 ? { __html: postCardsMarkup(ctx, posts, 2) } : null,
    pagination: paginationView(ctx, page, pageCount),
    breadcrumbs: ctx.breadcrumbs,
  };
}

/** Everything in a blog list page's `<main>`, breadcrumbs included, filled into the locale's template. */
export function blogListMarkup(ctx: PageContext, posts: PostSummary[], page: number, pageCount: number): string {
  return ctx.localeTemplate('blog-list', blogListView(ctx, posts, page, pageCount), (locale, view) => <BlogListMain ctx={locale} list={view} />);
}

function Pagination({ pagination }: { pagination: PaginationView }) {
  const { previous, next } = pagination;
  return (
    <nav className="pagination" aria-label={pagination.label}>
      {previous ? <a rel="prev" href={previous.href}><Icon name="chevron" size={16} /> {previous.text}</a> : <span />}
      <ol>
        {pagination.items.map((item, i) => item.gap ? (
          <li key={i} className="pagination__gap" aria-hidden="true">…</li>
        ) : (
          <li key={i}>
            {item.current ? <span aria-current="page">{item.label}</span> : <a href={item.href} aria-label={item.ariaLabel}>{item.label}</a>}
          </li>
        ))}
      </ol>
      {next ? <a rel="next" href={next.href}>{next.text} <Icon name="chevron" size={16} /></a> : <span />}
    </nav>
  );
}

export function BlogListMain({ ctx, list }: { ctx: LocaleContext; list: BlogListView }) {
  const { t } = ctx;
  return (
    <>
      <Breadcrumbs ctx={ctx} crumbs={list.breadcrumbs} />
      <PageHero title={list.title} subtitle={list.subtitle} />
      <Section>
        {list.cards ? (
          <div className="grid grid--3" dangerouslySetInnerHTML={list.cards} />
        ) : (
          <div className="card center empty-state">
            <h2>{t('blog.emptyTitle')}</h2>
            <p className="muted">{t('blog.emptyNote')}</p>
          </div>
        )}
        {list.pagination ? <Pagination pagination={list.pagination} /> : null}
      </Section>
    </>
  );
}
