import type { PageContext } from '../context.ts';
import type { PostSummary } from '../page-data.ts';
import { PostGrid } from '../components/post-card.tsx';
import { PageHero, Section } from '../components/section.tsx';

export function BlogListPage({ ctx, posts }: { ctx: PageContext; posts: PostSummary[] }) {
  const { t } = ctx;
  return (
    <>
      <PageHero title={t('blog.title')} subtitle={t('blog.subtitle')} />
      <Section>
        {posts.length > 0 ? (
          <PostGrid ctx={ctx} posts={posts} />
        ) : (
          <div className="card center empty-state">
            <h2>{t('blog.emptyTitle')}</h2>
            <p className="muted">{t('blog.emptyNote')}</p>
          </div>
        )}
      </Section>
    </>
  );
}
