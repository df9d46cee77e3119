import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';
import { Island } from '../components/island.tsx';
import { localPrices } from '../components/local-prices.ts';
import { planPickerProps } from '../components/plan-cards.tsx';
import type { WizardProps } from '../islands/onboarding-wizard.tsx';
import { consentSentence } from '../components/consent-sentence.ts';

/** Onboarding data the wizard needs, already in the page's language (from the build). */
export interface OnboardingData {
  countries: WizardProps['countries'];
  featured: string[];
  usNumbersFor: string[];
  defaultCountry: string;
  phoneRules: WizardProps['phoneRules'];
  industries: WizardProps['industries'];
  /** The configured number-list endpoint, '' when there is none (no number purchase on a static host). */
  numberEndpoint: string;
  /** Every string the wizard shows, flattened: `number.title`, `onboarding.continue`... */
  strings: Record<string, string>;
}

/**
 * The wizard. The server renders its frame without a step (the step depends on this tab's stored
 * progress, known only in the browser), and the island shows the right step once it runs.
 */
export function OnboardingPage({ ctx, data, onboarding }: { ctx: PageContext; data: PageData; onboarding: OnboardingData }) {
  const { t } = ctx;
  const props: WizardProps = {
    strings: onboarding.strings,
    plans: planPickerProps(ctx, data.plans, 3).plans,
    countries: onboarding.countries,
    featured: onboarding.featured,
    usNumbersFor: onboarding.usNumbersFor,
    defaultCountry: onboarding.defaultCountry,
    phoneRules: onboarding.phoneRules,
    industries: onboarding.industries,
    numberPrice: ctx.format.localMoney(localPrices(ctx, data).businessNumber),
    ownPrice: ctx.format.localMoney(0),
    numberEndpoint: onboarding.numberEndpoint,
    api: ctx.api,
    locale: ctx.locale.htmlLang,
    consent: { whatsapp: consentSentence(ctx, 'consent.signupWhatsapp'), marketingEmail: consentSentence(ctx, 'consent.marketingEmail') },
    formatLocale: ctx.locale.dateLocale,
    websiteExample: 'https://www.example.com',
    loginHref: ctx.href('login'),
  };
  return (
    <div className="container wizard" id="wizard">
      <h1>{t('onboarding.title')}</h1>
      <p className="muted">{t('onboarding.subtitle')}</p>
      <Island ctx={ctx} name="onboarding-wizard" props={props} />
      <p className="plan-note">
        {t('onboarding.enterpriseNote')} <a href={`${ctx.href('contact')}?topic=sales`}>{t('onboarding.enterpriseLink')}</a>
      </p>
    </div>
  );
}
