import { useEffect, useMemo, useState } from 'react';
import { Icon } from '../../components/icons.tsx';
import { Dialog } from '../runtime/dialog.tsx';
import { QrCode } from './qr-code.tsx';
import { phone, richText, type Strings, type Text } from './wizard-text.ts';

type Stage = 'intro' | 'waiting' | 'connecting' | 'connected';

/** A random value for the simulated link (the spec's "random local value"). */
function linkToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Step 5: WhatsApp linking, simulated: waiting for the scan 8 s, connecting 3 s, connected. The
 * success dialog carries the flow on, so Escape does not dismiss it; and if a browser closes it
 * anyway (a repeated Escape, a back gesture) the step shows the connected state with its
 * continue action: never a "Connecting..." that goes nowhere.
 */
export function StepWhatsapp({ t, strings, number, onBack, onDone }: { t: Text; strings: Strings; number: string; onBack: () => void; onDone: (result: 'connected' | 'skipped') => void }) {
  const [stage, setStage] = useState<Stage>('intro');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const token = useMemo(() => (stage === 'intro' ? '' : linkToken()), [stage === 'intro']);
  useEffect(() => {
    if (stage === 'waiting') {
      const timer = setTimeout(() => setStage('connecting'), 8000);
      return () => clearTimeout(timer);
    }
    if (stage === 'connecting') {
      const timer = setTimeout(() => {
        setStage('connected');
        setDialogOpen(true);
      }, 3000);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [stage]);
  const shownNumber = phone(number);
  const continueButton = (
    <button type="button" className="button button--primary" onClick={() => onDone('connected')}>{t('whatsapp.continueToTemplates')}</button>
  );
  return (
    <section aria-labelledby="whatsapp-step-title">
      <h2 id="whatsapp-step-title" tabIndex={-1}>{t('whatsapp.title')}</h2>
      {stage === 'intro' ? (
        <div className="card whatsapp-intro">
          <p>{richText(strings, 'whatsapp.intro', { number: shownNumber })}</p>
          <div className="cta-row cta-row--start">
            <button type="button" className="button button--primary" onClick={() => setStage('waiting')}>{t('whatsapp.start')}</button>
            <button type="button" className="button button--text" onClick={() => setSkipping(true)}>{t('whatsapp.skip')}</button>
          </div>
        </div>
      ) : null}
      {stage === 'waiting' ? (
        <div className="card whatsapp-qr" role="status">
          <QrCode value={`https://wa.me/link/${token}`} label={t('whatsapp.qrLabel')} />
          <p><strong>{t('whatsapp.waiting')}</strong></p>
          <p className="muted">{t('whatsapp.scanHint')}</p>
        </div>
      ) : null}
      {stage === 'connecting' ? (
        <div className="card whatsapp-qr" role="status"><p><strong>{t('whatsapp.connecting')}</strong></p></div>
      ) : null}
      {stage === 'connected' ? (
        <div className="card whatsapp-qr whatsapp-connected" role="status">
          <p><strong><Icon name="check" /> {t('whatsapp.connectedTitle')}</strong></p>
          <p className="muted">{richText(strings, 'whatsapp.connectedText', { number: shownNumber })}</p>
          {dialogOpen ? null : continueButton}
        </div>
      ) : null}
      <div className="wizard__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>{t('onboarding.back')}</button>
        <span />
      </div>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} labelledBy="whatsapp-done-title" dismissible={false}>
        <h2 id="whatsapp-done-title"><Icon name="check" /> {t('whatsapp.connectedTitle')}</h2>
        <p className="muted">{richText(strings, 'whatsapp.connectedText', { number: shownNumber })}</p>
        <div className="dialog__actions">{continueButton}</div>
      </Dialog>
      <Dialog open={skipping} onClose={() => setSkipping(false)} labelledBy="whatsapp-skip-title">
        <h2 id="whatsapp-skip-title">{t('whatsapp.skipTitle')}</h2>
        <p className="muted">{t('whatsapp.skipText')}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={() => setSkipping(false)}>{t('whatsapp.skipCancel')}</button>
          <button type="button" className="button button--primary" onClick={() => { setSkipping(false); onDone('skipped'); }}>{t('whatsapp.skipConfirm')}</button>
        </div>
      </Dialog>
    </section>
  );
}
