import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';
import { PageHero, Section, SectionHeader } from '../components/section.tsx';
import { RatingSummary, TestimonialGrid } from '../components/testimonial-card.tsx';

export function TestimonialsPage({ ctx, data }: { ctx: PageContext; data: PageData }) {
  const { t, format } = ctx;
  const stats = [
    { value: t('common.atLeast', { value: format.number(data.claims.businesses) }), label: t('testimonialsPage.statCustomersLabel') },
    { value: t('common.rating', { rating: format.number(data.testimonialSummary.rating) }), label: t('testimonialsPage.statRatingLabel') },
    { value: format.percent(data.claims.revenueGrowthPercent), label: t('testimonialsPage.statGrowthLabel') },
  ];
  return (
    <>
      <PageHero title={t('testimonialsPage.title')} subtitle={t('testimonialsPage.subtitle')}>
        <ul className="grid grid--3 plain-list stat-row">
          {stats.map((stat) => (
            <li key={stat.label} className="card stat-tile">
              <strong>
                <span className="ltr">{stat.value}</span>
              </strong>
              <span className="muted">{stat.label}</span>
            </li>
          ))}
        </ul>
      </PageHero>
      <Section id="testimonials" labelledBy="list-title">
        <SectionHeader id="list-title" title={t('testimonials.title')} subtitle={t('testimonials.subtitle')} />
        <TestimonialGrid ctx={ctx} items={data.testimonials} />
        <RatingSummary ctx={ctx} {...data.testimonialSummary} />
        <div className="cta-row">
          <a className="button button--primary" href={ctx.href('onboarding')}>
            {t('common.startFreeTrial')}
          </a>
        </div>
      </Section>
    </>
  );
}
