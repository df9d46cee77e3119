import { useCallback, useState } from 'react';
import { Icon } from '../components/icons.tsx';
import { Dialog } from './runtime/dialog.tsx';
import { track } from './runtime/track.ts';

export interface PlanCardView {
  slug: string;
  name: string;
  description: string;
  price: string;
  perMonth: string;
  messages: string;
  extraCost: string;
  features: string[];
  cta: string;
  popular: boolean;
  /** `/mx/onboarding/?plan=growth`: where confirming leads. */
  href: string;
}

export interface PlanPickerProps {
  plans: PlanCardView[];
  headingLevel: 2 | 3;
  popularLabel: string;
  dialog: { title: string; intro: string; benefits: string[]; confirm: string; cancel: string };
}

/** Navigates, retrying once if the first attempt throws (spec: "retried once on error"). */
export function navigate(href: string, go: (href: string) => void = (h) => window.location.assign(h)): void {
  try {
    go(href);
  } catch {
    go(href);
  }
}

/**
 * The plan cards. Without JavaScript each button is a link to onboarding; with it, the button
 * opens a confirmation listing the trial benefits, and confirming goes to onboarding.
 */
export default function PlanPicker({ plans, headingLevel, popularLabel, dialog }: PlanPickerProps) {
  const [chosen, setChosen] = useState<PlanCardView | null>(null);
  const close = useCallback(() => setChosen(null), []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="plans">
      {plans.map((plan) => (
        <article key={plan.slug} className={plan.popular ? 'card plan plan--popular' : 'card plan'} aria-labelledby={`plan-${plan.slug}`}>
          {plan.popular ? <span className="plan__badge">{popularLabel}</span> : null}
          <div>
            <Heading id={`plan-${plan.slug}`}>{plan.name}</Heading>
            <p className="muted">{plan.description}</p>
          </div>
          <p className="plan__price">
            <strong className="ltr">{plan.price}</strong>
            <span className="muted">{plan.perMonth}</span>
          </p>
          <p className="plan__meta">
            {plan.messages}
            <br />
            {plan.extraCost}
          </p>
          <ul className="check-list">
            {plan.features.map((feature) => (
              <li key={feature}>
                <Icon name="check" size={18} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <a
            className={plan.popular ? 'button button--primary' : 'button button--secondary'}
            href={plan.href}
            data-plan={plan.slug}
            onClick={(event) => {
              event.preventDefault();
              setChosen(plan);
            }}
          >
            {plan.cta}
          </a>
        </article>
      ))}
      <Dialog open={chosen !== null} onClose={close} labelledBy="plan-dialog-title" describedBy="plan-dialog-intro">
        {chosen ? (
          <>
            <h2 id="plan-dialog-title">{dialog.title.replace('{plan}', chosen.name)}</h2>
            <p id="plan-dialog-intro" className="muted">
              {dialog.intro}
            </p>
            <ul className="check-list">
              {dialog.benefits.map((benefit) => (
                <li key={benefit}>
                  <Icon name="check" size={18} />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
            <div className="dialog__actions">
              <button type="button" className="button button--secondary" onClick={close}>
                {dialog.cancel}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  track('sign_up', { plan: chosen.slug });
                  navigate(chosen.href);
                }}
              >
                {dialog.confirm}
              </button>
            </div>
          </>
        ) : null}
      </Dialog>
    </div>
  );
}
