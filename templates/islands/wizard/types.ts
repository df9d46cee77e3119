import type { PlanCardView } from '../plan-picker.tsx';
import type { PhoneRule } from './validation.ts';
import type { Strings } from './wizard-text.ts';

export interface CountryOption {
  code: string;
  name: string;
  dial: string;
  flag: string;
}

/** Everything the wizard shows, in the page's language, from the build. */
export interface WizardProps {
  strings: Strings;
  plans: PlanCardView[];
  countries: CountryOption[];
  featured: string[];
  usNumbersFor: string[];
  defaultCountry: string;
  phoneRules: { default: PhoneRule; byCountry: Record<string, PhoneRule> };
  industries: { id: string; name: string; subIndustries: { id: string; name: string }[] }[];
  /** The business number's monthly price in the locale's currency ("₪35"). */
  numberPrice: string;
  /** The number-list endpoint (site settings, or the local stand-in of serve/dev). */
  numberEndpoint: string;
  websiteExample: string;
  loginHref: string;
}
