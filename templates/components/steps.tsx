import type { PageContext } from '../context.ts';
import { Icon, type IconName } from './icons.tsx';

const steps: { icon: IconName; key: string }[] = [
  { icon: 'target', key: 's1' },
  { icon: 'settings', key: 's2' },
  { icon: 'send', key: 's3' },
  { icon: 'star', key: 's4' },
];

/** The four steps: choose platform, set automation, WhatsApp sending, get reviews. */
export function StepList({ ctx }: { ctx: PageContext }) {
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={step.key} className="card">
          <span className="step__number" aria-hidden="true">{index + 1}</span>
          <h3>
            <span className="visually-hidden">{ctx.t('steps.stepLabel', { number: index + 1 })}: </span>
            {ctx.t(`steps.${step.key}Title`)}
          </h3>
          <p className="muted">{ctx.t(`steps.${step.key}Text`)}</p>
        </li>
      ))}
    </ol>
  );
}
