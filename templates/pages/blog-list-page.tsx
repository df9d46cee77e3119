import type { PageContext } from '../context.ts';
import type { PostSummary } from '../page-data.ts';
import { Icon } from '../components/icons.tsx';
import { PostGrid } from '../components/post-card.tsx';
import { PageHero, Section } from '../components/section.tsx';
import { pageWindow } from '../components/page-window.ts';

/** `/blog/` for page 1, `/blog/page/n/` after it (an archive's pages likewise, under its own first page). */
function pageHref(ctx: PageContext, page: number, firstPage = ctx.href('blog')): string {
  return page === 1 ? firstPage : `${firstPage}page/${page}/`;
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

export interface PaginationView {
  label: string;
  /** Links to the previous and next page, or null on the first and last. */
  previous: { href: string; text: string } | null;
  next: { href: string; text: string } | null;
  items: PageItemView[];
}

export function paginationView(ctx: PageContext, page: number, pageCount: number, firstPage?: string): PaginationView | null {
  if (pageCount <= 1) return null;
  const { t } = ctx;
  return {
    label: t('blog.pagination'),
    previous: page > 1 ? { href: pageHref(ctx, page - 1, firstPage), text: t('blog.previous') } : null,
    next: page < pageCount ? { href: pageHref(ctx, page + 1, firstPage), text: t('blog.next') } : null,
    items: pageWindow(page, pageCount).map((n) => {
      if (n === 'gap') return { gap: true, current: false, label: '', href: '', ariaLabel: '' };
      const current = n === page;
      return {
        gap: false,
        current,
        label: ctx.format.number(n),
        href: current ? '' : pageHref(ctx, n, firstPage),
        ariaLabel: current ? '' : t('blog.pageNumber', { page: n }),
      };
    }),
  };
}

export function Pagination({ pagination }: { pagination: PaginationView }) {
  const { previous, next } = pagination;
  return (
    <nav className="pagination" aria-label={pagination.label}>
      {previous ? (
        <a rel="prev" href={previous.href}>
          <Icon name="chevron" size={16} /> {previous.text}
        </a>
      ) : (
        <span />
      )}
      <ol>
        {pagination.items.map((item, i) =>
          item.gap ? (
            <li key={i} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={i}>
              {item.current ? (
                <span aria-current="page">{item.label}</span>
              ) : (
                <a href={item.href} aria-label={item.ariaLabel}>
                  {item.label}
                </a>
              )}
            </li>
          ),
        )}
      </ol>
      {next ? (
        <a rel="next" href={next.href}>
          {next.text} <Icon name="chevron" size={16} />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A blog list page's content: hero, cards and pagination. */
export function BlogListPage({ ctx, posts, page, pageCount }: { ctx: PageContext; posts: PostSummary[]; page: number; pageCount: number }) {
  const { t } = ctx;
  const pagination = paginationView(ctx, page, pageCount);
  return (
    <>
      <PageHero
        title={page === 1 ? t('blog.title') : `${t('blog.title')} – ${t('blog.pageNumber', { page })}`}
        subtitle={t('blog.subtitle')}
      />
      <Section>
        {posts.length > 0 ? (
          <PostGrid ctx={ctx} posts={posts} headingLevel={2} priorityFirst />
        ) : (
          <div className="card center empty-state">
            <h2>{t('blog.emptyTitle')}</h2>
            <p className="muted">{t('blog.emptyNote')}</p>
          </div>
        )}
        {pagination ? <Pagination pagination={pagination} /> : null}
      </Section>
    </>
  );
}
