import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Icon } from '../components/icons.tsx';
import { Dialog } from './runtime/dialog.tsx';
import { readFlag, storageKeys, write } from './runtime/storage.ts';
import { timings, wait } from './runtime/timing.ts';
import { failureOf, resolveApi, type ApiSettings } from './services/api-client.ts';
import { createAuthClient, emailPattern } from './services/auth-client.ts';
import { newAccountEmail, NewAccountNext } from './login/new-account.tsx';

export interface LoginFormProps {
  onboardingHref: string;
  homeHref: string;
  api: ApiSettings;
  /** The page's `<html lang>`, sent with the requests. */
  locale: string;
  labels: Record<
    | 'title'
    | 'subtitle'
    | 'newTitle'
    | 'newSubtitle'
    | 'newText'
    | 'newSend'
    | 'newSent'
    | 'email'
    | 'password'
    | 'showPassword'
    | 'hidePassword'
    | 'remember'
    | 'forgot'
    | 'submit'
    | 'submitting'
    | 'requiredMark'
    | 'missingTitle'
    | 'missingText'
    | 'failedTitle'
    | 'failedText'
    | 'welcome'
    | 'dashboardTitle'
    | 'dashboardText'
    | 'goHome'
    | 'forgotTitle'
    | 'forgotText'
    | 'forgotSubmit'
    | 'forgotSending'
    | 'forgotFailed'
    | 'forgotEmpty'
    | 'forgotInvalid'
    | 'resetSentTitle'
    | 'resetSentText'
    | 'close',
    string
  >;
}

type Notice = { kind: 'warning' | 'error' | 'success'; title: string; text?: string };

/**
 * `{{name}}` in a label replaced by `value` as it is. String.replace with a string reads `$&`,
 * `$'` and `` $` `` in the value as patterns, and an email may hold them: `$'$`$&@x.co` was
 * greeted with pieces of the label itself.
 */
export function fillIn(label: string, name: string, value: string): string {
  return label.split(`{{${name}}}`).join(value);
}

/** Whether the login was reached through a "Sign in" link (`?returning=1`). */
export function isReturningVisit(search: string): boolean {
  return new URLSearchParams(search).get('returning') === '1';
}

/** The name a visitor is greeted by: what comes before the @ of the email. */
export function nameFromEmail(email: string): string {
  return email.trim().split('@')[0] ?? '';
}

/** The welcome shown after signing in: `labels.welcome` with the visitor's name. */
export function greeting(welcome: string, email: string): string {
  return fillIn(welcome, 'name', nameFromEmail(email));
}

/**
 * The reset dialog: "Reset Link Sent" only once the API took the request (202); a failure keeps
 * the e-mail typed and says so, with the API's message when it refused it.
 */
function ForgotPassword({
  labels,
  api,
  locale,
  open,
  onClose,
}: {
  labels: LoginFormProps['labels'];
  api: ApiSettings;
  locale: string;
  open: boolean;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!open) {
      setError('');
      setSent(false);
    }
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return setError(labels.forgotEmpty);
    if (!emailPattern.test(email.trim())) return setError(labels.forgotInvalid);
    setSending(true);
    try {
      await createAuthClient(api).requestPasswordReset(email.trim(), locale);
      setSent(true);
    } catch (failure) {
      const why = failureOf(failure);
      setError(why.kind === 'refused' ? (why.fields[0]?.message ?? why.message) : labels.forgotFailed);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} labelledBy="forgot-title">
      {sent ? (
        <>
          <h2 id="forgot-title">{labels.resetSentTitle}</h2>
          <p className="muted">{fillIn(labels.resetSentText, 'email', email.trim())}</p>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              {labels.close}
            </button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <h2 id="forgot-title">{labels.forgotTitle}</h2>
          <p className="muted">{labels.forgotText}</p>
          <div className="field">
            <label htmlFor="forgot-email">{labels.email}</label>
            <input
              id="forgot-email"
              type="email"
              dir="ltr"
              autoComplete="email"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'forgot-error' : undefined}
              onInput={(e) => {
                setEmail(e.currentTarget.value);
                setError('');
              }}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setError('');
              }}
            />
            {error ? (
              <p className="field__error" id="forgot-error" role="alert">
                <Icon name="alert" size={16} />
                {error}
              </p>
            ) : null}
          </div>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {labels.close}
            </button>
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? labels.forgotSending : labels.forgotSubmit}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/**
 * Sign-in: the API's answer (or, without one, the spec's simulation: 2 s), then the user record in
 * local storage and a welcome; then the address the API gave, or "Dashboard Coming Soon".
 */
