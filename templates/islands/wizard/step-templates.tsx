import { useEffect, useState } from 'react';
import { Icon } from '../../components/icons.tsx';
import { CharacterCount } from './character-count.tsx';
import { describedBy, Field } from './field.tsx';
import { textLimits, type WizardState } from './state.ts';
import { templateProblems, templatesValid, type Platform, type TemplateProblems } from './templates-rules.ts';
import { isolateTokens, type Text } from './wizard-text.ts';

const platforms = [
  ['google', 'defaultGoogle'],
  ['facebook', 'defaultFacebook'],
  ['tripadvisor', 'defaultTripadvisor'],
] as const;

/** What a platform's review link looks like, shown as its placeholder and in the preview until the business gives its own. */
export const linkExamples: Record<Platform, string> = {
  google: 'https://g.page/r/your-business/review',
  facebook: 'https://www.facebook.com/your-business/reviews',
  tripadvisor: 'https://www.tripadvisor.com/your-business',
};

const noProblems: TemplateProblems = { platform: false, customMessage: false, links: [] };

/**
 * The step after WhatsApp (no counter): platforms, their default messages, each one's review
 * link, a custom message, and a preview per chosen platform with its own link (the business's,
 * or an example until it gives one). Variables, Latin names and links are isolated in the text,
 * so a Hebrew message reads in order.
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
  /** Counts the browser's Forward refused on this step (or a stored answer found invalid): each shows what is wrong, as Finish does. */
  refusals: number;
  onChange: (templates: WizardState['templates']) => void;
  onBack: () => void;
  onFinish: () => void;
}) {
  const [shown, setShown] = useState<TemplateProblems>(noProblems);
  const chosen = platforms.filter(([id]) => templates[id]);
  /** Shows what is wrong and focuses the first field concerned; true when nothing is. */
  const check = () => {
    const found = templateProblems(templates);
    setShown(found);
    const first = found.links[0] ? `review-link-${found.links[0]}` : found.customMessage ? 'custom-message' : undefined;
    if (first) document.getElementById(first)?.focus();
    return templatesValid(found);
  };
  useEffect(() => {
    if (refusals > 0) check();
  }, [refusals]);
  const linkError = (id: Platform) => (shown.links.includes(id) ? t('errors.reviewLink', { example: linkExamples[id] }) : undefined);
  const messageError = shown.customMessage ? t('errors.tooLong') : undefined;
  return (
    <section aria-labelledby="templates-step-title">
      <h2 id="templates-step-title" tabIndex={-1}>
        {t('templates.title')}
      </h2>
      <p className="muted">{t('templates.subtitle')}</p>
      <fieldset className="platforms" aria-describedby={shown.platform ? 'platforms-error' : undefined}>
        <legend className="visually-hidden">{t('templates.title')}</legend>
        {platforms.map(([id, message]) => (
          <div key={id} className={templates[id] ? 'card platform is-selected' : 'card platform'}>
            <label className="field--check platform__choice">
              <input
                type="checkbox"
                checked={templates[id]}
                onChange={(e) => {
                  onChange({ ...templates, [id]: e.currentTarget.checked });
                  setShown((p) => ({ ...p, platform: false, links: p.links.filter((l) => l !== id) }));
                }}
              />
              <strong>{t(`templates.${id}`)}</strong>
            </label>
            <span className="muted platform__message">{isolateTokens(t(`templates.${message}`))}</span>
            {templates[id] ? (
              <Field
                id={`review-link-${id}`}
                label={t('templates.reviewLink', { platform: t(`templates.${id}`) })}
                optionalLabel={t('business.optional')}
                requiredLabel={t('common.requiredMark')}
                error={linkError(id)}
              >
                <input
                  id={`review-link-${id}`}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  dir="ltr"
                  maxLength={textLimits.field}
                  placeholder={linkExamples[id]}
                  value={templates.links[id]}
                  {...describedBy(`review-link-${id}`, linkError(id))}
                  onInput={(e) => {
                    onChange({ ...templates, links: { ...templates.links, [id]: e.currentTarget.value } });
                    setShown((p) => ({ ...p, links: p.links.filter((l) => l !== id) }));
                  }}
                  onChange={(e) => onChange({ ...templates, links: { ...templates.links, [id]: e.currentTarget.value } })}
                />
              </Field>
            ) : null}
          </div>
        ))}
      </fieldset>
      {shown.platform ? (
        <p className="field__error" id="platforms-error" role="alert">
          <Icon name="alert" size={16} />
          {t('errors.platform')}
        </p>
      ) : null}
      <Field
        id="custom-message"
        label={t('templates.customMessage')}
        requiredLabel={t('common.requiredMark')}
        hint={isolateTokens(t('templates.variables'))}
        error={messageError}
      >
        <textarea
          id="custom-message"
          rows={3}
          maxLength={textLimits.long}
          value={templates.customMessage}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={['custom-message-hint', messageError ? 'custom-message-error' : '', 'custom-message-count']
            .filter(Boolean)
            .join(' ')}
          onInput={(e) => {
            onChange({ ...templates, customMessage: e.currentTarget.value });
            setShown((p) => ({ ...p, customMessage: false }));
          }}
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
      <div className="preview" aria-live="polite">
        <p className="muted">{t('templates.preview')}</p>
        {chosen.map(([id, message]) => (
          <div key={id} className="preview__message">
            <p className="preview__platform">{t(`templates.${id}`)}</p>
            <p className="bubble bubble--in">
              {isolateTokens(templates.customMessage.trim() || t(`templates.${message}`), {
                customer_name: t('templates.previewCustomer'),
                business_name: businessName,
                review_link: templates.links[id].trim() || linkExamples[id],
              })}
            </p>
          </div>
        ))}
      </div>
      <div className="wizard__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('onboarding.back')}
        </button>
        <button type="button" className="button button--primary" onClick={() => check() && onFinish()}>
          {t('templates.finish')}
        </button>
      </div>
    </section>
  );
}
