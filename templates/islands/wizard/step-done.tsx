import { useState } from 'react';
import { Icon } from '../../components/icons.tsx';
import { failureOf, type ApiSettings, type FieldProblem } from '../services/api-client.ts';
import { createSignup, type SignupRequest, type SignupResult } from '../services/signup-client.ts';
import type { Text } from './wizard-text.ts';

type Outcome = { kind: 'idle' } | { kind: 'creating' } | { kind: 'failed' } | { kind: 'refused'; message: string; fields: FieldProblem[] };

/**
 * The completion screen. With an API, "Go to dashboard" creates the account (`createSignup`) and
 * goes on only on its 2xx; a failure says so and the button is the retry, a refusal shows the
 * API's message and each refused field. Without one, the account is the browser's (the spec).
 */
export function StepDone({
  t,
  api,
  request,
  fieldLabel,
  onCreated,
}: {
  t: Text;
  api: ApiSettings;
  /** The sign-up as the contract wants it, or undefined when an answer is missing. */
  request: () => SignupRequest | undefined;
  /** A refused field's label (`business.companyWebsite` → "Website"). */
  fieldLabel: (name: string) => string;
  onCreated: (result: SignupResult | undefined) => void;
}) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const finish = async () => {
    if (!api.base) return onCreated(undefined);
    const body = request();
    if (!body) return setOutcome({ kind: 'failed' });
    setOutcome({ kind: 'creating' });
    try {
      onCreated(await createSignup(api, body));
    } catch (failure) {
      const why = failureOf(failure);
      setOutcome(why.kind === 'refused' ? { kind: 'refused', message: why.message, fields: why.fields } : { kind: 'failed' });
    }
  };
  return (
    <section className="card center wizard__done" aria-labelledby="done-title">
      <span className="card__icon">
        <Icon name="check" size={28} />
      </span>
      <h2 id="done-title" tabIndex={-1}>
        {t('done.title')}
      </h2>
      <p className="muted">{t('done.text')}</p>
      <ul className="check-list wizard__hints">
        {[1, 2, 3].map((n) => (
          <li key={n}>
            <Icon name="check" size={18} />
            <span>{t(`done.hint${n}`)}</span>
          </li>
        ))}
      </ul>
      <div role="alert">
        {outcome.kind === 'failed' ? (
          <p className="notice notice--error">
            <Icon name="alert" />
            <span>{t('done.failed')}</span>
          </p>
        ) : null}
        {outcome.kind === 'refused' ? (
          <div className="notice notice--error">
            <Icon name="alert" />
            <div>
              <p>{outcome.message}</p>
              {outcome.fields.length ? (
                <ul>
                  {outcome.fields.map((field) => (
                    <li key={field.name}>
                      <strong>{fieldLabel(field.name)}</strong>: {field.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
      <button type="button" className="button button--primary" disabled={outcome.kind === 'creating'} onClick={() => void finish()}>
        {outcome.kind === 'creating' ? t('done.creating') : outcome.kind === 'failed' ? t('common.tryAgain') : t('done.goToDashboard')}
      </button>
    </section>
  );
}
