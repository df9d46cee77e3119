import type { PageContext } from '../context.ts';
import type { PostSummary } from '../page-data.ts';
import { Icon } from '../components/icons.tsx';
import { PostGrid } from '../components/post-card.tsx';
import { PageHero, Section } from '../components/section.tsx';
import { pageWindow } from '../components/page-window.ts';

/** `/blog/` for page 1, `/blog/page/n/` after it. */
function pageHref(ctx: PageContext, page: number): string {
  return page === 1 ? ctx.href('blog') : `${ctx.href('blog')}page/${page}/`;
}

function Pagination({ ctx, page, pageCount }: { ctx: PageContext; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const { t } = ctx;
  return (
    <nav className="pagination" aria-label={t('blog.pagination')}>
      {page > 1 ? <a rel="prev" href={pageHref(ctx, page - 1)}><Icon name="chevron" size={16} /> {t('blog.previous')}</a> : <span />}
      <ol>
        {pageWindow(page, pageCount).map((n, i) => n === 'gap' ? (
          <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">…</li>
        ) : (
          <li key={n}>
            {n === page ? <span aria-current="page">{ctx.format.number(n)}</span> : <a href={pageHref(ctx, n)} aria-label={t('blog.pageNumber', { page: n })}>{ctx.format.number(n)}</a>}
          </li>
        ))}
      </ol>
      {page < pageCount ? <a rel="next" href={pageHref(ctx, page + 1)}>{t('blog.next')} <Icon name="chevron" size={16} /></a> : <span />}
    </nav>
  );
}

export function BlogListPage({ ctx, posts, page, pageCount }: { ctx: PageContext; posts: PostSummary[]; page: number; pageCount: number }) {
  const { t } = ctx;
  return (
    <>
      <PageHero title={page === 1 ? t('blog.title') : `${t('blog.title')} – ${t('blog.pageNumber', { page })}`} subtitle={t('blog.subtitle')} />
      <Section>
        {posts.length > 0 ? (
          <PostGrid ctx={ctx} posts={posts} />
        ) : (
          <div className="card center empty-state">
            <h2>{t('blog.emptyTitle')}</h2>
            <p className="muted">{t('blog.emptyNote')}</p>
          </div>
        )}
        <Pagination ctx={ctx} page={page} pageCount={pageCount} />
      </Section>
    </>
  );
}
