import { useEffect, useState } from 'react';
import { Icon } from '../../components/icons.tsx';
import { createVerificationClient } from '../services/verification-client.ts';
import { describedBy, Field } from './field.tsx';
import { phone, richText, type Strings, type Text } from './wizard-text.ts';
import { isVerificationCode } from './validation.ts';

/**
 * Step 4: the summary, a code "sent" on entering, a 60 s resend countdown, a 2 s check. The
 * "code sent" message stands in the page above the code field, not over it: a toast fixed to the
 * bottom of a phone's screen covered the field it was about.
 */
export function StepVerification({ t, strings, summary, onBack, onVerified }: {
  t: Text;
  strings: Strings;
  summary: { company: string; plan: string; number: string };
  onBack: () => void;
  onVerified: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [countdown, setCountdown] = useState(60);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const client = createVerificationClient();
  const send = () => {
    client.send(summary.number).then(
      () => { setSentTo(summary.number); setCountdown(60); },
      () => setError(t('errors.sendFailed')),
    );
  };
  useEffect(send, []);
  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);
  const verify = async () => {
    if (!isVerificationCode(code)) return setError(t('errors.code'));
    setChecking(true);
    try {
      if (await client.verify(code)) onVerified(code.trim());
      else setError(t('errors.verifyFailed'));
    } catch {
      setError(t('errors.verifyFailed'));
    } finally {
      setChecking(false);
    }
  };
  return (
    <section aria-labelledby="verification-step-title">
      <h2 id="verification-step-title" tabIndex={-1}>{t('verification.title')}</h2>
      <div className="summary card">
        <h3>{t('verification.summary')}</h3>
        <dl>
        <div><dt>{t('verification.company')}</dt><dd>{summary.company || t('verification.notProvided')}</dd></div>
        <div><dt>{t('verification.plan')}</dt><dd>{summary.plan}</dd></div>
        <div><dt>{t('verification.number')}</dt><dd>{phone(summary.number)}</dd></div>
        </dl>
      </div>
      {/* The live region is in the page from the start, so the message is announced when it comes. */}
      <div className="verification-sent" role="status">
        {sentTo ? <p className="notice"><Icon name="chat" /><span>{richText(strings, 'verification.sent', { number: phone(sentTo) })}</span></p> : null}
      </div>
      <form className="form" noValidate onSubmit={(e) => { e.preventDefault(); void verify(); }}>
        <Field id="verification-code" label={t('verification.codeLabel')} required requiredLabel={t('common.requiredMark')} error={error}>
          <input id="verification-code" className="code-input ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} {...describedBy('verification-code', error)}
            onInput={(e) => { setCode(e.currentTarget.value); setError(undefined); }} onChange={(e) => { setCode(e.currentTarget.value); setError(undefined); }} />
        </Field>
        <div className="cta-row cta-row--start">
          <button type="submit" className="button button--primary" disabled={code.trim().length < 6 || checking}>{checking ? t('verification.verifying') : t('verification.verify')}</button>
          <button type="button" className="button button--text" disabled={countdown > 0} onClick={send}>
            {countdown > 0 ? t('verification.resendIn', { seconds: countdown }) : t('verification.resend')}
          </button>
        </div>
      </form>
      <div className="wizard__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>{t('onboarding.back')}</button>
        <span />
      </div>
    </section>
  );
}
