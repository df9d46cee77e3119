import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';
import { Icon } from '../components/icons.tsx';

/** The five counted steps, in the order that runs (DECISIONS.md); templates follow uncounted. */
export const wizardSteps = ['stepPlan', 'stepNumber', 'stepBusiness', 'stepVerification', 'stepWhatsapp'] as const;

export function ProgressIndicator({ ctx, current }: { ctx: PageContext; current: number }) {
  return (
    <div>
      <ol className="progress" aria-label={ctx.t('onboarding.progressLabel')}>
        {wizardSteps.map((step, index) => (
          <li key={step} aria-current={index + 1 === current ? 'step' : undefined} className={index + 1 < current ? 'is-done' : undefined}>
            {ctx.t(`onboarding.${step}`)}
          </li>
        ))}
      </ol>
      <p className="progress__counter">{ctx.t('onboarding.stepCounter', { current, total: wizardSteps.length })}</p>
    </div>
  );
}

/** Step 1 of the wizard, complete as HTML; the wizard island adds the behaviour. */
export function OnboardingPage({ ctx, data }: { ctx: PageContext; data: PageData }) {
  const { t, format } = ctx;
  return (
    <div className="container wizard" id="wizard">
      <h1>{t('onboarding.title')}</h1>
      <p className="muted">{t('onboarding.subtitle')}</p>
      <ProgressIndicator ctx={ctx} current={1} />
      <section aria-labelledby="plan-step-title">
        <h2 id="plan-step-title">{t('onboarding.planTitle')}</h2>
        <p className="muted">{t('onboarding.planSubtitle')}</p>
        <div className="plans">
          {data.plans.map((plan) => (
            <article key={plan.slug} className={plan.popular ? 'card plan plan--popular plan--selectable' : 'card plan plan--selectable'}>
              {plan.popular ? <span className="plan__badge">{t('pricing.popular')}</span> : null}
              <h3>{t(`plans.${plan.slug}.name`)}</h3>
              <p className="plan__price">
                <strong className="ltr">{format.money(plan.price, data.planCurrency)}</strong>
                <span className="muted">{t('common.perMonth')}</span>
              </p>
              <p className="plan__meta">{t('pricing.messagesIncluded', { count: format.number(plan.messages) })}</p>
              <ul className="check-list">
                {plan.features.slice(0, 3).map((feature) => (
                  <li key={feature}><Icon name="check" size={18} /><span>{t(`plans.features.${feature}`)}</span></li>
                ))}
              </ul>
              <button type="button" className="button button--secondary" aria-pressed="false" data-plan={plan.slug}>
                {t('onboarding.selectPlan')}
              </button>
            </article>
          ))}
        </div>
        <p className="plan-note">
          {t('onboarding.enterpriseNote')} <a href={`${ctx.href('contact')}?topic=sales`}>{t('onboarding.enterpriseLink')}</a>
        </p>
        <div className="wizard__actions">
          <span />
          <button type="button" className="button button--primary" disabled id="wizard-continue">
            {t('onboarding.continue')} <Icon name="arrow" size={18} />
          </button>
        </div>
      </section>
    </div>
  );
}
