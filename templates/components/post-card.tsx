import type { PageContext } from '../context.ts';
import type { PostSummary } from '../page-data.ts';
import { Icon } from './icons.tsx';

/** Langs for a post shown in a fallback language: the card's text is in the post's language. */
export function postLangProps(ctx: PageContext, post: PostSummary) {
  return post.lang === ctx.locale.lang ? {} : { lang: post.lang, dir: 'ltr' as const };
}

/**
 * What "Read more" is about: the rest of "Read more: the post's title" (the whole phrase if a
 * translation words it differently), in the link's text, so that the link says where it goes to
 * crawlers and anyone reading it out of the card. The aria-label keeps the phrase exact for screen
 * readers (the hidden part is a block of its own and would add a space before the colon).
 */
function aboutPost(readMore: string, readMoreAbout: string): string {
  return readMoreAbout.startsWith(readMore) ? readMoreAbout.slice(readMore.length) : ` (${readMoreAbout})`;
}

/** A blog card: cover, first category, reading time, date, Featured badge, title, excerpt, two tags. */
export function PostCard({ ctx, post, headingLevel = 2 }: { ctx: PageContext; post: PostSummary; headingLevel?: 2 | 3 }) {
  const { t, format } = ctx;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card post-card">
      <a href={post.path} className="post-card__cover" tabIndex={-1} aria-hidden="true">
        <img src={post.image} alt="" width={1200} height={630} loading="lazy" decoding="async" />
      </a>
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="badge" {...postLangProps(ctx, post)}>{post.categories[0]}</span>
          {post.featured ? <span className="badge badge--featured"><Icon name="star" size={12} />{t('blog.featured')}</span> : null}
          <span><Icon name="clock" size={14} /> {t('blog.minRead', { minutes: format.number(post.readingTime) })}</span>
          <time dateTime={post.publishedDate}>{format.date(post.publishedDate)}</time>
        </p>
        <Heading {...postLangProps(ctx, post)}><a href={post.path}>{post.title}</a></Heading>
        <p className="muted" {...postLangProps(ctx, post)}>{post.excerpt}</p>
        {post.tags.length > 0 ? (
          <ul className="tag-list" aria-label={t('blog.tags')} {...postLangProps(ctx, post)}>
            {post.tags.slice(0, 2).map((tag) => <li key={tag}>#{tag}</li>)}
          </ul>
        ) : null}
        <a className="post-card__more" href={post.path} aria-label={t('blog.readMoreAbout', { title: post.title })}>
          {t('blog.readMore')}<span className="visually-hidden">{aboutPost(t('blog.readMore'), t('blog.readMoreAbout', { title: post.title }))}</span> <Icon name="arrow" size={16} />
        </a>
      </div>
    </article>
  );
}

export function PostGrid({ ctx, posts, headingLevel }: { ctx: PageContext; posts: PostSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <div className="grid grid--3">
      {posts.map((post) => <PostCard key={post.slug} ctx={ctx} post={post} headingLevel={headingLevel} />)}
    </div>
  );
}
