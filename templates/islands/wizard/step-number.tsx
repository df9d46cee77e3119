import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icons.tsx';
import { Dialog } from '../runtime/dialog.tsx';
import { fetchAvailableNumbers, type AvailableNumber } from '../services/number-client.ts';
import { describedBy, Field } from './field.tsx';
import type { SelectedNumber } from './state.ts';
import type { Text } from './wizard-text.ts';
import type { WizardProps } from './types.ts';
import { checkPhone, ruleFor } from './validation.ts';

type ListState = { status: 'idle' | 'loading' | 'error' | 'ready'; numbers: AvailableNumber[] };
type Tab = 'featured' | 'us' | 'world';

/** "+52 55 1234 5678" → prefix "+52", main part "55 1234 5678". */
export function splitNumber(value: string, dial: string): { prefix: string; main: string } {
  const trimmed = value.trim();
  return trimmed.startsWith(dial) ? { prefix: dial, main: trimmed.slice(dial.length).trim() } : { prefix: '', main: trimmed };
}

function NumberList({ t, props, country, onChosen }: { t: Text; props: WizardProps; country: string; onChosen: (number: SelectedNumber) => void }) {
  const [list, setList] = useState<ListState>({ status: 'idle', numbers: [] });
  const [confirming, setConfirming] = useState<AvailableNumber | null>(null);
  const latest = useRef(0);
  const info = props.countries.find((c) => c.code === country);
  const load = useCallback(() => {
    // Answers for a country that is no longer selected are dropped (DECISIONS.md).
    const request = ++latest.current;
    setList({ status: 'loading', numbers: [] });
    fetchAvailableNumbers(props.numberEndpoint, country).then(
      (numbers) => { if (request === latest.current) setList({ status: 'ready', numbers }); },
      () => { if (request === latest.current) setList({ status: 'error', numbers: [] }); },
    );
  }, [country, props.numberEndpoint]);
  useEffect(load, [load]);
  const name = info?.name ?? t('number.genericCountry');
  return (
    <div className="number-list" aria-busy={list.status === 'loading'}>
      {list.status === 'loading' ? <p className="muted" role="status">{t('number.loading')}</p> : null}
      {list.status === 'error' ? (
        <div className="notice notice--error" role="alert">
          <Icon name="alert" />
          <span>{t('number.loadError', { country: name })}</span>
          <button type="button" className="button button--secondary button--small" onClick={load}>{t('number.tryAgain')}</button>
        </div>
      ) : null}
      {list.status === 'ready' && list.numbers.length === 0 ? <p className="notice" role="status">{t('number.empty')}</p> : null}
      {list.status === 'ready' && list.numbers.length > 0 ? (
        <>
          <h3>{t('number.available', { country: name })}</h3>
          <ul className="number-list__items">
            {list.numbers.map((number) => {
              const parts = splitNumber(number.PhoneNumberValue, info?.dial ?? '');
              return (
                <li key={number.PhoneNumberValue} className="card number-item">
                  <span className="ltr number-item__value"><span className="muted">{parts.prefix}</span> <strong>{parts.main}</strong></span>
                  <span className="muted">{number.District}</span>
                  <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(number)}>{t('number.select')}</button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} labelledBy="number-dialog-title">
        {confirming ? (
          <>
            <h2 id="number-dialog-title">{t('number.confirmTitle')}</h2>
            <p className="number-confirm"><strong className="ltr">{confirming.PhoneNumberValue}</strong><br /><span className="muted">{confirming.District}</span></p>
            <ul className="check-list">{[1, 2, 3].map((n) => <li key={n}><Icon name="check" size={18} /><span>{t(`number.feature${n}`)}</span></li>)}</ul>
            <p><strong>{t('number.pricePerMonth', { price: props.numberPrice })}</strong></p>
            <div className="dialog__actions">
              <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>{t('number.cancel')}</button>
              <button type="button" className="button button--primary" onClick={() => {
                const chosen = confirming;
                setConfirming(null);
                onChosen({ id: country === 'US' || props.featured.includes(country) ? 'business-number' : 'world-number', country, phoneNumber: chosen.PhoneNumberValue, district: chosen.District, price: props.numberPrice });
              }}>{t('number.confirm')}</button>
            </div>
          </>
        ) : null}
      </Dialog>
    </div>
  );
}

/** Step 2: buy a business number (three tabs of countries) or use your own, validated per country. */
export function StepNumber({ t, props, mode, number, onMode, onNumber, onBack, onContinue }: {
  t: Text;
  props: WizardProps;
  mode: 'purchase' | 'own';
  number?: SelectedNumber;
  onMode: (mode: 'purchase' | 'own') => void;
  onNumber: (number?: SelectedNumber) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const [tab, setTab] = useState<Tab>('featured');
  const [country, setCountry] = useState(props.defaultCountry);
  const [ownCountry, setOwnCountry] = useState('');
  const [ownPhone, setOwnPhone] = useState('');
  const [ownError, setOwnError] = useState<string | undefined>();
  // The success dialog lives here: the list it came from is gone once a number is chosen.
  const [success, setSuccess] = useState<string | null>(null);
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), 3000);
    return () => clearTimeout(timer);
  }, [success]);
  const byCode = (code: string) => props.countries.find((c) => c.code === code);
  const ownCheck = ownCountry ? checkPhone(ownPhone, ruleFor(ownCountry, props.phoneRules), byCode(ownCountry)?.dial) : undefined;
  const errorText = (check: ReturnType<typeof checkPhone>) => (check.ok ? undefined : t(`errors.${check.error}`, { min: check.limit ?? '', max: check.limit ?? '' }));

  const switchMode = (next: 'purchase' | 'own') => {
    if (next === mode) return;
    // Switching clears the selection, the country and the typed number (spec section 4).
    onNumber(undefined);
    setCountry(props.defaultCountry);
    setOwnCountry('');
    setOwnPhone('');
    setOwnError(undefined);
    onMode(next);
  };
  const updateOwn = (code: string, phone: string) => {
    setOwnCountry(code);
    setOwnPhone(phone);
    setOwnError(undefined);
    const check = code ? checkPhone(phone, ruleFor(code, props.phoneRules), byCode(code)?.dial) : undefined;
    const dial = byCode(code)?.dial ?? '';
    onNumber(check?.ok ? { id: 'own-sim', country: code, phoneNumber: `${dial} ${check.digits}`, price: '' } : undefined);
  };
  const tabs: { id: Tab; label: string }[] = [
    { id: 'featured', label: t('number.tabFeatured') },
    { id: 'us', label: t('number.tabUs') },
    { id: 'world', label: t('number.tabWorld') },
  ];
  const pickTab = (id: Tab) => {
    setTab(id);
    onNumber(undefined);
    if (id === 'us') setCountry('US');
  };

  return (
    <section aria-labelledby="number-step-title">
      <h2 id="number-step-title">{t('number.title')}</h2>
      <p className="muted">{t('number.subtitle')}</p>
      <div className="mode-switch" role="radiogroup" aria-labelledby="number-step-title">
        {(['purchase', 'own'] as const).map((m) => (
          <button key={m} type="button" role="radio" aria-checked={mode === m} className={mode === m ? 'card mode is-selected' : 'card mode'} onClick={() => switchMode(m)}>
            <strong>{t(m === 'purchase' ? 'number.modePurchase' : 'number.modeOwn')}</strong>
            <span className="muted">{m === 'purchase' ? t('number.modePurchaseHint', { price: props.numberPrice }) : t('number.modeOwnHint')}</span>
          </button>
        ))}
      </div>

      {mode === 'purchase' && number ? (
        <div className="card selected-number" role="status">
          <p className="muted">{t('number.selected')}</p>
          <p><strong className="ltr">{number.phoneNumber}</strong>{number.district ? ` · ${number.district}` : ''}</p>
          <div className="cta-row cta-row--start">
            <button type="button" className="button button--secondary button--small" onClick={() => onNumber(undefined)}>{t('number.changeNumber')}</button>
            <button type="button" className="button button--text" onClick={() => { onNumber(undefined); setCountry(props.defaultCountry); setTab('featured'); }}>{t('number.changeCountry')}</button>
          </div>
        </div>
      ) : null}

      {mode === 'purchase' && !number ? (
        <div>
          <div className="tabs" role="tablist">
            {tabs.map((item) => (
              <button key={item.id} type="button" role="tab" id={`tab-${item.id}`} aria-selected={tab === item.id} aria-controls="number-panel" className="tabs__tab" onClick={() => pickTab(item.id)}>{item.label}</button>
            ))}
          </div>
          <div id="number-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
            {tab === 'featured' ? (
              <div className="country-chips">
                {props.featured.map((code) => {
                  const c = byCode(code)!;
                  return <button key={code} type="button" className="chip" aria-pressed={country === code} onClick={() => setCountry(code)}><span aria-hidden="true">{c.flag}</span> {c.name}</button>;
                })}
              </div>
            ) : null}
            {tab === 'us' ? <p className="muted">{t('number.tabUsHint')}</p> : null}
            {tab === 'world' ? (
              <Field id="world-country" label={t('number.country')} requiredLabel={t('common.requiredMark')}>
                <select id="world-country" value={country} onChange={(e) => setCountry(e.currentTarget.value)}>
                  {props.countries.map((c) => <option key={c.code} value={c.code}>{c.flag} {c.name} ({c.dial})</option>)}
                </select>
              </Field>
            ) : null}
            <NumberList key={country} t={t} props={props} country={country} onChosen={(chosen) => { onNumber(chosen); setSuccess(chosen.phoneNumber); }} />
          </div>
        </div>
      ) : null}

      {mode === 'own' ? (
        <div className="form own-number">
          <Field id="own-country" label={t('number.country')} required requiredLabel={t('common.requiredMark')}>
            <select id="own-country" value={ownCountry} onChange={(e) => updateOwn(e.currentTarget.value, ownPhone)}>
              <option value="">{t('number.chooseCountry')}</option>
              {props.countries.map((c) => <option key={c.code} value={c.code}>{c.flag} {c.name} ({c.dial})</option>)}
            </select>
          </Field>
          <Field id="own-phone" label={t('number.phone')} required requiredLabel={t('common.requiredMark')} hint={t('number.phoneHint')} error={ownError}>
            <div className="phone-input ltr">
              <span className="phone-input__dial">{byCode(ownCountry)?.dial ?? '+'}</span>
              <input id="own-phone" type="tel" inputMode="tel" autoComplete="tel-national" value={ownPhone} disabled={!ownCountry}
                {...describedBy('own-phone', ownError, true)}
                onInput={(e) => updateOwn(ownCountry, e.currentTarget.value)} onChange={(e) => updateOwn(ownCountry, e.currentTarget.value)}
                onBlur={() => setOwnError(ownPhone && ownCheck && !ownCheck.ok ? errorText(ownCheck) : undefined)} />
            </div>
          </Field>
          {ownCheck?.ok ? <p className="form__success"><Icon name="check" size={18} />{t('number.valid')}</p> : null}
        </div>
      ) : null}

      <Dialog open={success !== null} onClose={() => setSuccess(null)} labelledBy="number-success-title">
        <h2 id="number-success-title"><Icon name="check" /> {t('number.successTitle')}</h2>
        <p className="muted">{t('number.successText', { number: success ?? '' })}</p>
      </Dialog>
      <div className="wizard__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>{t('onboarding.back')}</button>
        <button type="button" className="button button--primary" disabled={!number} onClick={() => {
          if (mode === 'own' && ownCheck && !ownCheck.ok) return setOwnError(errorText(ownCheck));
          onContinue();
        }}>{t('onboarding.continue')} <Icon name="arrow" size={18} /></button>
      </div>
    </section>
  );
}
