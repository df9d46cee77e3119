import { useRef, useState } from 'react';
import { Icon } from '../../components/icons.tsx';
import { Dialog } from '../runtime/dialog.tsx';
import { keepPrefixes, type Text } from './wizard-text.ts';
import type { PlanSlug } from './state.ts';
import type { WizardProps } from './types.ts';

/** Step 1: pick a plan, confirm the free trial in a dialog. */
export function StepPlan({
  t,
  plans,
  selected,
  onSelect,
  onConfirm,
}: {
  t: Text;
  plans: WizardProps['plans'];
  selected?: PlanSlug;
  onSelect: (plan: PlanSlug) => void;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const continueButton = useRef<HTMLButtonElement>(null);
  const chosen = plans.find((plan) => plan.slug === selected);
  return (
    <section aria-labelledby="plan-step-title">
      <h2 id="plan-step-title" tabIndex={-1}>
        {t('onboarding.planTitle')}
      </h2>
      <p className="muted">{keepPrefixes(t('onboarding.planSubtitle'))}</p>
      <div className="plans">
        {plans.map((plan) => (
          <article
            key={plan.slug}
            className={`card plan plan--selectable${plan.popular ? ' plan--popular' : ''}${plan.slug === selected ? ' is-selected' : ''}`}
          >
            {plan.popular ? <span className="plan__badge">{t('pricing.popular')}</span> : null}
            <h3>{plan.name}</h3>
            <p className="plan__price">
              <strong className="ltr">{plan.price}</strong>
              <span className="muted">{plan.perMonth}</span>
            </p>
            <p className="plan__meta">{plan.messages}</p>
            <ul className="check-list">
              {plan.features.slice(0, 3).map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={18} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={plan.slug === selected ? 'button button--primary' : 'button button--secondary'}
              aria-pressed={plan.slug === selected}
              data-plan={plan.slug}
              onClick={() => {
                onSelect(plan.slug);
                // The spec's 100 ms: let the selection paint, then bring Continue into view.
                setTimeout(() => continueButton.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }), 100);
              }}
            >
              {plan.slug === selected ? t('onboarding.selected') : t('onboarding.selectPlan')}
              {/* Read with the plan's name ("Select Growth"), as the list of numbers is. */}
              <span className="visually-hidden"> {plan.name}</span>
            </button>
          </article>
        ))}
      </div>
      <div className="wizard__actions">
        <span />
        <button
          ref={continueButton}
          type="button"
          className="button button--primary"
          disabled={!selected}
          onClick={() => setConfirming(true)}
        >
          {t('onboarding.continue')} <Icon name="arrow" size={18} />
        </button>
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)} labelledBy="trial-dialog-title" describedBy="trial-dialog-intro">
        <h2 id="trial-dialog-title">{t('pricing.confirmTitle').replace('{plan}', chosen?.name ?? '')}</h2>
        <p id="trial-dialog-intro" className="muted">
          {t('pricing.confirmIntro')}
        </p>
        <ul className="check-list">
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>
              <Icon name="check" size={18} />
              <span>{t(`pricing.confirmBenefit${n}`)}</span>
            </li>
          ))}
        </ul>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            {t('pricing.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setConfirming(false);
              onConfirm();
            }}
          >
            {t('pricing.confirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
