import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';
import { Icon } from '../components/icons.tsx';
import { RoiCalculator } from '../components/roi-island.tsx';
import { PageHero, Section, SectionHeader } from '../components/section.tsx';

export function RoiPage({ ctx, data }: { ctx: PageContext; data: PageData }) {
  const { t, format } = ctx;
  return (
    <>
      <PageHero title={t('roiPage.title')} subtitle={t('roiPage.subtitle')} />
      <Section id="roi" labelledBy="calculator-title">
        <SectionHeader id="calculator-title" title={t('roi.title')} subtitle={t('roi.subtitle')} />
        <RoiCalculator ctx={ctx} data={data} idPrefix="roi" />
      </Section>
      <Section id="stories" tinted labelledBy="stories-title">
        <SectionHeader id="stories-title" title={t('roiPage.storiesTitle')} subtitle={t('roiPage.storiesSubtitle')} />
        {/* The spec's three sample stories (data/claims.json): figures first, in one row per card. */}
        <div className="grid grid--3">
          {data.claims.roiStories.map((story) => (
            <article key={story.key} className="card story">
              <h3>{t(`roiPage.${story.key}Business`)}</h3>
              <p className="story__figures">
                <span className="visually-hidden">{t('roiPage.reviewsBefore')}: </span>
                <strong className="ltr">{format.number(story.reviewsBefore)}</strong>
                <Icon name="arrow" size={20} />
                <span className="visually-hidden">{t('roiPage.reviewsAfter')}: </span>
                <strong className="ltr">{format.number(story.reviewsAfter)}</strong>
                <span className="story__unit">{t('roiPage.reviewsUnit')}</span>
              </p>
              <p className="story__growth">
                <span className="ltr">+{format.percent(story.revenueGrowthPercent)}</span> {t('roiPage.growth')}
              </p>
              <p className="muted">{t(`roiPage.${story.key}Text`)}</p>
            </article>
          ))}
        </div>
        <div className="cta-row">
          <a className="button button--primary" href={ctx.href('onboarding')}>
            {t('roi.cta')} <Icon name="arrow" size={18} />
          </a>
        </div>
      </Section>
    </>
  );
}
