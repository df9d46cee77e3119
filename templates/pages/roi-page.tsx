import type { PageContext } from '../context.ts';
import { Icon } from '../components/icons.tsx';
import { RoiCalculator } from '../components/roi-island.tsx';
import { PageHero, Section, SectionHeader } from '../components/section.tsx';

/** The spec's three sample stories (spec section 2, /roi). */
const stories = [
  { key: 'story1', before: 23, after: 156, growth: 89 },
  { key: 'story2', before: 12, after: 200, growth: 143 },
  { key: 'story3', before: 8, after: 103, growth: 67 },
] as const;

export function RoiPage({ ctx }: { ctx: PageContext }) {
  const { t, format } = ctx;
  return (
    <>
      <PageHero title={t('roiPage.title')} subtitle={t('roiPage.subtitle')} />
      <Section id="roi" labelledBy="calculator-title">
        <SectionHeader id="calculator-title" title={t('roi.title')} subtitle={t('roi.subtitle')} />
        <RoiCalculator ctx={ctx} idPrefix="roi" />
      </Section>
      <Section id="stories" tinted labelledBy="stories-title">
        <SectionHeader id="stories-title" title={t('roiPage.storiesTitle')} subtitle={t('roiPage.storiesSubtitle')} />
        <div className="grid grid--3">
          {stories.map((story) => (
            <article key={story.key} className="card story">
              <h3>{t(`roiPage.${story.key}Business`)}</h3>
              <p className="story__figures">
                <span className="visually-hidden">{t('roiPage.reviewsBefore')}: </span>
                <strong className="ltr">{format.number(story.before)}</strong>
                <Icon name="arrow" size={20} />
                <span className="visually-hidden">{t('roiPage.reviewsAfter')}: </span>
                <strong className="ltr">{format.number(story.after)}</strong>
              </p>
              <p className="muted">{t('roiPage.reviewsBefore')} → {t('roiPage.reviewsAfter')}</p>
              <p className="story__growth"><span className="ltr">+{format.number(story.growth)}%</span> {t('roiPage.growth')}</p>
              <p className="muted">{t(`roiPage.${story.key}Text`)}</p>
            </article>
          ))}
        </div>
        <div className="cta-row">
          <a className="button button--primary" href={ctx.href('onboarding')}>{t('roi.cta')} <Icon name="arrow" size={18} /></a>
        </div>
      </Section>
    </>
  );
}
