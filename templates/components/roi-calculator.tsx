import type { PageContext } from '../context.ts';

/** The spec's model: 35% of customers review when asked; each review brings 2.1 customers. */
export function computeRoi(customers: number, orderValue: number) {
  const reviews = Math.floor(customers * 0.35);
  const newCustomers = Math.floor(reviews * 2.1);
  return { reviews, newCustomers, revenue: newCustomers * orderValue };
}

export const roiDefaults = { customers: 250, orderValue: 75 } as const;

/** The calculator at its defaults; the interactive island takes over these same elements. */
export function RoiCalculator({ ctx, idPrefix }: { ctx: PageContext; idPrefix: string }) {
  const { customers, orderValue } = roiDefaults;
  const result = computeRoi(customers, orderValue);
  const money = (amount: number) => ctx.format.money(amount, ctx.locale.currency);
  return (
    <div className="roi-panel card">
      <div className="roi-panel__inputs">
        <div className="slider">
          <label htmlFor={`${idPrefix}-customers`}>
            {ctx.t('roi.customers')}
            <output htmlFor={`${idPrefix}-customers`} className="ltr">{ctx.format.number(customers)}</output>
          </label>
          <input id={`${idPrefix}-customers`} type="range" min={50} max={1000} step={50} defaultValue={customers} />
        </div>
        <div className="slider">
          <label htmlFor={`${idPrefix}-order`}>
            {ctx.t('roi.orderValue')}
            <output htmlFor={`${idPrefix}-order`} className="ltr">{money(orderValue)}</output>
          </label>
          <input id={`${idPrefix}-order`} type="range" min={25} max={500} step={25} defaultValue={orderValue} />
        </div>
        <p className="roi-note">{ctx.t('roi.assumption')}</p>
      </div>
      <dl className="roi-results" aria-live="polite">
        <div>
          <dt>{ctx.t('roi.reviewsGained')}</dt>
          <dd className="ltr">{ctx.format.number(result.reviews)}</dd>
        </div>
        <div>
          <dt>{ctx.t('roi.newCustomers')}</dt>
          <dd className="ltr">{ctx.format.number(result.newCustomers)}</dd>
        </div>
        <div>
          <dt>{ctx.t('roi.extraRevenue')}</dt>
          <dd className="ltr">{money(result.revenue)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The three headline figures (animated by the island; final values without JavaScript). */
export function RoiCounters({ ctx }: { ctx: PageContext }) {
  const counters = [
    { value: `${ctx.format.number(217)}%`, label: 'roi.counter1Label' },
    { value: `${ctx.format.number(3.4)}x`, label: 'roi.counter2Label' },
    { value: `${ctx.format.number(127)}%`, label: 'roi.counter3Label' },
  ];
  return (
    <ul className="grid grid--3 plain-list roi-counters">
      {counters.map((counter) => (
        <li key={counter.label} className="card stat-tile">
          <strong className="ltr">{counter.value}</strong>
          <span className="muted">{ctx.t(counter.label)}</span>
        </li>
      ))}
    </ul>
  );
}
