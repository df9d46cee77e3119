import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';
import { Icon } from '../components/icons.tsx';
import { examplePlan, localPlanPrice, localPrices } from '../components/local-prices.ts';
import { PlanCards } from '../components/plan-cards.tsx';
import { computeRoi } from '../components/roi-island.tsx';
import { PageHero, Section, SectionHeader } from '../components/section.tsx';

/**
 * The worked example of the popular plan (Growth in the shipped data): the ROI model on `roiExampleCustomers` customers (100 →
 * 35 reviews → 73 new customers) and the currency's example revenue. Its return is a claim, the
 * same on every site (`claims.firstMonthReturnPercent`, from `firstMonthReturn`); only the money is the currency's.
 */
export function planExample(data: PageData, revenue: number) {
  const { reviews, newCustomers } = computeRoi(data.claims.roiExampleCustomers, 0);
  return { reviews, newCustomers, revenue, returnPercent: data.claims.firstMonthReturnPercent };
}

export function PricingPage({ ctx, data }: { ctx: PageContext; data: PageData }) {
  const { t, format } = ctx;
  const prices = localPrices(ctx, data);
  const exampleMonthly = localPlanPrice(ctx, examplePlan(data.plans)).monthly;
  const example = planExample(data, prices.roiExampleRevenue);
  const ticks = ['tickNoSetup', 'tickTrial', 'tickCancel', 'tickMoneyBack'];
  return (
    <>
      <PageHero title={t('pricing.title')} subtitle={t('pricing.subtitle')}>
        <ul className="page-hero__ticks">
          {ticks.map((tick) => (
            <li key={tick}>
              <Icon name="check" size={18} />
              {t(`pricing.${tick}`)}
            </li>
          ))}
        </ul>
      </PageHero>
      <Section id="plans" labelledBy="plans-title">
        <h2 id="plans-title" className="visually-hidden">
          {t('pricing.plansLabel')}
        </h2>
        <PlanCards ctx={ctx} data={data} />
        <p className="plan-note">{t('pricing.numberAddon', { price: format.localMoney(prices.businessNumber) })}</p>
        <aside className="enterprise" aria-labelledby="enterprise-title">
          <div>
            <h2 id="enterprise-title">{t('pricing.enterpriseTitle')}</h2>
            <p>{t('pricing.enterpriseText', { locations: format.number(data.claims.enterpriseFromLocations) })}</p>
            <p>
              <strong>{t('pricing.enterprisePrice')}</strong>
            </p>
          </div>
          <ul className="check-list">
            {[1, 2, 3].map((n) => (
              <li key={n}>
                <Icon name="check" size={18} />
                <span>{t(`pricing.enterprisePoint${n}`, { price: format.localMoney(prices.enterpriseExtraMessageFrom) })}</span>
              </li>
            ))}
          </ul>
          <a className="button button--primary" href={`${ctx.href('contact')}?topic=sales`}>
            {t('pricing.contactSales')}
          </a>
        </aside>
      </Section>
      <Section id="roi-block" tinted labelledBy="roi-block-title">
        <SectionHeader id="roi-block-title" title={t('pricing.roiTitle')} />
        <ul className="grid grid--3 plain-list">
          <li className="card stat-tile">
            <strong>{t('pricing.roiTile1Value', { reviews: format.number(example.reviews) })}</strong>
            <span className="muted">{t('pricing.roiTile1Label', { price: format.localMoney(exampleMonthly) })}</span>
          </li>
          <li className="card stat-tile">
            <strong>{t('pricing.roiTile2Value', { amount: format.localMoney(example.revenue) })}</strong>
            <span className="muted">{t('pricing.roiTile2Label', { customers: format.number(example.newCustomers) })}</span>
          </li>
          <li className="card stat-tile">
            <strong>
              <span className="ltr">{format.percent(example.returnPercent)}</span>
            </strong>
            <span className="muted">{t('pricing.roiTile3Label')}</span>
          </li>
        </ul>
        <div className="cta-row">
          {/* "Start earning reviews" starts the trial, as everywhere; the calculator has its own link. */}
          <a className="button button--primary" href={ctx.href('onboarding')}>
            {t('roi.cta')}
          </a>
          <a className="button button--secondary" href={ctx.href('roi')}>
            {t('blog.ctaRoi')}
          </a>
        </div>
      </Section>
    </>
  );
}