export default function LoginForm({ onboardingHref, homeHref, labels, ...props }: LoginFormProps) {
  const [api, setApi] = useState(props.api);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  /** The e-mail of an account just made here whose owner has no password yet, else ''. */
  const [newAccount, setNewAccount] = useState('');
  const closeForgot = useCallback(() => setForgotOpen(false), []);

  // A browser that has not finished onboarding is sent to it, unless the visit is marked as a
  // returning customer's (every "Sign in" link carries ?returning=1): on a new device the flag
  // is missing, and the customer must still be able to sign in (DECISIONS.md).
  useEffect(() => {
    if (!readFlag(storageKeys.onboardingCompleted) && !isReturningVisit(window.location.search)) window.location.replace(onboardingHref);
    setApi(resolveApi(props.api));
    // Fresh from the wizard: the e-mail is carried over, and the page says what comes next.
    const fresh = newAccountEmail();
    if (fresh) {
      setNewAccount(fresh);
      setEmail(fresh);
    }
  }, [onboardingHref]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setNotice({ kind: 'warning', title: labels.missingTitle, text: labels.missingText });
      return;
    }
    setNotice(null);
    setBusy(true);
    try {
      const signedIn = await createAuthClient(api).signIn(email.trim(), password, remember, props.locale);
      const name = signedIn.name || nameFromEmail(email);
      const saved =
        write(storageKeys.user, JSON.stringify({ email: email.trim(), name, loginTime: new Date().toISOString() })) &&
        write(storageKeys.loggedIn, 'true');
      if (!saved) throw new Error('storage unavailable');
      setNotice({
        kind: 'success',
        title: signedIn.name ? fillIn(labels.welcome, 'name', signedIn.name) : greeting(labels.welcome, email),
      });
      await wait(timings.loginToastMs);
      if (signedIn.redirectUrl) return window.location.assign(signedIn.redirectUrl);
      setNotice(null);
      setDone(true);
    } catch (failure) {
      // Wrong credentials and every failure read the spec's text; another refusal, the API's message.
      const why = failureOf(failure);
      const text = why.kind === 'refused' && why.code !== 'invalid_credentials' ? why.message : labels.failedText;
      setNotice({ kind: 'error', title: labels.failedTitle, text });
    } finally {
      setBusy(false);
    }
  };

  // The page's heading is the island's: a new account is not greeted with "Welcome back".
  const heading = (
    <>
      <h1 id="login-title">{newAccount ? labels.newTitle : labels.title}</h1>
      <p className="muted">{newAccount ? labels.newSubtitle : labels.subtitle}</p>
    </>
  );
  if (done) {
    return (
      <>
        {heading}
        <div className="card center" role="status">
          <h2>{labels.dashboardTitle}</h2>
          <p className="muted">{labels.dashboardText}</p>
          <a className="button button--primary" href={homeHref}>
            {labels.goHome}
          </a>
        </div>
      </>
    );
  }
  return (
    <>
      {heading}
      {newAccount ? <NewAccountNext email={newAccount} labels={labels} api={api} locale={props.locale} /> : null}
      <form className="form" id="login-form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="login-email">
            {labels.email}
            <span className="field__required" aria-hidden="true">
              *
            </span>
            <span className="visually-hidden"> ({labels.requiredMark})</span>
          </label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            dir="ltr"
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">
            {labels.password}
            <span className="field__required" aria-hidden="true">
              *
            </span>
            <span className="visually-hidden"> ({labels.requiredMark})</span>
          </label>
          <div className="password-field">
            <input
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <button
              type="button"
              aria-label={showPassword ? labels.hidePassword : labels.showPassword}
              aria-controls="login-password"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
            >
              <Icon name="eye" />
            </button>
          </div>
        </div>
        <div className="auth-links">
          <label className="field--check">
            <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
            {labels.remember}
          </label>
          <button type="button" className="button button--text" onClick={() => setForgotOpen(true)}>
            {labels.forgot}
          </button>
        </div>
        <button className="button button--primary button--block" type="submit" disabled={busy}>
          {busy ? labels.submitting : labels.submit}
        </button>
      </form>
      {notice ? (
        <div className={notice.kind === 'error' ? 'toast toast--error' : 'toast'} role={notice.kind === 'success' ? 'status' : 'alert'}>
          <Icon name={notice.kind === 'success' ? 'check' : 'alert'} />
          <span>
            <strong>{notice.title}</strong>
            {notice.text ? notice.text : null}
          </span>
        </div>
      ) : null}
      <ForgotPassword labels={labels} api={api} locale={props.locale} open={forgotOpen} onClose={closeForgot} />
    </>
  );
}
