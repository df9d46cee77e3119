import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';

/**
 * The four figures that say others already use the product (more reviews, messages sent, rating,
 * businesses), on a green panel: beside the sign-in form and beside a content page that asks for
 * them (`aside: stats`, the About page).
 */
export function ProofPanel({
  ctx,
  data,
  headingId,
  className,
}: {
  ctx: PageContext;
  data: PageData;
  headingId: string;
  className: string;
}) {
  const { t, format } = ctx;
  const stats = [
    { value: format.percent(data.claims.moreReviewsPercent), label: t('login.stat1Label') },
    { value: t('common.atLeast', { value: format.compact(data.claims.messagesSent) }), label: t('login.stat2Label') },
    { value: format.number(data.testimonialSummary.rating), label: t('login.stat3Label') },
    { value: t('common.atLeast', { value: format.number(data.claims.businesses) }), label: t('login.stat4Label') },
  ];
  return (
    <aside className={`proof-panel ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('login.statsTitle')}</h2>
      <ul className="grid plain-list">
        {stats.map((stat) => (
          <li key={stat.label}>
            <strong>
              <span className="ltr">{stat.value}</span>
            </strong>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
