import type { OwnNumberInput, SelectedNumber } from './state.ts';
import type { CountryOption, WizardProps } from './types.ts';
import { checkPhone, internationalNumber, ruleFor, type PhoneCheck } from './validation.ts';

/** 🇲🇽 from "MX": the flag as data (regional indicator symbols), for the stored record only. */
export function flagOf(code: string): string {
  return /^[A-Z]{2}$/.test(code) ? String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '';
}

/** The selected-number record of spec section 3, as stored with the account. */
export interface SelectedNumberRecord {
  id: SelectedNumber['id'];
  /** Code, name and flag; a dial prefix for own numbers. */
  country: { code: string; name: string; flag: string; dial?: string };
  name: string;
  price: string;
  period: string;
  phoneNumber: string;
  district?: string;
  isValid: boolean;
  validationMessage: string;
}

/** What the wizard keeps of a number, as the spec's record (names and prices in the page's language). */
export function selectedNumberRecord(number: SelectedNumber, props: Pick<WizardProps, 'countries' | 'strings'>): SelectedNumberRecord {
  const country = props.countries.find((c) => c.code === number.country);
  const own = number.id === 'own-sim';
  const nameKey = {
    'business-number': 'onboarding.numberBusiness',
    'world-number': 'onboarding.numberWorld',
    'own-sim': 'onboarding.numberOwn',
  }[number.id];
  return {
    id: number.id,
    country: {
      code: number.country,
      name: country?.name ?? number.country,
      flag: flagOf(number.country),
      ...(own ? { dial: country?.dial ?? '' } : {}),
    },
    name: props.strings[nameKey] ?? nameKey,
    price: number.price,
    period: props.strings['onboarding.numberPeriod'] ?? '/month',
    phoneNumber: number.phoneNumber,
    ...(number.district ? { district: number.district } : {}),
    // Only a number that passed its checks can be carried forward (Continue is disabled otherwise).
    isValid: true,
    validationMessage: '',
  };
}

/** The own number's check, for the country and text typed. */
export function checkOwn(own: OwnNumberInput, props: Pick<WizardProps, 'countries' | 'phoneRules'>): PhoneCheck | undefined {
  if (!own.country) return undefined;
  const country = props.countries.find((c) => c.code === own.country);
  return checkPhone(own.phone, ruleFor(own.country, props.phoneRules), country?.dial ?? '', own.country);
}

/** The own number as a selection when what was typed is valid, else nothing (Continue stays off). */
export function ownSelection(
  own: OwnNumberInput,
  props: Pick<WizardProps, 'countries' | 'phoneRules' | 'ownPrice'>,
): SelectedNumber | undefined {
  const check = checkOwn(own, props);
  if (!check?.ok) return undefined;
  const dial = props.countries.find((c) => c.code === own.country)?.dial ?? '';
  return { id: 'own-sim', country: own.country, phoneNumber: internationalNumber(own.country, dial, check.digits), price: props.ownPrice };
}

/** "Israel (+972)": the dial prefix isolated, so in Hebrew it reads (+972), not (972+). Text only: it goes in an <option>. */
export function countryLabel(country: CountryOption): string {
  return `${country.name} (\u2066${country.dial}\u2069)`;
}
