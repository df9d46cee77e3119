import { useState } from 'react';
import { Icon } from '../../components/icons.tsx';
import { readFlag, readJson, storageKeys } from '../runtime/storage.ts';
import { failureOf, type ApiSettings } from '../services/api-client.ts';
import { createAuthClient } from '../services/auth-client.ts';

/** The account record's part this screen reads: the e-mail given in the wizard. */
type StoredAccount = { business: { contactEmail: string } };
const isStoredAccount = (value: unknown): value is StoredAccount => {
  const business = (value as { business?: { contactEmail?: unknown } } | null)?.business;
  return typeof business?.contactEmail === 'string' && business.contactEmail.trim() !== '';
};

/**
 * The e-mail of an account made in this browser whose owner has never signed in here, or ''. Such
 * a customer comes from the wizard's welcome and has no password yet (issue 45, item 12): the
 * sign-in page greets them as new, with their e-mail, instead of "Welcome back".
 */
export function newAccountEmail(): string {
  if (!readFlag(storageKeys.onboardingCompleted) || readJson(storageKeys.user, (v): v is unknown => v !== null && v !== undefined))
    return '';
  return readJson(storageKeys.account, isStoredAccount)?.business.contactEmail.trim() ?? '';
}

export type NewAccountLabels = Record<'newText' | 'newSend' | 'newSent' | 'forgotSending' | 'forgotFailed', string>;

/**
 * What happens next for a new account: a link to choose a password, sent to the e-mail given in
 * the wizard (the API's `requestPasswordReset`, or the spec's simulation). "Sent" shows only once
 * the request was taken; a failure says so and the button tries again.
 */
export function NewAccountNext({
  email,
  labels,
  api,
  locale,
}: {
  email: string;
  labels: NewAccountLabels;
  api: ApiSettings;
  locale: string;
}) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  // The address isolated left to right, so in Hebrew text it reads as typed.
  const fill = (label: string) =>
    label.split('{{email}}').flatMap((part, index) =>
      index === 0
        ? [part]
        : [
            <bdi key={index} dir="ltr">
              {email}
            </bdi>,
            part,
          ],
    );
  const send = async () => {
    setState('sending');
    try {
      await createAuthClient(api).requestPasswordReset(email, locale);
      setState('sent');
    } catch (error) {
      const why = failureOf(error);
      setFailure(why.kind === 'refused' ? (why.fields[0]?.message ?? why.message) : labels.forgotFailed);
      setState('failed');
    }
  };
  return (
    <div className="notice new-account" role="status">
      <Icon name={state === 'sent' ? 'check' : 'chat'} />
      <div>
        <p>{state === 'sent' ? fill(labels.newSent) : fill(labels.newText)}</p>
        {state === 'failed' ? (
          <p className="field__error" role="alert">
            <Icon name="alert" size={16} />
            {failure}
          </p>
        ) : null}
        {state === 'sent' ? null : (
          <button type="button" className="button button--primary button--small" disabled={state === 'sending'} onClick={() => void send()}>
            {state === 'sending' ? labels.forgotSending : labels.newSend}
          </button>
        )}
      </div>
    </div>
  );
}
