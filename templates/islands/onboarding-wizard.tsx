import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '../components/icons.tsx';
import { Dialog } from './runtime/dialog.tsx';
import { storageKeys, write } from './runtime/storage.ts';
import { track } from './runtime/track.ts';
import { resolveApi } from './services/api-client.ts';
import { numberListEndpoint } from './services/number-client.ts';
import type { SignupResult } from './services/signup-client.ts';
import { createVerificationClient } from './services/verification-client.ts';
import { createWhatsAppClient } from './services/whatsapp-client.ts';
import { selectedNumberRecord, ownSelection } from './wizard/number-record.ts';
import { signupRequest } from './wizard/signup-request.ts';
import { existingAccountEmail } from './wizard/existing-account.ts';
import { answersPlace, furthestPlace, isBeyond } from './wizard/progress-gate.ts';
import { consistent, initialState, reachableStep, loadState, saveState, type Step, type WizardState } from './wizard/state.ts';
import { createText, richText, type Text } from './wizard/wizard-text.ts';
import { StepBusiness } from './wizard/step-business.tsx';
import { StepDone } from './wizard/step-done.tsx';
import { StepNumber } from './wizard/step-number.tsx';
import { StepPlan } from './wizard/step-plan.tsx';
import { StepTemplates } from './wizard/step-templates.tsx';
import { StepVerification } from './wizard/step-verification.tsx';
import { StepWhatsapp } from './wizard/step-whatsapp.tsx';
import type { WizardProps } from './wizard/types.ts';

export type { WizardProps };

const counted = ['stepPlan', 'stepNumber', 'stepBusiness', 'stepVerification', 'stepWhatsapp'] as const;

/** Where the wizard is: the step, and the part of the business step. One browser history entry each. */
interface Position {
  step: Step;
  part: 1 | 2;
  /** How many wizard entries lie below this one in the tab's history. */
  depth: number;
}

const positionOf = (state: WizardState, depth: number): Position => ({
  step: state.step,
  part: state.step === 3 ? state.businessPart : 1,
  depth,
});
const entryOf = (): Position | undefined => {
  const entry = (history.state as { wizard?: Position } | null)?.wizard;
  return entry && typeof entry.step === 'number' && typeof entry.depth === 'number' ? entry : undefined;
};
const withEntry = (position: Position) => ({ ...(history.state as object | null), wizard: position });

/**
 * `?plan=` preselects on arrival only (DECISIONS.md): a reload, or coming back through history,
 * keeps the choice made since.
 */
function arrivedNow(): boolean {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return !navigation || navigation.type === 'navigate';
}

/**
 * The progress indicator. The previous-step control is each step's own Back (at every width): a
 * second one above it on phones was two "Back" buttons to tab through (issue 45, item 13).
 */
function Progress({ t, step }: { t: Text; step: Step | 0 }) {
  if (step > 6) return null;
  return (
    <div className="wizard__progress">
      <ol className="progress" aria-label={t('onboarding.progressLabel')}>
        {counted.map((key, index) => (
          <li key={key} aria-current={index + 1 === step ? 'step' : undefined} className={index + 1 < step ? 'is-done' : undefined}>
            {t(`onboarding.${key}`)}
          </li>
        ))}
      </ol>
      {/* The templates step follows WhatsApp setup and carries no counter (DECISIONS.md). Before the step is known, a line of the same height. */}
      {step <= 5 ? (
        <p className="progress__counter">{step === 0 ? '\u00a0' : t('onboarding.stepCounter', { current: step, total: counted.length })}</p>
      ) : null}
    </div>
  );
}

/**
 * The onboarding wizard: plan, number, business, verification, WhatsApp, then templates.
 *
 * The step depends on this tab's stored progress, which only the browser knows: the server and
 * the first render show a neutral frame, and the stored step is the first one painted (never
 * step 1 first). Each step (and business part) is a history entry, so the browser's Back goes to
 * the previous step; after a step change the page scrolls to the top and focus moves to the
 * step's heading.
 */
