import { useEffect, useState } from 'react';
import { Icon } from '../../components/icons.tsx';
import { ConsentBoxes, Honeypot } from '../runtime/consent-boxes.tsx';
import { validateCompany, validateContact, type BusinessErrors } from './business-rules.ts';
import { CharacterCount, countShown } from './character-count.tsx';
import { describedBy, Field } from './field.tsx';
import { businessLimit, type Business, type WizardState } from './state.ts';
import type { Text } from './wizard-text.ts';
import type { WizardProps } from './types.ts';

type Errors = BusinessErrors;
const sizes = [
  ['solo', 'sizeSolo'],
  ['small', 'sizeSmall'],
  ['medium', 'sizeMedium'],
  ['large', 'sizeLarge'],
] as const;

/**
 * Step 3: contact details, then company details; each part moves on only when valid. The wizard
 * treats the second part like a step: a history entry, the page scrolled to it, focus on its heading.
 */
export function StepBusiness({
  t,
  props,
  business,
  part,
  consent,
  honeypot,
  refusals,
  onChange,
  onConsent,
  onHoneypot,
  onNext,
  onBack,
  onContinue,
}: {
  t: Text;
  props: WizardProps;
  business: Business;
  part: 1 | 2;
  consent: WizardState['consent'];
  honeypot: string;
  /** Counts the browser's Forward refused on this part: each shows what is missing, as Continue does. */
  refusals: number;
  onChange: (business: Business) => void;
  onConsent: (consent: WizardState['consent']) => void;
  onHoneypot: (value: string) => void;
  onNext: () => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const req = t('common.requiredMark');
  const set = (key: keyof Business, value: string) => {
    // Changing the industry clears the specific type; editing a field clears its error.
    onChange(key === 'industry' ? { ...business, industry: value, subIndustry: '' } : { ...business, [key]: value });
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  /** The control's description: its error, and its character count while shown. */
  const described = (key: keyof Business, long = false) => {
    const own = describedBy(`b-${key}`, errors[key]);
    const count = countShown(business[key], businessLimit(key), long) ? `b-${key}-count` : undefined;
    return { ...own, 'aria-describedby': [own['aria-describedby'], count].filter(Boolean).join(' ') || undefined };
  };
  const counter = (key: keyof Business, long = false) => (
    <CharacterCount id={`b-${key}`} t={t} value={business[key]} max={businessLimit(key)} formatLocale={props.formatLocale} always={long} />
  );
  const input = (key: keyof Business, type = 'text', autoComplete?: string, extra: Record<string, unknown> = {}) => (
    <>
      <input
        id={`b-${key}`}
        name={key}
        type={type}
        autoComplete={autoComplete}
        maxLength={businessLimit(key)}
        value={business[key]}
        {...described(key)}
        {...extra}
        onInput={(e) => set(key, e.currentTarget.value)}
        onChange={(e) => set(key, e.currentTarget.value)}
      />
      {counter(key)}
    </>
  );
  /** Shows this part's errors and focuses the first; true when there is none. */
  const check = () => {
    const found = part === 1 ? validateContact(business, t) : validateCompany(business, t, props);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`b-${first}`)?.focus();
    return !first;
  };
  const submit = () => {
    if (!check()) return;
    if (part === 1) onNext();
    else onContinue();
  };
  useEffect(() => {
    if (refusals > 0) check();
  }, [refusals]);
  const industry = props.industries.find((i) => i.id === business.industry);
  return (
    <section aria-labelledby="business-step-title">
      <h2 id="business-step-title" tabIndex={-1}>
        {t('business.title')}
      </h2>
      <p className="muted">{t('business.subStep', { current: part })}</p>
      <form
        className="form card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {part === 1 ? (
          <>
            <h3 id="business-part-title" tabIndex={-1}>
              {t('business.contactTitle')}
            </h3>
            <div className="form__row">
              <Field id="b-contactName" label={t('business.contactName')} required requiredLabel={req} error={errors.contactName}>
                {input('contactName', 'text', 'name')}
              </Field>
              <Field id="b-contactEmail" label={t('business.contactEmail')} required requiredLabel={req} error={errors.contactEmail}>
                {input('contactEmail', 'email', 'email', { dir: 'ltr' })}
              </Field>
            </div>
            <div className="form__row">
              <Field id="b-contactPhone" label={t('business.contactPhone')} required requiredLabel={req} error={errors.contactPhone}>
                {input('contactPhone', 'tel', 'tel', { dir: 'ltr' })}
              </Field>
              <Field id="b-contactRole" label={t('business.contactRole')} required requiredLabel={req} error={errors.contactRole}>
                {input('contactRole', 'text', 'organization-title')}
              </Field>
            </div>
            <ConsentBoxes
              idPrefix="b-consent"
              legend={t('consent.legend')}
              sentences={props.consent}
              checked={consent}
              onChange={(id, checked) => onConsent({ ...consent, [id]: checked })}
            />
            <Honeypot id="b-website-trap" label={t('consent.honeypot')} value={honeypot} onChange={onHoneypot} />
          </>
        ) : (
          <>
            <h3 id="business-part-title" tabIndex={-1}>
              {t('business.companyTitle')}
            </h3>
            <div className="form__row">
              <Field id="b-companyName" label={t('business.companyName')} required requiredLabel={req} error={errors.companyName}>
                {input('companyName', 'text', 'organization')}
              </Field>
              <Field
                id="b-companyId"
                label={t('business.companyId')}
                optionalLabel={t('business.optional')}
                requiredLabel={req}
                error={errors.companyId}
              >
                {input('companyId')}
              </Field>
            </div>
            <div className="form__row">
              <Field id="b-companyWebsite" label={t('business.companyWebsite')} required requiredLabel={req} error={errors.companyWebsite}>
                {input('companyWebsite', 'url', 'url', { dir: 'ltr', placeholder: props.websiteExample })}
              </Field>
              <Field id="b-companyAddress" label={t('business.companyAddress')} required requiredLabel={req} error={errors.companyAddress}>
                {input('companyAddress', 'text', 'street-address')}
              </Field>
            </div>
            <div className="form__row">
              <Field id="b-industry" label={t('business.industry')} required requiredLabel={req} error={errors.industry}>
                <select
                  id="b-industry"
                  value={business.industry}
                  {...describedBy('b-industry', errors.industry)}
                  onChange={(e) => set('industry', e.currentTarget.value)}
                >
                  <option value="">{t('business.selectPlaceholder')}</option>
                  {props.industries.map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.name}
                    </option>
                  ))}
                </select>
              </Field>
              {industry && industry.subIndustries.length > 0 ? (
                <Field id="b-subIndustry" label={t('business.subIndustry')} required requiredLabel={req} error={errors.subIndustry}>
                  <select
                    id="b-subIndustry"
                    value={business.subIndustry}
                    {...describedBy('b-subIndustry', errors.subIndustry)}
                    onChange={(e) => set('subIndustry', e.currentTarget.value)}
                  >
                    <option value="">{t('business.selectPlaceholder')}</option>
                    {industry.subIndustries.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                </Field>
              ) : (
                <span />
              )}
            </div>
            <Field id="b-businessSize" label={t('business.businessSize')} required requiredLabel={req} error={errors.businessSize}>
              <select
                id="b-businessSize"
                value={business.businessSize}
                {...describedBy('b-businessSize', errors.businessSize)}
                onChange={(e) => set('businessSize', e.currentTarget.value)}
              >
                <option value="">{t('business.selectPlaceholder')}</option>
                {sizes.map(([value, key]) => (
                  <option key={value} value={value}>
                    {t(`business.${key}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="b-companyDescription"
              label={t('business.companyDescription')}
              optionalLabel={t('business.optional')}
              requiredLabel={req}
              error={errors.companyDescription}
            >
              <textarea
                id="b-companyDescription"
                rows={3}
                maxLength={businessLimit('companyDescription')}
                value={business.companyDescription}
                {...described('companyDescription', true)}
                onInput={(e) => set('companyDescription', e.currentTarget.value)}
                onChange={(e) => set('companyDescription', e.currentTarget.value)}
              />
              {counter('companyDescription', true)}
            </Field>
          </>
        )}
        <div className="wizard__actions">
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t('onboarding.back')}
          </button>
          <button type="submit" className="button button--primary">
            {part === 1 ? t('business.next') : t('onboarding.continue')} <Icon name="arrow" size={18} />
          </button>
        </div>
      </form>
    </section>
  );
}
