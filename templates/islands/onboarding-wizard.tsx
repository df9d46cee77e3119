import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/icons.tsx';
import { storageKeys, write } from './runtime/storage.ts';
import { track } from './runtime/track.ts';
import { initialState, loadState, planSlugs, saveState, type PlanSlug, type Step, type WizardState } from './wizard/state.ts';
import { createText } from './wizard/wizard-text.ts';
import { StepBusiness } from './wizard/step-business.tsx';
import { StepNumber } from './wizard/step-number.tsx';
import { StepPlan } from './wizard/step-plan.tsx';
import { StepTemplates } from './wizard/step-templates.tsx';
import { StepVerification } from './wizard/step-verification.tsx';
import { StepWhatsapp } from './wizard/step-whatsapp.tsx';
import type { WizardProps } from './wizard/types.ts';

export type { WizardProps };

const counted = ['stepPlan', 'stepNumber', 'stepBusiness', 'stepVerification', 'stepWhatsapp'] as const;

function Progress({ t, step, onPrevious }: { t: ReturnType<typeof createText>; step: Step; onPrevious: () => void }) {
  if (step > 6) return null;
  return (
    <div className="wizard__progress">
      {step > 1 ? (
        <button type="button" className="button button--text wizard__prev" onClick={onPrevious}>
          <Icon name="chevron" size={16} /> {t('onboarding.back')}
        </button>
      ) : null}
      <ol className="progress" aria-label={t('onboarding.progressLabel')}>
        {counted.map((key, index) => (
          <li key={key} aria-current={index + 1 === step ? 'step' : undefined} className={index + 1 < step ? 'is-done' : undefined}>{t(`onboarding.${key}`)}</li>
        ))}
      </ol>
      {/* The templates step follows WhatsApp setup and carries no counter (DECISIONS.md). */}
      {step <= 5 ? <p className="progress__counter">{t('onboarding.stepCounter', { current: step, total: counted.length })}</p> : null}
    </div>
  );
}

/** The onboarding wizard: plan, number, business, verification, WhatsApp, then templates. */
export default function OnboardingWizard(props: WizardProps) {
  const t = createText(props.strings);
  const [state, setState] = useState<WizardState>(initialState);
  const [welcome, setWelcome] = useState(false);
  const restored = useRef(false);
  const update = (change: Partial<WizardState>) => setState((s) => ({ ...s, ...change }));

  // After hydration (the server rendered step 1): restore the session, then apply ?plan=.
  useEffect(() => {
    const stored = loadState() ?? initialState;
    const query = new URLSearchParams(window.location.search).get('plan');
    const plan = planSlugs.includes(query as PlanSlug) ? (query as PlanSlug) : undefined;
    setState(plan ? { ...stored, plan, step: stored.step > 2 ? stored.step : 2, trialStartedAt: stored.trialStartedAt ?? new Date().toISOString() } : stored);
    restored.current = true;
  }, []);
  useEffect(() => {
    if (restored.current) saveState(state);
  }, [state]);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [state.step]);
  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(() => {
      setWelcome(false);
      update({ step: 2 });
    }, 2500);
    return () => clearTimeout(timer);
  }, [welcome]);

  const go = (step: Step) => update({ step });
  const planName = props.plans.find((p) => p.slug === state.plan)?.name ?? '';
  const number = state.number?.phoneNumber ?? '';
  const finish = () => {
    const account = {
      business: state.business,
      plan: state.plan,
      selectedNumber: state.number,
      templates: state.templates,
      verificationCode: state.verificationCode,
      trialStartedAt: state.trialStartedAt,
      setupDate: new Date().toISOString(),
    };
    write(storageKeys.account, JSON.stringify(account));
    write(storageKeys.onboardingCompleted, 'true');
    write(storageKeys.wizard, '', 'session');
    window.location.assign(props.loginHref);
  };

  return (
    <div className="wizard__body">
      <Progress t={t} step={state.step} onPrevious={() => go(state.step === 6 ? 5 : ((state.step - 1) as Step))} />
      {state.step === 1 ? (
        <StepPlan t={t} plans={props.plans} selected={state.plan} onSelect={(plan) => update({ plan })} onConfirm={() => {
          update({ trialStartedAt: new Date().toISOString() });
          track('sign_up', { plan: state.plan });
          setWelcome(true);
        }} />
      ) : null}
      {state.step === 2 ? (
        <StepNumber t={t} props={props} mode={state.numberMode} number={state.number} onMode={(numberMode) => update({ numberMode, number: undefined })}
          onNumber={(selected) => update({ number: selected })} onBack={() => go(1)} onContinue={() => go(3)} />
      ) : null}
      {state.step === 3 ? (
        <StepBusiness t={t} props={props} business={state.business} part={state.businessPart} onChange={(business) => update({ business })}
          onPart={(businessPart) => update({ businessPart })} onBack={() => go(2)} onContinue={() => go(4)} />
      ) : null}
      {state.step === 4 ? (
        <StepVerification t={t} summary={{ company: state.business.companyName, plan: planName, number }} onBack={() => go(3)}
          onVerified={(verificationCode) => update({ verificationCode, step: 5 })} />
      ) : null}
      {state.step === 5 ? <StepWhatsapp t={t} number={number} onBack={() => go(4)} onDone={(whatsapp) => update({ whatsapp, step: 6 })} /> : null}
      {state.step === 6 ? (
        <StepTemplates t={t} templates={state.templates} businessName={state.business.companyName} onChange={(templates) => update({ templates })} onFinish={() => go(7)} />
      ) : null}
      {state.step === 7 ? (
        <section className="card center wizard__done" aria-labelledby="done-title">
          <span className="card__icon"><Icon name="check" size={28} /></span>
          <h2 id="done-title">{t('done.title')}</h2>
          <p className="muted">{t('done.text')}</p>
          <ul className="check-list wizard__hints">{[1, 2, 3].map((n) => <li key={n}><Icon name="check" size={18} /><span>{t(`done.hint${n}`)}</span></li>)}</ul>
          <button type="button" className="button button--primary" onClick={finish}>{t('done.goToDashboard')}</button>
        </section>
      ) : null}
      {welcome ? (
        <div className="toast" role="status"><Icon name="check" /><span><strong>{t('welcomeTitle')}</strong>{t('welcomeText', { plan: planName })}</span></div>
      ) : null}
    </div>
  );
}
