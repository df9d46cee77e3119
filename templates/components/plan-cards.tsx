import type { PageContext } from '../context.ts';
import type { PlanView } from '../page-data.ts';
import { Island } from './island.tsx';
import type { PlanPickerProps } from '../islands/plan-picker.tsx';

/** The plan cards, texts in the page's language; prices stay in USD (DECISIONS.md). */
export function planPickerProps(ctx: PageContext, plans: PlanView[], currency: string, headingLevel: 2 | 3): PlanPickerProps {
  const { t, format } = ctx;
  return {
    headingLevel,
    popularLabel: t('pricing.popular'),
    plans: plans.map((plan) => ({
      slug: plan.slug,
      name: t(`plans.${plan.slug}.name`),
      description: t(`plans.${plan.slug}.description`),
      price: format.money(plan.price, currency),
      perMonth: t('common.perMonth'),
      messages: t('pricing.messagesIncluded', { count: format.number(plan.messages) }),
      extraCost: t('pricing.extraCost', { price: format.money(plan.extraCost, currency) }),
      features: plan.features.map((feature) => t(`plans.features.${feature}`)),
      cta: t(`plans.${plan.slug}.cta`),
      popular: plan.popular,
      href: `${ctx.href('onboarding')}?plan=${plan.slug}`,
    })),
    dialog: {
      title: t('pricing.confirmTitle'),
      intro: t('pricing.confirmIntro'),
      benefits: [1, 2, 3, 4].map((n) => t(`pricing.confirmBenefit${n}`)),
      confirm: t('pricing.confirm'),
      cancel: t('pricing.cancel'),
    },
  };
}

/** One card per plan of the price grid; choosing one confirms the free trial in a dialog. */
export function PlanCards({ ctx, plans, currency, headingLevel = 3 }: { ctx: PageContext; plans: PlanView[]; currency: string; headingLevel?: 2 | 3 }) {
  return <Island ctx={ctx} name="plan-picker" props={planPickerProps(ctx, plans, currency, headingLevel)} />;
}
