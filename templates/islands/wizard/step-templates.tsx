import { useEffect, useState } from 'react';
import { Icon } from '../../components/icons.tsx';
import { CharacterCount } from './character-count.tsx';
import { Field } from './field.tsx';
import { textLimits, type WizardState } from './state.ts';
import { isolateTokens, type Text } from './wizard-text.ts';

const platforms = [
  ['google', 'defaultGoogle'],
  ['facebook', 'defaultFacebook'],
  ['tripadvisor', 'defaultTripadvisor'],
] as const;

export type PreviewValues = { customer_name: string; business_name: string; review_link: string };

/** Fills the template variables for the live preview. */
export function previewMessage(template: string, values: PreviewValues): string {
  return template.replace(/\{(customer_name|business_name|review_link)\}/g, (_m, name: keyof typeof values) => values[name]);
}

/**
 * The step after WhatsApp (no counter): platforms, their default messages, a custom message.
 * Variables, Latin names and links are isolated in the text, so a Hebrew message reads in order.
 */
export function StepTemplates({
  t,
  templates,
  businessName,
  formatLocale,
  refusals,
  onChange,
  onBack,
  onFinish,
}: {
  t: Text;
  templates: WizardState['templates'];
  businessName: string;
  /** BCP 47 locale of the character count. */
  formatLocale: string;
  /** Counts the browser's Forward refused on this step: each shows what is missing, as Finish does. */
  refusals: number;
  onChange: (templates: WizardState['templates']) => void;
  onBack: () => void;
  onFinish: () => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const chosen = platforms.filter(([id]) => templates[id]);
  const sample = templates.customMessage.trim() || (chosen[0] ? t(`templates.${chosen[0][1]}`) : '');
  useEffect(() => {
    if (refusals > 0 && chosen.length === 0) setError(t('errors.platform'));
  }, [refusals]);
  const values: PreviewValues = {
    customer_name: t('templates.previewCustomer'),
    business_name: businessName,
    review_link: 'g.page/r/review',
  };
  return (
    <section aria-labelledby="templates-step-title">
      <h2 id="templates-step-title" tabIndex={-1}>
        {t('templates.title')}
      </h2>
      <p className="muted">{t('templates.subtitle')}</p>
      <fieldset className="platforms" aria-describedby={error ? 'platforms-error' : undefined}>
        <legend className="visually-hidden">{t('templates.title')}</legend>
        {platforms.map(([id, message]) => (
          <label key={id} className={templates[id] ? 'card platform is-selected' : 'card platform'}>
            <span className="field--check">
              <input
                type="checkbox"
                checked={templates[id]}
                onChange={(e) => {
                  onChange({ ...templates, [id]: e.currentTarget.checked });
                  setError(undefined);
                }}
              />
              <strong>{t(`templates.${id}`)}</strong>
            </span>
            <span className="muted platform__message">{isolateTokens(t(`templates.${message}`))}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="field__error" id="platforms-error" role="alert">
          <Icon name="alert" size={16} />
          {error}
        </p>
      ) : null}
      <Field
        id="custom-message"
        label={t('templates.customMessage')}
        requiredLabel={t('common.requiredMark')}
        hint={isolateTokens(t('templates.variables'))}
      >
        <textarea
          id="custom-message"
          rows={3}
          maxLength={textLimits.long}
          value={templates.customMessage}
          aria-describedby="custom-message-hint custom-message-count"
          onInput={(e) => onChange({ ...templates, customMessage: e.currentTarget.value })}
          onChange={(e) => onChange({ ...templates, customMessage: e.currentTarget.value })}
        />
        <CharacterCount
          id="custom-message"
          t={t}
          value={templates.customMessage}
          max={textLimits.long}
          formatLocale={formatLocale}
          always
        />
      </Field>
      <div className="preview">
        <p className="muted">{t('templates.preview')}</p>
        <p className="bubble bubble--in" aria-live="polite">
          {isolateTokens(sample, values)}
        </p>
      </div>
      <div className="wizard__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('onboarding.back')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => (chosen.length === 0 ? setError(t('errors.platform')) : onFinish())}
        >
          {t('templates.finish')}
        </button>
      </div>
    </section>
  );
}
