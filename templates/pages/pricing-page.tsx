import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';
import { Icon } from '../components/icons.tsx';
import { PlanCards } from '../components/plan-cards.tsx';
import { PageHero, Section, SectionHeader } from '../components/section.tsx';

export function PricingPage({ ctx, data }: { ctx: PageContext; data: PageData }) {
  const { t, format } = ctx;
  const growth = data.plans.find((plan) => plan.slug === 'growth');
  const ticks = ['tickNoSetup', 'tickTrial', 'tickCancel', 'tickMoneyBack'];
  return (
    <>
      <PageHero title={t('pricing.title')} subtitle={t('pricing.subtitle')}>
        <ul className="page-hero__ticks">
          {ticks.map((tick) => <li key={tick}><Icon name="check" size={18} />{t(`pricing.${tick}`)}</li>)}
        </ul>
      </PageHero>
      <Section id="plans" labelledBy="plans-title">
        <h2 id="plans-title" className="visually-hidden">{t('pricing.plansLabel')}</h2>
        <PlanCards ctx={ctx} plans={data.plans} currency={data.planCurrency} />
        <p className="plan-note">{t('pricing.numberAddon', { price: format.localMoneyFromUsd(data.businessNumberPriceUsd) })}</p>
        <aside className="enterprise" aria-labelledby="enterprise-title">
          <div>
            <h2 id="enterprise-title">{t('pricing.enterpriseTitle')}</h2>
            <p>{t('pricing.enterpriseText')}</p>
            <p><strong>{t('pricing.enterprisePrice')}</strong></p>
          </div>
          <ul className="check-list">
            {[1, 2, 3].map((n) => <li key={n}><Icon name="check" size={18} /><span>{t(`pricing.enterprisePoint${n}`)}</span></li>)}
          </ul>
          <a className="button button--primary" href={`${ctx.href('contact')}?topic=sales`}>{t('pricing.contactSales')}</a>
        </aside>
      </Section>
      <Section id="roi-block" tinted labelledBy="roi-block-title">
        <SectionHeader id="roi-block-title" title={t('pricing.roiTitle')} />
        <ul className="grid grid--3 plain-list">
          <li className="card stat-tile">
            <strong>{t('pricing.roiTile1Value')}</strong>
            <span className="muted">{t('pricing.roiTile1Label', { price: format.money(growth?.price ?? 49, data.planCurrency) })}</span>
          </li>
          <li className="card stat-tile">
            <strong>{t('pricing.roiTile2Value', { amount: format.money(2100, data.planCurrency) })}</strong>
            <span className="muted">{t('pricing.roiTile2Label')}</span>
          </li>
          <li className="card stat-tile">
            <strong dir="auto">{t('pricing.roiTile3Value')}</strong>
            <span className="muted">{t('pricing.roiTile3Label')}</span>
          </li>
        </ul>
        <div className="cta-row">
          <a className="button button--secondary" href={ctx.href('roi')}>{t('roi.cta')}</a>
        </div>
      </Section>
    </>
  );
}
