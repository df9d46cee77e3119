import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../../components/icons.tsx';
import { Dialog } from '../runtime/dialog.tsx';
import { fetchAvailableNumbers, type AvailableNumber } from '../services/number-client.ts';
import { CountryFlag, CountrySelect } from './country-select.tsx';
import { describedBy, Field } from './field.tsx';
import { checkOwn } from './number-record.ts';
import { textLimits, type OwnNumberInput, type SelectedNumber } from './state.ts';
import type { WizardProps } from './types.ts';
import { phoneDigits, type PhoneCheck } from './validation.ts';
import { keepPrefixes, noBreak, phone, richText, type Strings, type Text } from './wizard-text.ts';

/** `total`: how many numbers the service sent, more than `numbers` when it sent more than the wizard lists. */
type ListState = { status: 'idle' | 'loading' | 'error' | 'ready'; numbers: AvailableNumber[]; total: number };
type Tab = 'featured' | 'us' | 'world';

/** The tab that offers a country: US numbers on their own tab, featured countries on theirs, the rest in the world list. */
function tabOf(country: string, props: Pick<WizardProps, 'featured'>): Tab {
  if (props.featured.includes(country)) return 'featured';
  return country === 'US' ? 'us' : 'world';
}

/** How many numbers the list shows at once; "Show more" adds as many again. */
export const numbersPerPage = 200;

/**
 * "+52 55 1234 5678" → prefix "+52", main part "55 1234 5678". Only where the service set the
 * prefix apart: "+972521234567" stays as written, not "+972 521234567" (issue 45, item 13).
 */
