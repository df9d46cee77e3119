import type { PageContext } from '../context.ts';
import type { PlanView } from '../page-data.ts';
import { Icon } from './icons.tsx';

/** One card per plan of the price grid; the popular one is marked. Prices stay in USD. */
export function PlanCards({ ctx, plans, currency, headingLevel = 3 }: { ctx: PageContext; plans: PlanView[]; currency: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="plans">
      {plans.map((plan) => (
        <article key={plan.slug} className={plan.popular ? 'card plan plan--popular' : 'card plan'} aria-labelledby={`plan-${plan.slug}`}>
          {plan.popular ? <span className="plan__badge">{ctx.t('pricing.popular')}</span> : null}
          <div>
            <Heading id={`plan-${plan.slug}`}>{ctx.t(`plans.${plan.slug}.name`)}</Heading>
            <p className="muted">{ctx.t(`plans.${plan.slug}.description`)}</p>
          </div>
          <p className="plan__price">
            <strong className="ltr">{ctx.format.money(plan.price, currency)}</strong>
            <span className="muted">{ctx.t('common.perMonth')}</span>
          </p>
          <p className="plan__meta">
            {ctx.t('pricing.messagesIncluded', { count: ctx.format.number(plan.messages) })}
            <br />
            {ctx.t('pricing.extraCost', { price: ctx.format.money(plan.extraCost, currency) })}
          </p>
          <ul className="check-list">
            {plan.features.map((feature) => (
              <li key={feature}>
                <Icon name="check" size={18} />
                <span>{ctx.t(`plans.features.${feature}`)}</span>
              </li>
            ))}
          </ul>
          <a className={plan.popular ? 'button button--primary' : 'button button--secondary'} href={`${ctx.href('onboarding')}?plan=${plan.slug}`} data-plan={plan.slug}>
            {ctx.t(`plans.${plan.slug}.cta`)}
          </a>
        </article>
      ))}
    </div>
  );
}
