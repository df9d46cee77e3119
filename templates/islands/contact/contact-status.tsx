import { Icon } from '../../components/icons.tsx';

/** Where a sending stands: the success text only after the API's 2xx (DECISIONS.md). */
export type ContactState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'mailed'; href: string }
  | { kind: 'failed' }
  | { kind: 'refused'; message: string };

/**
 * The line under the button: a live region from the start, so each outcome is announced. A
 * failure keeps what was typed and offers a retry; a refusal shows the API's own message. Empty,
 * they take no room (`.form__submit`: an empty band sat under the button, issue 45 item 7).
 */
export function ContactStatus({
  state,
  labels,
  onRetry,
}: {
  state: ContactState;
  labels: { success: string; mailOpened: string; mailAgain: string; sendFailed: string; tryAgain: string };
  onRetry: () => void;
}) {
  return (
    <>
      <p className="form__status" role="status">
        {state.kind === 'sent' ? (
          <span className="form__success">
            <Icon name="check" size={18} />
            {labels.success}
          </span>
        ) : null}
        {state.kind === 'mailed' ? (
          <span>
            {labels.mailOpened} <a href={state.href}>{labels.mailAgain}</a>
          </span>
        ) : null}
      </p>
      <div role="alert">
        {state.kind === 'failed' ? (
          <p className="notice notice--error">
            <Icon name="alert" />
            <span>{labels.sendFailed}</span>
            <button type="button" className="button button--secondary" onClick={onRetry}>
              {labels.tryAgain}
            </button>
          </p>
        ) : null}
        {state.kind === 'refused' ? (
          <p className="notice notice--error">
            <Icon name="alert" />
            <span>{state.message}</span>
          </p>
        ) : null}
      </div>
    </>
  );
}
