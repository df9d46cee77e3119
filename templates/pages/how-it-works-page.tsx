import type { PageContext } from '../context.ts';
import { Icon, type IconName } from '../components/icons.tsx';
import { PageHero, Section, SectionHeader } from '../components/section.tsx';
import { StepList } from '../components/steps.tsx';

const benefits: { icon: IconName; key: string }[] = [
  { icon: 'bolt', key: 'b1' },
  { icon: 'settings', key: 'b2' },
  { icon: 'chart', key: 'b3' },
];

export function HowItWorksPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  return (
    <>
      <PageHero title={t('howItWorksPage.title')} subtitle={t('howItWorksPage.subtitle')}>
        <div className="hero__actions">
          <a className="button button--primary" href={ctx.href('onboarding')}>
            {t('common.startFreeTrial')} <Icon name="arrow" size={18} />
          </a>
        </div>
      </PageHero>
      <Section id="steps" labelledBy="steps-title">
        <SectionHeader id="steps-title" title={t('steps.title')} subtitle={t('steps.subtitle')} />
        <StepList ctx={ctx} />
      </Section>
      <Section id="benefits" tinted labelledBy="benefits-title">
        <SectionHeader id="benefits-title" title={t('howItWorksPage.benefitsTitle')} />
        <div className="grid grid--3">
          {benefits.map((benefit) => (
            <article key={benefit.key} className="card">
              <span className="card__icon">
                <Icon name={benefit.icon} size={24} />
              </span>
              <h3>{t(`howItWorksPage.${benefit.key}Title`)}</h3>
              <p className="muted">{t(`howItWorksPage.${benefit.key}Text`)}</p>
            </article>
          ))}
        </div>
        <div className="cta-row">
          <a className="button button--primary" href={ctx.href('onboarding')}>
            {t('nav.getStarted')}
          </a>
          <a className="button button--secondary" href={ctx.href('pricing')}>
            {t('nav.pricing')}
          </a>
        </div>
      </Section>
    </>
  );
}
