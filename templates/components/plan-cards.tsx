import type { PageContext } from '../context.ts';
import type { PageData, PlanView } from '../page-data.ts';
import { Island } from './island.tsx';
import { localPlanPrice } from './local-prices.ts';
import type { PlanPickerProps } from '../islands/plan-picker.tsx';

/**
 * The plan cards (also the wizard's plan step), one per plan of data/plans.json in its order,
 * texts in the page's language and prices in its locale's currency.
 */
export function planPickerProps(ctx: PageContext, plans: PlanView[], headingLevel: 2 | 3): PlanPickerProps {
  const { t, format } = ctx;
  return {
    headingLevel,
    popularLabel: t('pricing.popular'),
    plans: plans.map((plan) => {
      const price = localPlanPrice(ctx, plan);
      return {
        slug: plan.slug,
        name: t(`plans.${plan.slug}.name`),
        description: t(`plans.${plan.slug}.description`),
        price: format.localMoney(price.monthly),
        perMonth: t('common.perMonth'),
        messages: t('pricing.messagesIncluded', { count: format.number(plan.messages) }),
        extraCost: t('pricing.extraCost', { price: format.localMoney(price.extraMessage) }),
        features: plan.features.map((feature) => t(`plans.features.${feature}`)),
        cta: t(`plans.${plan.slug}.cta`),
        popular: plan.popular,
        href: `${ctx.href('onboarding')}?plan=${plan.slug}`,
      };
    }),
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
export function PlanCards({ ctx, data, headingLevel = 3 }: { ctx: PageContext; data: Pick<PageData, 'plans'>; headingLevel?: 2 | 3 }) {
  return <Island ctx={ctx} name="plan-picker" props={planPickerProps(ctx, data.plans, headingLevel)} />;
}
