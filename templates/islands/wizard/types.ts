import type { PlanCardView } from '../plan-picker.tsx';
import type { ApiSettings } from '../services/api-client.ts';
import type { ConsentBoxId, ConsentSentence } from '../services/consent.ts';
import type { PhoneRule } from './validation.ts';
import type { Strings } from './wizard-text.ts';

/** A country the wizard offers: its name in the page's language, its dial prefix and its flag. */
export interface CountryOption {
  code: string;
  name: string;
  dial: string;
  /**
   * URL of the flag's SVG file (flag-icons, published by the build: generator/assets/flags.ts).
   * An image file, not an emoji flag (an emoji flag needs a font many systems lack), and not
   * markup in the script (it would weigh on the page's JavaScript budget).
   */
  flagSrc: string;
}

/** Everything the wizard shows, in the page's language, from the build. */
export interface WizardProps {
  strings: Strings;
  plans: PlanCardView[];
  countries: CountryOption[];
  featured: string[];
  usNumbersFor: string[];
  /** The country the number list opens on: the locale's (il IL, in IN, mx MX, br BR), IL for the global site. */
  defaultCountry: string;
  phoneRules: { default: PhoneRule; byCountry: Record<string, PhoneRule> };
  industries: { id: string; name: string; subIndustries: { id: string; name: string }[] }[];
  /** The business number's monthly price in the locale's currency ("₪35"). */
  numberPrice: string;
  /** An own SIM's price in the locale's currency: it is free ("$0"). */
  ownPrice: string;
  /**
   * The provider's number-list endpoint configured in data/site.json (`numberListEndpoint`), or ''
   * when there is none: then the wizard asks the API's `listAvailableNumbers`, and offers number
   * purchase only where there is an API (configured, or the stand-in of `serve` and `dev`).
   */
  numberEndpoint: string;
  /** The platform's API (data/site.json `apiBase`) and the timeout of its calls. */
  api: ApiSettings;
  /** The page's `<html lang>`, sent with every request. */
  locale: string;
  /** The consent boxes' sentences, as shown, with their hashes. */
  consent: Record<ConsentBoxId, ConsentSentence>;
  /** BCP 47 locale for the numbers the wizard formats itself (counts). */
  formatLocale: string;
  websiteExample: string;
  loginHref: string;
}