export function splitNumber(value: string, dial: string): { prefix: string; main: string } {
  const trimmed = value.trim();
  const rest = dial && trimmed.startsWith(dial) ? trimmed.slice(dial.length) : '';
  return /^[\s.(-]/.test(rest) ? { prefix: dial, main: rest.replace(/^[\s.-]+/, '') } : { prefix: '', main: trimmed };
}

/** The number's main part on one line, unless it is too long for a phone's card: then it may break every 12 characters. */
const numberText = (main: string) => (main.length <= 24 ? noBreak(main) : breakable(main));

/**
 * Free text from the number service, with break opportunities in any word too long for a
 * phone's card (a district such as "Llanfairpwllgwyngyll…"), so the card never overflows.
 */
export function breakable(text: string, every = 12): ReactNode[] {
  return text.split(/(\s+)/).flatMap((word, index) => {
    if (word.length <= every + 4) return [word];
    const pieces: ReactNode[] = [];
    for (let at = 0; at < word.length; at += every) {
      if (at > 0) pieces.push(<wbr key={`${index}-${at}`} />);
      pieces.push(word.slice(at, at + every));
    }
    return pieces;
  });
}

/** Lower case, without accents: "São Paulo" is found by "sao paulo". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Whether a number matches what was typed in the filter: its digits, or its district. */
export function matchesFilter(number: AvailableNumber, query: string): boolean {
  const text = query.trim();
  if (!text) return true;
  // Only digits and the signs people put between them: a search by digits, in any script.
  if (/^[\p{Nd}\s()+.-]+$/u.test(text)) return phoneDigits(number.PhoneNumberValue).includes(phoneDigits(text));
  return folded(number.District).includes(folded(text));
}

/** What the line above the list says: how many numbers there are, how many match, how many show. */
function countKey(filtered: boolean, paged: boolean): string {
  if (filtered) return paged ? 'onboarding.numbersMatchingShowing' : 'onboarding.numbersMatching';
  return paged ? 'onboarding.numbersShowing' : 'onboarding.numbersCount';
}

function NumberList({
  t,
  strings,
  props,
  endpoint,
  country,
  onChosen,
}: {
  t: Text;
  strings: Strings;
  props: WizardProps;
  endpoint: string;
  country: string;
  onChosen: (number: SelectedNumber) => void;
}) {
  const [list, setList] = useState<ListState>({ status: 'idle', numbers: [], total: 0 });
  const [confirming, setConfirming] = useState<AvailableNumber | null>(null);
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const latest = useRef(0);
  const info = props.countries.find((c) => c.code === country);
  const load = useCallback(() => {
    // Answers for a country that is no longer selected are dropped (DECISIONS.md).
    const request = ++latest.current;
    setList({ status: 'loading', numbers: [], total: 0 });
    fetchAvailableNumbers(endpoint, country).then(
      ({ numbers, total }) => {
        if (request === latest.current) setList({ status: 'ready', numbers, total });
      },
      () => {
        if (request === latest.current) setList({ status: 'error', numbers: [], total: 0 });
      },
    );
  }, [country, endpoint]);
  useEffect(load, [load]);
  const count = useMemo(() => new Intl.NumberFormat(props.formatLocale), [props.formatLocale]);
  const matching = useMemo(() => list.numbers.filter((n) => matchesFilter(n, query)), [list.numbers, query]);
  const shown = matching.slice(0, pages * numbersPerPage);
  const name = info?.name ?? t('number.genericCountry');
  // A filter is worth its space once the list is longer than a screen or two.
  const filterable = list.numbers.length > 20;
  return (
    <div className="number-list" aria-busy={list.status === 'loading'}>
      {list.status === 'loading' ? (
        <p className="muted" role="status">
          {t('number.loading')}
        </p>
      ) : null}
      {list.status === 'error' ? (
        <div className="notice notice--error" role="alert">
          <Icon name="alert" />
          <span>{t('number.loadError', { country: name })}</span>
          <button type="button" className="button button--secondary button--small" onClick={load}>
            {t('number.tryAgain')}
          </button>
        </div>
      ) : null}
      {list.status === 'ready' && list.numbers.length === 0 ? (
        <p className="notice" role="status">
          {t('number.empty')}
        </p>
      ) : null}
      {list.status === 'ready' && list.numbers.length > 0 ? (
        <>
          <h3>{t('number.available', { country: name })}</h3>
          {filterable ? (
            <Field id="number-filter" label={t('onboarding.numbersFilter')} requiredLabel={t('common.requiredMark')}>
              <input
                id="number-filter"
                type="search"
                value={query}
                autoComplete="off"
                onInput={(e) => {
                  setQuery(e.currentTarget.value);
                  setPages(1);
                }}
                onChange={(e) => {
                  setQuery(e.currentTarget.value);
                  setPages(1);
                }}
              />
            </Field>
          ) : null}
          {list.total > list.numbers.length ? (
            <p className="notice number-list__cut" role="status">
              <Icon name="alert" />
              <span>{t('onboarding.numbersCut', { total: count.format(list.total), kept: count.format(list.numbers.length) })}</span>
            </p>
          ) : null}
          <p className="muted number-list__count" role="status">
            {t(countKey(query.trim() !== '', shown.length < matching.length), {
              shown: count.format(shown.length),
              count: count.format(matching.length),
              total: count.format(list.numbers.length),
            })}
          </p>
          {matching.length === 0 ? (
            <p className="notice">{richText(strings, 'onboarding.numbersNoMatch', { query: <bdi>{query.trim()}</bdi> })}</p>
          ) : null}
          <ul className="number-list__items">
            {shown.map((number, index) => {
              const parts = splitNumber(number.PhoneNumberValue, info?.dial ?? '');
              return (
                <li key={`${index}:${number.PhoneNumberValue}`} className="card number-item">
                  <div className="number-item__info">
                    <div>
                      <bdi dir="ltr" className="ltr number-item__value">
                        {parts.prefix ? (
                          <>
                            <span className="muted">{parts.prefix}</span>
                            {'\u00a0'}
                          </>
                        ) : null}
                        <strong>{numberText(parts.main)}</strong>
                      </bdi>
                    </div>
                    <div className="muted number-item__district">
                      <bdi>{breakable(number.District)}</bdi>
                    </div>
                  </div>
                  {/* Read with its number ("Select +972 50 123 4567"): a list of bare "Select" buttons says nothing to a screen reader. */}
                  <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(number)}>
                    {t('number.select')}
                    <span className="visually-hidden"> {number.PhoneNumberValue}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {shown.length < matching.length ? (
            <div className="cta-row">
              <button type="button" className="button button--secondary" onClick={() => setPages((n) => n + 1)}>
                {t('onboarding.numbersShowMore')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} labelledBy="number-dialog-title">
        {confirming ? (
          <>
            <h2 id="number-dialog-title">{t('number.confirmTitle')}</h2>
            <p className="number-confirm">
              <strong>{phone(confirming.PhoneNumberValue)}</strong>
              <br />
              <span className="muted">{breakable(confirming.District)}</span>
            </p>
            <ul className="check-list">
              {[1, 2, 3].map((n) => (
                <li key={n}>
                  <Icon name="check" size={18} />
                  <span>{keepPrefixes(t(`number.feature${n}`))}</span>
                </li>
              ))}
            </ul>
            <p>
              <strong>{t('number.pricePerMonth', { price: props.numberPrice })}</strong>
            </p>
            <div className="dialog__actions">
              <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
                {t('number.cancel')}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  const chosen = confirming;
                  setConfirming(null);
                  onChosen({
                    id: country === 'US' || props.featured.includes(country) ? 'business-number' : 'world-number',
                    country,
                    phoneNumber: chosen.PhoneNumberValue.trim(),
                    district: chosen.District,
                    price: props.numberPrice,
                  });
                }}
              >
                {t('number.confirm')}
              </button>
            </div>
          </>
        ) : null}
      </Dialog>
    </div>
  );
}

/**
 * Step 2: buy a business number (three tabs of countries) or use your own, validated per
 * country. Without a number-list endpoint (a built site on a static host) buying is not offered:
 * own number is the mode, with a note saying so.
 */
export function StepNumber({
  t,
  strings,
  props,
  purchaseOffered,
  endpoint,
  mode,
  number,
  own,
  onMode,
  onOwn,
  onNumber,
  onBack,
  onContinue,
}: {
  t: Text;
  strings: Strings;
  props: WizardProps;
  purchaseOffered: boolean;
  endpoint: string;
  mode: 'purchase' | 'own';
  number?: SelectedNumber;
  own: OwnNumberInput;
  onMode: (mode: 'purchase' | 'own') => void;
  onOwn: (own: OwnNumberInput) => void;
  onNumber: (number?: SelectedNumber) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  // A number already chosen (also after a reload) is changed in its own country, on the tab that offers it.
  const [tab, setTab] = useState<Tab>(() => tabOf(number?.country ?? props.defaultCountry, props));
  const [country, setCountry] = useState(number?.country ?? props.defaultCountry);
  const [ownError, setOwnError] = useState<string | undefined>();
  // The success dialog lives here: the list it came from is gone once a number is chosen.
  const [success, setSuccess] = useState<string | null>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), 3000);
    return () => clearTimeout(timer);
  }, [success]);
  // The dialog's opener (the list's Select) is gone once a number is chosen: focus would fall to
  // <body>. It goes to Continue, the next thing to do.
  const successShown = useRef(false);
  useEffect(() => {
    if (success) successShown.current = true;
    else if (successShown.current) {
      successShown.current = false;
      continueButton.current?.focus();
    }
  }, [success]);
  const byCode = (code: string) => props.countries.find((c) => c.code === code);
  const ownCheck = checkOwn(own, props);
  const errorText = (check: PhoneCheck) =>
    check.ok ? undefined : t(`errors.${check.error}`, { min: check.limit ?? '', max: check.limit ?? '' });

  const switchMode = (next: 'purchase' | 'own') => {
    if (next === mode) return;
    // Switching clears the selection, the country and the typed number (spec section 4).
    setCountry(props.defaultCountry);
    setTab('featured');
    setOwnError(undefined);
    onMode(next);
  };
  const updateOwn = (code: string, phone: string) => {
    setOwnError(undefined);
    onOwn({ country: code, phone });
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
      <h2 id="number-step-title" tabIndex={-1}>
        {keepPrefixes(t('number.title'))}
      </h2>
      <p className="muted">{t('number.subtitle')}</p>
      {purchaseOffered ? (
        <div className="mode-switch" role="radiogroup" aria-labelledby="number-step-title">
          {(['purchase', 'own'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              className={mode === m ? 'card mode is-selected' : 'card mode'}
              onClick={() => switchMode(m)}
            >
              <strong>{t(m === 'purchase' ? 'number.modePurchase' : 'number.modeOwn')}</strong>
              <span className="muted">
                {m === 'purchase' ? t('number.modePurchaseHint', { price: props.numberPrice }) : t('number.modeOwnHint')}
              </span>
            </button>
          ))}
        </div>
      ) : (
        <p className="notice number-own-only">
          <Icon name="chat" />
          <span>{t('onboarding.purchaseOff')}</span>
        </p>
      )}

      {mode === 'purchase' && number ? (
        <div className="card selected-number" role="status">
          <p className="muted">{t('number.selected')}</p>
          <p>
            <strong>{phone(number.phoneNumber)}</strong>
            {number.district ? (
              <>
                {' '}
                · <bdi>{number.district}</bdi>
              </>
            ) : null}
          </p>
          <div className="cta-row cta-row--start">
            <button type="button" className="button button--secondary button--small" onClick={() => onNumber(undefined)}>
              {t('number.changeNumber')}
            </button>
            <button
              type="button"
              className="button button--text"
              onClick={() => {
                onNumber(undefined);
                setCountry(props.defaultCountry);
                setTab('featured');
              }}
            >
              {t('number.changeCountry')}
            </button>
          </div>
        </div>
      ) : null}

      {mode === 'purchase' && !number ? (
        <div>
          <div className="tabs" role="tablist" aria-label={t('number.country')}>
            {tabs.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                id={`tab-${item.id}`}
                aria-selected={tab === item.id}
                aria-controls="number-panel"
                className="tabs__tab"
                onClick={() => pickTab(item.id)}
              >
                {item.label}
              </button>
            ))}
          </div>
          <div id="number-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
            {tab === 'featured' ? (
              <div className="country-chips">
                {props.featured
                  .map((code) => byCode(code))
                  .filter((c) => c !== undefined)
                  .map((c) => (
                    <button
                      key={c.code}
                      type="button"
                      className="chip"
                      aria-pressed={country === c.code}
                      onClick={() => setCountry(c.code)}
                    >
                      <CountryFlag country={c} />
                      {c.name}
                    </button>
                  ))}
              </div>
            ) : null}
            {tab === 'us' ? <p className="muted">{t('number.tabUsHint')}</p> : null}
            {tab === 'world' ? (
              <Field id="world-country" label={t('number.country')} requiredLabel={t('common.requiredMark')}>
                <CountrySelect id="world-country" countries={props.countries} value={country} onChange={setCountry} />
              </Field>
            ) : null}
            <NumberList
              key={country}
              t={t}
              strings={strings}
              props={props}
              endpoint={endpoint}
              country={country}
              onChosen={(chosen) => {
                onNumber(chosen);
                setSuccess(chosen.phoneNumber);
              }}
            />
          </div>
        </div>
      ) : null}

      {mode === 'own' ? (
        <div className="form own-number">
          <Field id="own-country" label={t('number.country')} required requiredLabel={t('common.requiredMark')}>
            <CountrySelect
              id="own-country"
              countries={props.countries}
              value={own.country}
              placeholder={t('number.chooseCountry')}
              onChange={(code) => updateOwn(code, own.phone)}
            />
          </Field>
          <Field
            id="own-phone"
            label={t('number.phone')}
            required
            requiredLabel={t('common.requiredMark')}
            hint={t('number.phoneHint')}
            error={ownError}
          >
            <div className="phone-input ltr" dir="ltr">
              <span className="phone-input__dial">{byCode(own.country)?.dial ?? '+'}</span>
              <input
                id="own-phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={textLimits.phone}
                value={own.phone}
                disabled={!own.country}
                {...describedBy('own-phone', ownError, true)}
                onInput={(e) => updateOwn(own.country, e.currentTarget.value)}
                onChange={(e) => updateOwn(own.country, e.currentTarget.value)}
                onBlur={() => setOwnError(own.phone && ownCheck && !ownCheck.ok ? errorText(ownCheck) : undefined)}
              />
            </div>
          </Field>
          {ownCheck?.ok && number ? (
            <p className="form__success">
              <Icon name="check" size={18} />
              {t('number.valid')} {phone(number.phoneNumber)}
            </p>
          ) : null}
        </div>
      ) : null}

      <Dialog open={success !== null} onClose={() => setSuccess(null)} labelledBy="number-success-title">
        <h2 id="number-success-title">
          <Icon name="check" /> {t('number.successTitle')}
        </h2>
        <p className="muted">{richText(strings, 'number.successText', { number: phone(success ?? '') })}</p>
      </Dialog>
      <div className="wizard__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('onboarding.back')}
        </button>
        <button
          ref={continueButton}
          type="button"
          className="button button--primary"
          disabled={!number}
          onClick={() => {
            if (mode === 'own' && ownCheck && !ownCheck.ok) return setOwnError(errorText(ownCheck));
            onContinue();
          }}
        >
          {t('onboarding.continue')} <Icon name="arrow" size={18} />
        </button>
      </div>
    </section>
  );
}
