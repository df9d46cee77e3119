import type { PageContext } from '../context.ts';
import { Icon } from '../components/icons.tsx';

/**
 * Where the header's search button leads without JavaScript (issue 43): search runs in the
 * browser on the locale's Pagefind index, so this page says so and offers the blog instead.
 * With JavaScript the button opens the search dialog and this page is not visited.
 */
export function SearchPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  return (
    <div className="container search-page">
      <section className="card center" aria-labelledby="search-title">
        <span className="card__icon">
          <Icon name="search" size={28} />
        </span>
        <h1 id="search-title">{t('search.title')}</h1>
        <p>{t('search.needsJs')}</p>
        <p className="cta-row">
          <a className="button button--primary" href={ctx.href('blog')}>
            {t('search.blogLink')}
          </a>
        </p>
      </section>
    </div>
  );
}
