import type { PageContext } from '../context.ts';
import type { PostContent } from '../page-data.ts';
import { FallbackNotice } from '../components/fallback-notice.tsx';
import { Icon } from '../components/icons.tsx';
import { PostGrid } from '../components/post-card.tsx';
import { Section } from '../components/section.tsx';
import { ShareLinks } from '../components/share-links.tsx';

export function BlogPostPage({ ctx, post }: { ctx: PageContext; post: PostContent }) {
  const { t } = ctx;
  const fallback = post.lang !== ctx.locale.lang;
  // The article speaks its own language: a fallback post's labels come in English too.
  const ct = ctx.contentT;
  const cf = ctx.contentFormat;
  return (
    <>
      <div className="container post">
        {fallback ? <FallbackNotice ctx={ctx} /> : null}
        <article lang={fallback ? post.lang : undefined} dir={fallback ? 'ltr' : undefined}>
          <header className="post__header">
            <ul className="post__chips" aria-label={ct('blog.categories')}>
              {post.categories.map((category) => <li key={category} className="badge">{category}</li>)}
              {post.featured ? <li className="badge badge--featured"><Icon name="star" size={12} />{ct('blog.featured')}</li> : null}
            </ul>
            <h1>{post.title}</h1>
            <p className="post__excerpt">{post.excerpt}</p>
            <div className="post__byline">
              <span className="post__avatar" aria-hidden="true">{post.author.charAt(0)}</span>
              <span>
                <strong>{ct('blog.by', { author: post.author })}</strong>
                <br />
                <span className="muted">
                  <time dateTime={post.publishedDate}>{cf.date(post.publishedDate)}</time>
                  {' · '}
                  {ct('blog.minRead', { minutes: cf.number(post.readingTime) })}
                </span>
              </span>
            </div>
            <img className="post__cover" src={post.image} alt="" width={1200} height={630} decoding="async" fetchPriority="high" />
          </header>
          <div className="prose post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
          <footer className="post__footer">
            {post.tags.length > 0 ? (
              <ul className="tag-list" aria-label={ct('blog.tags')}>
                {post.tags.map((tag) => <li key={tag}>#{tag}</li>)}
              </ul>
            ) : null}
          </footer>
        </article>
        <ShareLinks ctx={ctx} url={post.url} title={post.title} />
        <aside className="post-cta" aria-labelledby="post-cta-title">
          <h2 id="post-cta-title">{t('blog.ctaTitle')}</h2>
          <p>{t('blog.ctaText')}</p>
          <div className="cta-row">
            <a className="button button--primary" href={ctx.href('contact')}>{t('blog.ctaTrial')}</a>
            <a className="button button--secondary" href={ctx.href('roi')}>{t('blog.ctaRoi')}</a>
          </div>
        </aside>
      </div>
      {post.related.length > 0 ? (
        <Section tinted labelledBy="related-title">
          <h2 id="related-title">{t('blog.related')}</h2>
          <PostGrid ctx={ctx} posts={post.related} headingLevel={3} />
        </Section>
      ) : null}
    </>
  );
}
