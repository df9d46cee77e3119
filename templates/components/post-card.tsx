import type { LocaleContext } from '../context.ts';
import type { PostSummary } from '../page-data.ts';
import { Icon } from './icons.tsx';
import { Picture, type ResponsiveImage } from './picture.tsx';
import { coverSizes } from './cover-sizes.ts';

/**
 * What "Read more" is about: the rest of "Read more: the post's title" (the whole phrase if a
 * translation words it differently), in the link's text, so that the link says where it goes to
 * crawlers and anyone reading it out of the card. Split around the title, so the title can carry
 * its own language when it is not the page's.
 */
function aboutPost(
  readMore: string,
  readMoreAbout: (title: string) => string,
  title: string,
): { before: string; title: string; after: string } {
  const marker = '\u0000';
  const phrase = readMoreAbout(marker);
  const [whole, after = ''] = phrase.split(marker) as [string, string?];
  const before = whole.startsWith(readMore) ? whole.slice(readMore.length) : ` (${whole}`;
  return { before, title, after: whole.startsWith(readMore) ? after : `${after})` };
}

/** What a card shows, display-ready. */
export interface PostCardView {
  headingLevel: 2 | 3;
  path: string;
  cover: ResponsiveImage;
  category: string;
  featured: boolean;
  /** The reading time in minutes, formatted for the locale. */
  readingTime: string;
  publishedDate: string;
  /** `publishedDate` written the locale's way. */
  date: string;
  title: string;
  excerpt: string;
  /** The first two tags. */
  tags: string[];
  /** Archive pages of the category and tags shown, where the locale has them (the chips link there). */
  categoryPath?: string;
  tagPaths: Record<string, string>;
  /** The post's language where it differs from the page's (a post not yet translated), else null. */
  lang: string | null;
}

export function postCardView(ctx: LocaleContext, post: PostSummary, headingLevel: 2 | 3): PostCardView {
  return {
    headingLevel,
    path: post.path,
    cover: post.cover,
    category: post.categories[0] ?? '',
    featured: post.featured,
    readingTime: ctx.format.number(post.readingTime),
    publishedDate: post.publishedDate,
    date: ctx.format.date(post.publishedDate),
    title: post.title,
    excerpt: post.excerpt,
    tags: post.tags.slice(0, 2),
    ...(post.termPaths?.categories[post.categories[0] ?? ''] ? { categoryPath: post.termPaths.categories[post.categories[0]!] } : {}),
    tagPaths: post.termPaths?.tags ?? {},
    lang: post.lang === ctx.locale.lang ? null : post.lang,
  };
}

/** Text in a fallback language says so, and is set left to right. */
const langProps = (lang: string | null) => (lang === null ? {} : { lang, dir: 'ltr' as const });

/** A blog card: cover, first category, reading time, date, Featured badge, title, excerpt, two tags. */
/** `priority`: this card's cover is the page's largest image at first paint (the first card of the blog list). */
export function PostCard({ ctx, post, priority = false }: { ctx: LocaleContext; post: PostCardView; priority?: boolean }) {
  const { t } = ctx;
  const Heading = post.headingLevel === 2 ? 'h2' : 'h3';
  const about = aboutPost(t('blog.readMore'), (title) => t('blog.readMoreAbout', { title }), post.title);
  return (
    <article className="card post-card">
      <a href={post.path} className="post-card__cover" tabIndex={-1} aria-hidden="true">
        <Picture image={post.cover} alt="" sizes={coverSizes.card} priority={priority} />
      </a>
      <div className="post-card__body">
        <p className="post-card__meta">
          {post.categoryPath ? (
            <a className="badge" href={post.categoryPath} {...langProps(post.lang)}>
              {post.category}
            </a>
          ) : (
            <span className="badge" {...langProps(post.lang)}>
              {post.category}
            </span>
          )}
          {post.featured ? (
            <span className="badge badge--featured">
              <Icon name="star" size={12} />
              {t('blog.featured')}
            </span>
          ) : null}
          <span>
            <Icon name="clock" size={14} /> {t('blog.minRead', { minutes: post.readingTime })}
          </span>
          <time dateTime={post.publishedDate}>{post.date}</time>
        </p>
        <Heading {...langProps(post.lang)}>
          <a href={post.path}>{post.title}</a>
        </Heading>
        <p className="muted" {...langProps(post.lang)}>
          {post.excerpt}
        </p>
        {post.tags.length > 0 ? (
          <ul className="tag-list" aria-label={t('blog.tags')} {...langProps(post.lang)}>
            {post.tags.map((tag) => (
              <li key={tag}>{post.tagPaths[tag] ? <a href={post.tagPaths[tag]}>#{tag}</a> : `#${tag}`}</li>
            ))}
          </ul>
        ) : null}
        {/* The label keeps the phrase exact for screen readers (the hidden part is a block of its
            own and would add a space before the colon); a title in another language than the
            page's is left to the link's text instead, where it carries its `lang`. */}
        <a
          className="post-card__more"
          href={post.path}
          aria-label={post.lang === null ? t('blog.readMoreAbout', { title: post.title }) : undefined}
        >
          {t('blog.readMore')}
          <span className="visually-hidden">
            {about.before}
            <span {...langProps(post.lang)}>{about.title}</span>
            {about.after}
          </span>{' '}
          <Icon name="arrow" size={16} />
        </a>
      </div>
    </article>
  );
}

export function PostGrid({
  ctx,
  posts,
  headingLevel = 2,
  priorityFirst = false,
}: {
  ctx: LocaleContext;
  posts: PostSummary[];
  headingLevel?: 2 | 3;
  priorityFirst?: boolean;
}) {
  return (
    <div className="grid grid--3">
      {posts.map((post, index) => (
        <PostCard key={post.path} ctx={ctx} post={postCardView(ctx, post, headingLevel)} priority={priorityFirst && index === 0} />
      ))}
    </div>
  );
}