export default function OnboardingWizard(props: WizardProps) {
  const t = createText(props.strings);
  const [state, setState] = useState<WizardState>(initialState);
  const [ready, setReady] = useState(false);
  const [api, setApi] = useState(props.api);
  const [endpoint, setEndpoint] = useState('');
  const [welcome, setWelcome] = useState(false);
  /** The e-mail of an account this browser already made, shown on the plan step; '' for none. */
  const [existing, setExisting] = useState('');
  const [finished, setFinished] = useState<{ redirectUrl?: string } | null>(null);
  const clients = useMemo(() => ({ verification: createVerificationClient(api), whatsapp: createWhatsAppClient(api) }), [api]);
  const root = useRef<HTMLDivElement>(null);
  const current = useRef(state);
  current.current = state;
  /** Set by a move, read once after it renders: what to scroll to and focus. */
  const moved = useRef<'step' | 'part' | null>(null);
  /** The history depth of the entry shown, to return to it when a Forward is refused. */
  const depth = useRef(0);
  /** Set while the wizard itself takes the browser back to the entry shown: that popstate is no move. */
  const returning = useRef(false);
  /** How many Forwards were refused since the last move: the step shown then says what is missing, as its own button does. */
  const [refusals, setRefusals] = useState(0);

  /** Own number: the selection is what was typed, checked again; no number without a plan, and so on. */
  const reconcile = (s: WizardState, purchaseOffered: boolean, hasApi: boolean): WizardState => {
    let next = consistent(s);
    // A verification of another number proves nothing about this one, nor does its WhatsApp link.
    if (next.verification && next.verification.number !== next.number?.phoneNumber) {
      next = {
        ...next,
        verification: undefined,
        verificationToken: undefined,
        verificationCode: undefined,
        codeDraft: '',
        whatsapp: 'intro',
        whatsappConnection: undefined,
      };
    }
    if (!purchaseOffered && next.numberMode === 'purchase') next = { ...next, numberMode: 'own', number: undefined };
    if (next.numberMode === 'own') next = { ...next, number: ownSelection(next.own, props) };
    next = reachableStep(next);
    // The API's steps after verification need its proof of the number.
    return hasApi && next.step > 4 && !next.verificationToken ? { ...next, step: 4 } : next;
  };

  // Before the first paint after hydration: the stored progress, the API, the number service, ?plan=.
  useLayoutEffect(() => {
    const resolved = resolveApi(props.api);
    const found = numberListEndpoint(props.numberEndpoint, resolved);
    // The plans are the page's (data/plans.json): `?plan=` and a stored choice must name one of them.
    const slugs = props.plans.map((p) => p.slug);
    let next = loadState(slugs) ?? initialState;
    const query = new URLSearchParams(window.location.search).get('plan');
    const plan = query !== null && slugs.includes(query) ? query : undefined;
    if (plan && arrivedNow())
      next = { ...next, plan, step: next.step > 2 ? next.step : 2, trialStartedAt: next.trialStartedAt ?? new Date().toISOString() };
    next = reconcile({ ...next, openedAt: next.openedAt ?? Date.now() }, found !== '', resolved.base !== '');
    // Stored answers are checked again, as when they were given: one no longer valid (storage
    // edited, text over its limit) brings the wizard back to its step, which says what is wrong;
    // what was typed stays as it was.
    const answers = answersPlace(next, props);
    if (isBeyond({ step: next.step, part: next.step === 3 ? next.businessPart : 1 }, answers)) {
      next = { ...next, step: answers.step, businessPart: answers.step === 3 ? answers.part : next.businessPart };
      setRefusals(1);
    }
    depth.current = entryOf()?.depth ?? 0;
    history.replaceState(withEntry(positionOf(next, depth.current)), '');
    setExisting(existingAccountEmail());
    setApi(resolved);
    setEndpoint(found);
    setState(next);
    setReady(true);
  }, []);
  // Saved as the change is committed, not after paint: a reload straight after it keeps it.
  useLayoutEffect(() => {
    if (ready) saveState(state);
  }, [state, ready]);
  // The browser's Back and Forward between steps.
  useEffect(() => {
    const onPop = () => {
      const entry = entryOf();
      if (!entry) return;
      if (returning.current) {
        returning.current = false;
        return;
      }
      const before = current.current;
      // Forward replays an entry saved when its step was reached: it is taken only as far as the
      // answers given now allow (valid, and verified for this number). Beyond that, the browser
      // goes back to the entry shown, which then says what is missing.
      const answers = reconcile(before, endpoint !== '', api.base !== '');
      if (isBeyond({ step: entry.step, part: entry.part }, furthestPlace(answers, props))) {
        const delta = depth.current - entry.depth;
        returning.current = delta !== 0;
        if (delta !== 0) history.go(delta);
        current.current = answers;
        setState(answers);
        setRefusals((n) => n + 1);
        return;
      }
      depth.current = entry.depth;
      const next = reconcile(
        { ...before, step: entry.step, businessPart: entry.step === 3 ? entry.part : before.businessPart },
        endpoint !== '',
        api.base !== '',
      );
      // A step whose earlier answers were cleared meanwhile is not shown: its entry says where the wizard is instead.
      if (next.step !== entry.step) history.replaceState(withEntry(positionOf(next, entry.depth)), '');
      moved.current = next.step !== before.step ? 'step' : 'part';
      setRefusals(0);
      setState(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [endpoint, api]);
  useEffect(() => {
    const kind = moved.current;
    moved.current = null;
    if (!kind || !root.current) return;
    if (kind === 'step') {
      window.scrollTo({ top: 0 });
      root.current.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
    } else {
      const heading = root.current.querySelector<HTMLElement>('#business-part-title');
      heading?.closest('section')?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    }
  }, [state.step, state.businessPart]);
  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(() => {
      setWelcome(false);
      forward({ step: 2 });
    }, 2500);
    return () => clearTimeout(timer);
  }, [welcome]);

  const update = (change: Partial<WizardState>) => setState((s) => ({ ...s, ...change }));
  /** On to a later step or part: a new history entry. */
  const forward = (change: Partial<WizardState>) => {
    const before = current.current;
    const next = { ...before, ...change };
    depth.current = (entryOf()?.depth ?? 0) + 1;
    history.pushState(withEntry(positionOf(next, depth.current)), '');
    moved.current = next.step !== before.step ? 'step' : 'part';
    current.current = next;
    setRefusals(0);
    setState(next);
  };
  /** Back to `change`'s step: the browser's own Back when the entry below is the wizard's, so both stay in step. */
  const backward = (change: Partial<WizardState>) => {
    const entry = entryOf();
    if (entry && entry.depth > 0) {
      history.back();
      return;
    }
    const before = current.current;
    const next = { ...before, ...change };
    depth.current = 0;
    history.replaceState(withEntry(positionOf(next, 0)), '');
    moved.current = next.step !== before.step ? 'step' : 'part';
    setRefusals(0);
    setState(next);
  };

  const planName = props.plans.find((p) => p.slug === state.plan)?.name ?? '';
  const number = state.number?.phoneNumber ?? '';
  /** The account is made (by the API when there is one): stored as the spec says, then the welcome. */
  const finish = (created: SignupResult | undefined) => {
    const account = {
      // Without surrounding spaces, as the API gets them: " dana@example.com " is not an address.
      business: Object.fromEntries(Object.entries(state.business).map(([key, value]) => [key, value.trim()])),
      plan: state.plan,
      selectedNumber: state.number ? selectedNumberRecord(state.number, props) : undefined,
      templates: state.templates,
      verificationCode: state.verificationCode,
      trialStartedAt: state.trialStartedAt,
      setupDate: new Date().toISOString(),
    };
    write(storageKeys.account, JSON.stringify(account));
    write(storageKeys.onboardingCompleted, 'true');
    write(storageKeys.wizard, '', 'session');
    setFinished({ ...(created?.redirectUrl ? { redirectUrl: created.redirectUrl } : {}) });
  };
  // Where the API says the new account goes on (a dashboard, a page to set a password), else the
  // locale's sign-in, which greets the new account with its e-mail and offers a link to choose a password.
  const toLogin = () => window.location.assign(finished?.redirectUrl ?? props.loginHref);
  const email = state.business.contactEmail.trim();

  if (!ready) {
    return (
      <div className="wizard__body" aria-busy="true">
        <Progress t={t} step={0} />
        <div className="card wizard__loading">
          <p className="muted">{t('onboarding.loading')}</p>
        </div>
      </div>
    );
  }
  const name = state.business.contactName.trim();
  return (
    <div className="wizard__body" ref={root}>
      <Progress t={t} step={state.step} />
      {state.step === 1 && existing ? (
        <p className="notice wizard__existing" role="status">
          <Icon name="check" />
          <span>
            {richText(props.strings, 'onboarding.accountExists', { email: <bdi dir="ltr">{existing}</bdi> })}{' '}
            <a href={props.loginHref}>{t('onboarding.accountExistsLink')}</a>
          </span>
        </p>
      ) : null}
      {state.step === 1 ? (
        <StepPlan
          t={t}
          plans={props.plans}
          selected={state.plan}
          onSelect={(plan) => update({ plan })}
          onConfirm={() => {
            update({ trialStartedAt: new Date().toISOString() });
            track('sign_up', state.plan ? { plan: state.plan } : {});
            setWelcome(true);
          }}
        />
      ) : null}
      {state.step === 2 ? (
        <StepNumber
          t={t}
          strings={props.strings}
          props={props}
          purchaseOffered={endpoint !== ''}
          endpoint={endpoint}
          mode={state.numberMode}
          number={state.number}
          own={state.own}
          onMode={(numberMode) => update({ numberMode, number: undefined, own: initialState.own })}
          onOwn={(own) => update({ own, number: ownSelection(own, props) })}
          onNumber={(selected) => update({ number: selected })}
          onBack={() => backward({ step: 1 })}
          onContinue={() => forward({ step: 3, businessPart: 1 })}
        />
      ) : null}
      {state.step === 3 ? (
        <StepBusiness
          t={t}
          props={props}
          business={state.business}
          part={state.businessPart}
          consent={state.consent}
          honeypot={state.honeypot}
          refusals={refusals}
          onChange={(business) => update({ business })}
          onConsent={(consent) => update({ consent })}
          onHoneypot={(honeypot) => update({ honeypot })}
          onNext={() => forward({ businessPart: 2 })}
          onBack={() => backward(state.businessPart === 2 ? { businessPart: 1 } : { step: 2 })}
          onContinue={() => forward({ step: 4 })}
        />
      ) : null}
      {state.step === 4 ? (
        <StepVerification
          t={t}
          strings={props.strings}
          summary={{ company: state.business.companyName, plan: planName, number }}
          client={clients.verification}
          locale={props.locale}
          verification={state.verification}
          code={state.codeDraft}
          onCode={(codeDraft) => update({ codeDraft })}
          onSent={(verification) => update({ verification })}
          onBack={() => backward({ step: 3 })}
          onVerified={(verificationCode, verificationToken) => forward({ verificationCode, verificationToken, step: 5 })}
        />
      ) : null}
      {state.step === 5 ? (
        <StepWhatsapp
          t={t}
          strings={props.strings}
          number={number}
          client={clients.whatsapp}
          token={state.verificationToken ?? ''}
          locale={props.locale}
          started={state.whatsappConnection}
          onStarted={(whatsappConnection) => update({ whatsappConnection })}
          onBack={() => backward({ step: 4 })}
          onDone={(whatsapp) => forward({ whatsapp, step: 6 })}
        />
      ) : null}
      {state.step === 6 ? (
        <StepTemplates
          t={t}
          templates={state.templates}
          businessName={state.business.companyName}
          formatLocale={props.formatLocale}
          refusals={refusals}
          onChange={(templates) => update({ templates })}
          onBack={() => backward({ step: 5 })}
          onFinish={() => forward({ step: 7 })}
        />
      ) : null}
      {state.step === 7 ? (
        <StepDone
          t={t}
          api={api}
          request={() => signupRequest(current.current, props.locale, props.consent)}
          onCreated={finish}
          fieldLabel={(field) => t(`business.${field.replace(/^business\./, '')}`)}
        />
      ) : null}
      {/* Under Continue, in the page: a toast fixed to the bottom of the screen sat dark on the dark footer, over its links (issue 45, item 13). */}
      {welcome ? (
        <p className="notice notice--success wizard__welcome" role="status">
          <Icon name="check" />
          <span>
            <strong>{t('welcomeTitle')}</strong> {richText(props.strings, 'welcomeText', { plan: <bdi>{planName}</bdi> })}
          </span>
        </p>
      ) : null}
      {/* After completion (spec §2, step 4): the account is stored, then a welcome, then the login. Closing it goes on too. */}
      <Dialog open={finished !== null} onClose={toLogin} labelledBy="account-ready-title" describedBy="account-ready-text">
        <h2 id="account-ready-title">
          {name ? richText(props.strings, 'onboarding.accountReadyTitle', { name: <bdi>{name}</bdi> }) : t('welcomeTitle')}
        </h2>
        <p id="account-ready-text" className="muted">
          {richText(props.strings, 'onboarding.accountReadyText', { plan: <bdi>{planName}</bdi> })}
          {/* Without an address from the API, what comes next is ours to say: a password for the e-mail given. */}
          {finished?.redirectUrl || !email ? null : (
            <> {richText(props.strings, 'onboarding.accountReadyNext', { email: <bdi dir="ltr">{email}</bdi> })}</>
          )}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={toLogin}>
            {finished?.redirectUrl || !email ? t('onboarding.accountReadySignIn') : t('onboarding.accountReadyPassword')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
