import type { PageContext } from '../context.ts';
import type { PostSummary } from '../page-data.ts';
import { PostGrid } from '../components/post-card.tsx';
import { PageHero, Section } from '../components/section.tsx';
import { Pagination, paginationView } from './blog-list-page.tsx';

export interface ArchiveContent {
  archive: 'tag' | 'category';
  term: string;
  /** The archive's first page, `/mx/blog/tag/automation/`: later pages are under it. */
  firstPagePath: string;
  posts: PostSummary[];
  page: number;
  pageCount: number;
}

/** A tag or category archive (`/blog/tag/<slug>/`): the posts the locale lists with that term, paginated like the blog. */
export function TagArchivePage({ ctx, content }: { ctx: PageContext; content: ArchiveContent }) {
  const { t } = ctx;
  const heading =
    content.archive === 'tag' ? t('blog.tagTitle', { tag: content.term }) : t('blog.categoryTitle', { category: content.term });
  const title = content.page === 1 ? heading : `${heading} – ${t('blog.pageNumber', { page: content.page })}`;
  const pagination = paginationView(ctx, content.page, content.pageCount, content.firstPagePath);
  return (
    <>
      <PageHero title={title} subtitle={content.archive === 'tag' ? t('blog.tagKind') : t('blog.categoryKind')} />
      <Section>
        <PostGrid ctx={ctx} posts={content.posts} headingLevel={2} />
        {pagination ? <Pagination pagination={pagination} /> : null}
      </Section>
    </>
  );
}
