import { Picture, type ResponsiveImage } from '../components/picture.tsx';
import { coverSizes } from '../components/cover-sizes.ts';
import type { PageContext } from '../context.ts';
import type { PageData, PostContent } from '../page-data.ts';
import { escapeHtmlText, fillPlaceholders } from '../prices.ts';
import { FallbackNotice } from '../components/fallback-notice.tsx';
import { Icon } from '../components/icons.tsx';
import { contentPriceValues } from '../components/local-prices.ts';
import { PostCard, postCardView, type PostCardView } from '../components/post-card.tsx';
import { Section } from '../components/section.tsx';
import { ShareLinks, shareByEmail, shareTargets } from '../components/share-links.tsx';

/** Languages written right to left, for a text shown in a language other than the page's. */
const rtlLanguages = new Set(['ar', 'fa', 'he', 'ur', 'yi']);

/** What a post page shows, display-ready. */
export interface PostPageView {
  /** The post's language where the page shows it untranslated (with a notice), else null. */
  fallbackLang: string | null;
  /** `lang` and `dir` of the untranslated parts (title, excerpt, text), or nothing. */
  textLang: { lang: string; dir: 'ltr' | 'rtl' } | Record<string, never>;
  categories: string[];
  featured: boolean;
  title: string;
  excerpt: string;
  authorInitial: string;
  /** "By {author}", in the page's language, as are the other labels around the text. */
  byline: string;
  publishedDate: string;
  date: string;
  minRead: string;
  cover: ResponsiveImage;
  body: { __html: string };
  tags: string[];
  /** Archive pages the category and tag chips link to (where the locale has them). */
  termPaths: { tags: Record<string, string>; categories: Record<string, string> };
  labels: { categories: string; featured: string; tags: string };
  share: { email: string; targets: { network: string; href: string }[] };
  /** The related posts' cards. */
  related: PostCardView[];
}

function postPageView(ctx: PageContext, data: PageData, post: PostContent): PostPageView {
  // Everything around the text speaks the page's language, also on a fallback page (issue 20):
  // only the title, excerpt and text keep theirs.
  const { t, format } = ctx;
  const fallbackLang = post.lang === ctx.locale.lang ? null : post.lang;
  // Prices named in the text: the page's currency, written the text's language's way.
  const prices = contentPriceValues(ctx, data, fallbackLang ? ctx.contentFormat : format);
  return {
    fallbackLang,
    textLang: fallbackLang ? { lang: fallbackLang, dir: rtlLanguages.has(fallbackLang) ? 'rtl' : 'ltr' } : {},
    categories: post.categories,
    featured: post.featured,
    title: post.title,
    excerpt: post.excerpt,
    authorInitial: post.author.charAt(0),
    byline: t('blog.by', { author: post.author }),
    publishedDate: post.publishedDate,
    date: format.date(post.publishedDate),
    minRead: t('blog.minRead', { minutes: format.number(post.readingTime) }),
    cover: post.cover,
    body: { __html: fillPlaceholders(post.html, prices, escapeHtmlText) },
    tags: post.tags,
    termPaths: post.termPaths ?? { tags: {}, categories: {} },
    labels: { categories: t('blog.categories'), featured: t('blog.featured'), tags: t('blog.tags') },
    share: { email: shareByEmail(post.url, post.title), targets: shareTargets(post.url, post.title) },
    related: post.related.map((summary) => postCardView(ctx, summary, 3)),
  };
}

/** A post page's content: the article, sharing, the call to action, related posts. */
export function BlogPostPage({ ctx, data, post: content }: { ctx: PageContext; data: PageData; post: PostContent }) {
  const post = postPageView(ctx, data, content);
  const { t } = ctx;
  return (
    <>
      <div className="container post">
        {post.fallbackLang ? <FallbackNotice ctx={ctx} /> : null}
        {/* What the locale's search index holds of a post (output/search-index.ts): the article, filtered by type and category. */}
        <article data-pagefind-body="" data-pagefind-filter="type:post">
          <header className="post__header">
            <ul className="post__chips" aria-label={post.labels.categories}>
              {post.categories.map((category) => (
                <li key={category} className="badge" data-pagefind-filter="category">
                  {post.termPaths.categories[category] ? <a href={post.termPaths.categories[category]}>{category}</a> : category}
                </li>
              ))}
              {post.featured ? (
                <li className="badge badge--featured">
                  <Icon name="star" size={12} />
                  {post.labels.featured}
                </li>
              ) : null}
            </ul>
            <h1 {...post.textLang}>{post.title}</h1>
            <p className="post__excerpt" {...post.textLang}>
              {post.excerpt}
            </p>
            <div className="post__byline">
              <span className="post__avatar" aria-hidden="true">
                {post.authorInitial}
              </span>
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
            {/* The page's largest image at first paint: fetched first, never lazy. */}
            <Picture image={post.cover} alt="" className="post__cover" sizes={coverSizes.hero} priority />
          </header>
          <div className="prose post__body" {...post.textLang} dangerouslySetInnerHTML={post.body} />
          <footer className="post__footer">
            {post.tags.length > 0 ? (
              <ul className="tag-list" aria-label={post.labels.tags}>
                {post.tags.map((tag) => (
                  <li key={tag}>{post.termPaths.tags[tag] ? <a href={post.termPaths.tags[tag]}>#{tag}</a> : `#${tag}`}</li>
                ))}
              </ul>
            ) : null}
          </footer>
        </article>
        <ShareLinks ctx={ctx} {...post.share} />
        <aside className="post-cta" aria-labelledby="post-cta-title">
          <h2 id="post-cta-title">{t('blog.ctaTitle')}</h2>
          <p>{t('blog.ctaText')}</p>
          <div className="cta-row">
            <a className="button button--primary" href={ctx.href('onboarding')}>
              {t('blog.ctaTrial')}
            </a>
            <a className="button button--secondary" href={ctx.href('roi')}>
              {t('blog.ctaRoi')}
            </a>
          </div>
        </aside>
      </div>
      {post.related.length > 0 ? (
        <Section tinted labelledBy="related-title">
          <h2 id="related-title">{t('blog.related')}</h2>
          <div className="grid grid--3">
            {post.related.map((card) => (
              <PostCard key={card.path} ctx={ctx} post={card} />
            ))}
          </div>
        </Section>
      ) : null}
    </>
  );
}
