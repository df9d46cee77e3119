import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icons.tsx';
import { failureOf } from '../services/api-client.ts';
import type { VerificationClient } from '../services/verification-client.ts';
import { describedBy, Field } from './field.tsx';
import type { WizardState } from './state.ts';
import { phone, richText, type Strings, type Text } from './wizard-text.ts';
import { isVerificationCode, phoneDigits } from './validation.ts';

type Verification = NonNullable<WizardState['verification']>;

const secondsUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));

/**
 * Step 4: the summary, a code sent on entering (once: a reload keeps the code already sent), a
 * resend countdown the API sets (60 s in the spec), and the check. The "code sent" message stands
 * in the page above the code field, not over it: a toast fixed to the bottom of a phone's screen
 * covered the field it was about.
 */
export function StepVerification({
  t,
  strings,
  summary,
  client,
  locale,
  verification,
  code,
  onCode,
  onSent,
  onBack,
  onVerified,
}: {
  t: Text;
  strings: Strings;
  summary: { company: string; plan: string; number: string };
  client: VerificationClient;
  locale: string;
  /** The code already sent, from the stored progress. */
  verification: Verification | undefined;
  code: string;
  onCode: (code: string) => void;
  onSent: (verification: Verification) => void;
  onBack: () => void;
  onVerified: (code: string, token: string) => void;
}) {
  const current = verification?.number === summary.number && secondsUntil(verification.expiresAt) > 0 ? verification : undefined;
  const [countdown, setCountdown] = useState(current ? secondsUntil(current.resendAt) : 60);
  const [sentTo, setSentTo] = useState<string | null>(current ? current.number : null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // The check answers after up to 2 s. A visitor who pressed Back meanwhile has left the step
  // (it unmounts): its answer must not take the wizard on to WhatsApp setup (issue 45, item 9).
  const onStep = useRef(true);
  useEffect(
    () => () => {
      onStep.current = false;
    },
    [],
  );
  const send = () => {
    setError(undefined);
    client.send(summary.number, locale).then(
      (sent) => {
        const now = Date.now();
        onSent({
          id: sent.verificationId,
          number: summary.number,
          resendAt: new Date(now + sent.resendAfterSeconds * 1000).toISOString(),
          expiresAt: new Date(now + sent.expiresInSeconds * 1000).toISOString(),
        });
        setSentTo(summary.number);
        setCountdown(sent.resendAfterSeconds);
      },
      (failure: unknown) => {
        const why = failureOf(failure);
        setError(why.kind === 'refused' ? why.message : t('errors.sendFailed'));
        // Sending again is the retry: it is not held back by a countdown.
        setCountdown(0);
      },
    );
  };
  useEffect(() => {
    if (!current) send();
  }, []);
  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);
  const verify = async () => {
    const typed = code.trim();
    if (!isVerificationCode(typed)) return setError(t('errors.code'));
    if (!current) return setError(t('errors.sendFailed'));
    // Digits of any script are sent as 0-9 (a Hindi keyboard's), as in phone numbers; anything
    // else as typed: the spec's simulation takes any 6 characters, the API judges the rest.
    const digits = phoneDigits(typed);
    setChecking(true);
    try {
      const token = await client.check(current.id, digits.length === 6 ? digits : typed);
      if (onStep.current) onVerified(typed, token);
    } catch (failure) {
      if (!onStep.current) return;
      const why = failureOf(failure);
      setError(why.kind === 'unavailable' ? t('errors.verifyFailed') : why.code === 'invalid_code' ? t('errors.invalidCode') : why.message);
    } finally {
      if (onStep.current) setChecking(false);
    }
  };
  const type = (value: string) => {
    onCode(value);
    setError(undefined);
  };
  return (
    <section aria-labelledby="verification-step-title">
      <h2 id="verification-step-title" tabIndex={-1}>
        {t('verification.title')}
      </h2>
      <div className="summary card">
        <h3>{t('verification.summary')}</h3>
        <dl>
          <div>
            <dt>{t('verification.company')}</dt>
            <dd>{summary.company || t('verification.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('verification.plan')}</dt>
            <dd>{summary.plan}</dd>
          </div>
          <div>
            <dt>{t('verification.number')}</dt>
            <dd>{phone(summary.number)}</dd>
          </div>
        </dl>
      </div>
      {/* The live region is in the page from the start, so the message is announced when it comes. */}
      <div className="verification-sent" role="status">
        {sentTo ? (
          <p className="notice">
            <Icon name="chat" />
            <span>{richText(strings, 'verification.sent', { number: phone(sentTo) })}</span>
          </p>
        ) : null}
      </div>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void verify();
        }}
      >
        <Field id="verification-code" label={t('verification.codeLabel')} required requiredLabel={t('common.requiredMark')} error={error}>
          <input
            id="verification-code"
            className="code-input ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            {...describedBy('verification-code', error)}
            onInput={(e) => type(e.currentTarget.value)}
            onChange={(e) => type(e.currentTarget.value)}
          />
        </Field>
        <div className="cta-row cta-row--start">
          <button type="submit" className="button button--primary" disabled={code.trim().length < 6 || checking}>
            {checking ? t('verification.verifying') : t('verification.verify')}
          </button>
          <button type="button" className="button button--text" disabled={countdown > 0} onClick={send}>
            {countdown > 0 ? t('verification.resendIn', { seconds: countdown }) : t('verification.resend')}
          </button>
        </div>
      </form>
      <div className="wizard__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('onboarding.back')}
        </button>
        <span />
      </div>
    </section>
  );
}
