import type { PageContext } from '../context.ts';
import type { PostContent } from '../page-data.ts';
import { FallbackNotice } from '../components/fallback-notice.tsx';
import { Icon } from '../components/icons.tsx';
import { PostCard, postCardView, type PostCardView } from '../components/post-card.tsx';
import { Section } from '../components/section.tsx';
import { ShareLinks, shareByEmail, shareTargets } from '../components/share-links.tsx';

/** What a post page shows, display-ready. */
export interface PostPageView {
  /** The post's language where the page shows it untranslated (with a notice), else null. */
  fallbackLang: string | null;
  categories: string[];
  featured: boolean;
  title: string;
  excerpt: string;
  authorInitial: string;
  /** "By {author}", in the post's language, as are the other labels of the article. */
  byline: string;
  publishedDate: string;
  date: string;
  minRead: string;
  image: string;
  body: { __html: string };
  tags: string[];
  labels: { categories: string; featured: string; tags: string };
  share: { email: string; targets: { network: string; href: string }[] };
  /** The related posts' cards. */
  related: PostCardView[];
}

function postPageView(ctx: PageContext, post: PostContent): PostPageView {
  // The article speaks its own language: a fallback post's labels come in English too.
  const ct = ctx.contentT;
  const cf = ctx.contentFormat;
  return {
    fallbackLang: post.lang === ctx.locale.lang ? null : post.lang,
    categories: post.categories,
    featured: post.featured,
    title: post.title,
    excerpt: post.excerpt,
    authorInitial: post.author.charAt(0),
    byline: ct('blog.by', { author: post.author }),
    publishedDate: post.publishedDate,
    date: cf.date(post.publishedDate),
    minRead: ct('blog.minRead', { minutes: cf.number(post.readingTime) }),
    image: post.image,
    body: { __html: post.html },
    tags: post.tags,
    labels: { categories: ct('blog.categories'), featured: ct('blog.featured'), tags: ct('blog.tags') },
    share: { email: shareByEmail(post.url, post.title), targets: shareTargets(post.url, post.title) },
    related: post.related.map((summary) => postCardView(ctx, summary, 3)),
  };
}

/** A post page's content: the article, sharing, the call to action, related posts. */
export function BlogPostPage({ ctx, post: content }: { ctx: PageContext; post: PostContent }) {
  const post = postPageView(ctx, content);
  const { t } = ctx;
  const fallback = post.fallbackLang !== null;
  return (
    <>
      <div className="container post">
        {fallback ? <FallbackNotice ctx={ctx} /> : null}
        <article lang={post.fallbackLang ?? undefined} dir={fallback ? 'ltr' : undefined}>
          <header className="post__header">
            <ul className="post__chips" aria-label={post.labels.categories}>
              {post.categories.map((category) => <li key={category} className="badge">{category}</li>)}
              {post.featured ? <li className="badge badge--featured"><Icon name="star" size={12} />{post.labels.featured}</li> : null}
            </ul>
            <h1>{post.title}</h1>
            <p className="post__excerpt">{post.excerpt}</p>
            <div className="post__byline">
              <span className="post__avatar" aria-hidden="true">{post.authorInitial}</span>
              <span>
                <strong>{post.byline}</strong>
                <br />
                <span className="muted">
                  <time dateTime={post.publishedDate}>{post.date}</time>
                  {' · '}
                  {post.minRead}
                </span>
              </span>
            </div>
            <img className="post__cover" src={post.image} alt="" width={1200} height={630} decoding="async" fetchPriority="high" />
          </header>
          <div className="prose post__body" dangerouslySetInnerHTML={post.body} />
          <footer className="post__footer">
            {post.tags.length > 0 ? (
              <ul className="tag-list" aria-label={post.labels.tags}>
                {post.tags.map((tag) => <li key={tag}>#{tag}</li>)}
              </ul>
            ) : null}
          </footer>
        </article>
        <ShareLinks ctx={ctx} {...post.share} />
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
          <div className="grid grid--3">
            {post.related.map((card) => <PostCard key={card.path} ctx={ctx} post={card} />)}
          </div>
        </Section>
      ) : null}
    </>
  );
}
