import type { PageContext } from '../context.ts';

const steps = ['s1', 's2', 's3', 's4'] as const;

/** The four steps: choose platform, set automation, WhatsApp sending, get reviews. */
export function StepList({ ctx }: { ctx: PageContext }) {
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={step} className="card">
          <span className="step__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3>
            <span className="visually-hidden">{ctx.t('steps.stepLabel', { number: index + 1 })}: </span>
            {ctx.t(`steps.${step}Title`)}
          </h3>
          <p className="muted">{ctx.t(`steps.${step}Text`)}</p>
        </li>
      ))}
    </ol>
  );
}
