import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icons.tsx';
import { Dialog } from '../runtime/dialog.tsx';
import { failureOf } from '../services/api-client.ts';
import type { ConnectionState, WhatsAppClient, WhatsAppConnection } from '../services/whatsapp-client.ts';
import { QrCode } from './qr-code.tsx';
import { keepPrefixes, phone, richText, type Strings, type Text } from './wizard-text.ts';

type Stage = 'intro' | 'waiting' | 'connecting' | 'connected' | 'ended';

/** A stored connection: its id and the QR link it showed. */
export interface StartedConnection {
  id: string;
  qrLink?: string;
}

/**
 * Step 5: linking the number to WhatsApp. The server's states drive the screens (waiting for the
 * scan, connecting, connected; in the spec's simulation 8 s then 3 s), asked again every
 * `pollAfterSeconds`. A reload goes on with the connection already started. The success dialog
 * carries the flow on, so Escape does not dismiss it; and if a browser closes it anyway (a
 * repeated Escape, a back gesture) the step shows the connected state with its continue action:
 * never a "Connecting..." that goes nowhere.
 */
export function StepWhatsapp({
  t,
  strings,
  number,
  client,
  token,
  locale,
  started,
  onStarted,
  onBack,
  onDone,
}: {
  t: Text;
  strings: Strings;
  number: string;
  client: WhatsAppClient;
  /** The verification's proof of the number. */
  token: string;
  locale: string;
  started: StartedConnection | undefined;
  onStarted: (connection: StartedConnection | undefined) => void;
  onBack: () => void;
  onDone: (result: 'connected' | 'skipped', connectionId?: string) => void;
}) {
  const [stage, setStage] = useState<Stage>(started ? 'waiting' : 'intro');
  const [ended, setEnded] = useState<'failed' | 'expired'>('failed');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const connection = useRef(started);

  const follow = (answer: WhatsAppConnection) => {
    const state: ConnectionState = answer.state;
    if (state === 'connected') {
      setStage('connected');
      setDialogOpen(true);
      return;
    }
    if (state === 'failed' || state === 'expired') {
      setEnded(state);
      setStage('ended');
      onStarted(undefined);
      return;
    }
    setStage(state);
    timer.current = setTimeout(check, answer.pollAfterSeconds * 1000);
  };
  const check = () => {
    const id = connection.current?.id;
    if (!id) return;
    setError(undefined);
    client.get(id).then(follow, (failure: unknown) => {
      const why = failureOf(failure);
      // An id the API no longer knows is a connection to start again.
      if (why.kind === 'refused' && why.status === 404) return follow({ connectionId: id, state: 'expired', pollAfterSeconds: 1 });
      setError(why.kind === 'refused' ? why.message : t('whatsapp.checkFailed'));
    });
  };
  const start = () => {
    setError(undefined);
    setBusy(true);
    client
      .start(number, token, locale)
      .then(
        (answer) => {
          connection.current = { id: answer.connectionId, ...(answer.qrLink ? { qrLink: answer.qrLink } : {}) };
          onStarted(connection.current);
          follow(answer);
        },
        (failure: unknown) => {
          const why = failureOf(failure);
          setError(why.kind === 'refused' ? why.message : t('whatsapp.startFailed'));
        },
      )
      .finally(() => setBusy(false));
  };
  useEffect(() => {
    if (started) check();
    return () => clearTimeout(timer.current);
  }, []);

  const shownNumber = phone(number);
  const qrLink = connection.current?.qrLink;
  const continueButton = (
    <button type="button" className="button button--primary" onClick={() => onDone('connected', connection.current?.id)}>
      {t('whatsapp.continueToTemplates')}
    </button>
  );
  const retry = error ? (
    <p className="notice notice--error" role="alert">
      <Icon name="alert" />
      <span>{error}</span>
      <button type="button" className="button button--secondary" onClick={stage === 'intro' ? start : check}>
        {t('common.tryAgain')}
      </button>
    </p>
  ) : null;
  return (
    <section aria-labelledby="whatsapp-step-title">
      <h2 id="whatsapp-step-title" tabIndex={-1}>
        {t('whatsapp.title')}
      </h2>
      {stage === 'intro' || stage === 'ended' ? (
        <div className="card whatsapp-intro">
          {stage === 'ended' ? (
            <p className="notice notice--error" role="alert">
              <Icon name="alert" />
              <span>{t(`whatsapp.${ended}`)}</span>
            </p>
          ) : null}
          <p>{richText(strings, 'whatsapp.intro', { number: shownNumber })}</p>
          <div className="cta-row cta-row--start">
            <button type="button" className="button button--primary" disabled={busy} onClick={start}>
              {t('whatsapp.start')}
            </button>
            <button type="button" className="button button--text" onClick={() => setSkipping(true)}>
              {t('whatsapp.skip')}
            </button>
          </div>
        </div>
      ) : null}
      {stage === 'waiting' ? (
        <div className="card whatsapp-qr" role="status">
          {qrLink ? <QrCode value={qrLink} label={t('whatsapp.qrLabel')} /> : null}
          <p>
            <strong>{keepPrefixes(t('whatsapp.waiting'))}</strong>
          </p>
          <p className="muted">{t('whatsapp.scanHint')}</p>
        </div>
      ) : null}
      {stage === 'connecting' ? (
        <div className="card whatsapp-qr" role="status">
          <p>
            <strong>{t('whatsapp.connecting')}</strong>
          </p>
        </div>
      ) : null}
      {stage === 'connected' ? (
        <div className="card whatsapp-qr whatsapp-connected" role="status">
          <p>
            <strong>
              <Icon name="check" /> {t('whatsapp.connectedTitle')}
            </strong>
          </p>
          <p className="muted">{richText(strings, 'whatsapp.connectedText', { number: shownNumber })}</p>
          {dialogOpen ? null : continueButton}
        </div>
      ) : null}
      {retry}
      <div className="wizard__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('onboarding.back')}
        </button>
        <span />
      </div>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} labelledBy="whatsapp-done-title" dismissible={false}>
        <h2 id="whatsapp-done-title">
          <Icon name="check" /> {t('whatsapp.connectedTitle')}
        </h2>
        <p className="muted">{richText(strings, 'whatsapp.connectedText', { number: shownNumber })}</p>
        <div className="dialog__actions">{continueButton}</div>
      </Dialog>
      <Dialog open={skipping} onClose={() => setSkipping(false)} labelledBy="whatsapp-skip-title">
        <h2 id="whatsapp-skip-title">{t('whatsapp.skipTitle')}</h2>
        <p className="muted">{t('whatsapp.skipText')}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={() => setSkipping(false)}>
            {t('whatsapp.skipCancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setSkipping(false);
              onDone('skipped');
            }}
          >
            {t('whatsapp.skipConfirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
