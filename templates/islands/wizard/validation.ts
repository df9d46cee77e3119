/**
 * The wizard's rules (spec section 5) as pure functions: the island uses them, the unit and
 * property tests call them directly. Messages are keys of `wizard.errors.*` in the strings.
 */
export interface PhoneRule {
  min: number;
  max: number;
  firstDigits?: string;
}

export type PhoneCheck =
  { ok: true; digits: string } | { ok: false; error: 'phoneTooShort' | 'phoneTooLong' | 'phoneFormat'; limit?: number };

/** Any script's decimal digit (Devanagari ९, Arabic-Indic ٩, fullwidth ９ …). */
const decimalDigit = /\p{Nd}/u;

/**
 * A decimal digit of any script as 0–9. Unicode encodes every script's digits as runs of ten in
 * order 0–9, some runs back to back (the mathematical digits), so a digit's value is its
 * distance from the start of its block of runs, modulo ten.
 */
function asciiDigit(char: string): string {
  const code = char.codePointAt(0)!;
  let start = code;
  while (start > 0 && decimalDigit.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((code - start) % 10);
}

/**
 * Only digits count (spaces, dashes, brackets and a leading + are dropped), in whichever script
 * the keyboard types them: a Hindi or Arabic keyboard's digits count as 0–9.
 */
export function phoneDigits(input: string): string {
  return input.replace(/\p{Nd}/gu, (char) => (char >= '0' && char <= '9' ? char : asciiDigit(char))).replace(/\D/g, '');
}

/**
 * Countries whose numbers are dialled at home with a trunk 0 that the international form drops
 * (GB 07911 123456 is +44 7911 123456). Italy keeps its 0 (+39 06…); the US and Canada dial 1;
 * Spain, Mexico, Brazil's mobile form and the Nordic plans have none.
 */
export const trunkZeroCountries = new Set([
  'AE',
  'AR',
  'AT',
  'AU',
  'BE',
  'CH',
  'DE',
  'EG',
  'FI',
  'FR',
  'GB',
  'ID',
  'IE',
  'IL',
  'IN',
  'JP',
  'KE',
  'KR',
  'MA',
  'MY',
  'NG',
  'NL',
  'NZ',
  'PE',
  'PH',
  'RO',
  'SA',
  'SE',
  'TH',
  'TR',
  'UA',
  'VN',
  'ZA',
]);

const fits = (digits: string, rule: PhoneRule) => digits.length >= rule.min && digits.length <= rule.max;

/**
 * The national number as the rule counts it (DECISIONS.md, "Own numbers"):
 * - typed with its country code after `+` or `00`, the code is removed whatever the length;
 *   without them, the code's digits are removed only from a number too long to be national
 *   (wa.me links show 972521234567);
 * - where the row says what the number starts with (IL 5-9, IN 6-9), one leading trunk 0 is
 *   dropped before counting, since people type 052… and 098…;
 * - elsewhere the digits count as typed: FR 10 is 06… with its 0, and GB 079111234567 (12) is too
 *   long. A number typed the international way has no trunk 0; where the country dials one and
 *   the row counts it, it is counted back in (+33 6 12 34 56 78 is France's 10).
 */
export function nationalDigits(input: string, rule: PhoneRule, dial = '', country = ''): string {
  let digits = phoneDigits(input);
  const code = phoneDigits(dial);
  let international = false;
  if (code) {
    if (input.trimStart().startsWith('+') && digits.startsWith(code)) {
      digits = digits.slice(code.length);
      international = true;
    } else if (digits.startsWith(`00${code}`)) {
      digits = digits.slice(code.length + 2);
      international = true;
    } else if (digits.startsWith(code) && digits.length > rule.max) {
      digits = digits.slice(code.length);
      international = true;
    }
  }
  if (rule.firstDigits) return digits.startsWith('0') ? digits.slice(1) : digits;
  if (international && !digits.startsWith('0') && !fits(digits, rule) && trunkZeroCountries.has(country) && fits(`0${digits}`, rule))
    return `0${digits}`;
  return digits;
}

/** Checks a number against its country's rule (or the default 7–15 digits). */
export function checkPhone(input: string, rule: PhoneRule, dial = '', country = ''): PhoneCheck {
  const digits = nationalDigits(input, rule, dial, country);
  if (digits.length < rule.min) return { ok: false, error: 'phoneTooShort', limit: rule.min };
  if (digits.length > rule.max) return { ok: false, error: 'phoneTooLong', limit: rule.max };
  if (rule.firstDigits && !rule.firstDigits.includes(digits[0]!)) return { ok: false, error: 'phoneFormat' };
  return { ok: true, digits };
}

/** How the international form groups the national digits, by country and length (leading digit where it matters). */
function groupsFor(country: string, national: string): number[] | undefined {
  const n = national.length;
  switch (country) {
    case 'US':
    case 'CA':
      return n === 10 ? [3, 3, 4] : undefined;
    case 'IL':
      return n === 9 ? [2, 3, 4] : undefined;
    case 'GB':
      return national.startsWith('2') && n === 10 ? [2, 4, 4] : n === 10 ? [4, 6] : undefined;
    case 'FR':
      return n === 9 ? [1, 2, 2, 2, 2] : undefined;
    case 'DE':
      return /^(30|40|69|89)/.test(national) ? [2, n - 2] : national.startsWith('1') ? [3, n - 3] : [4, n - 4];
    case 'IN':
      return n === 10 ? [5, 5] : undefined;
    case 'AU':
      return n === 9 ? [1, 4, 4] : undefined;
    case 'BR':
      return n === 10 || n === 11 ? [2, n - 6, 4] : undefined;
    case 'MX':
      return n === 10 ? [2, 4, 4] : undefined;
    case 'ES':
      return n === 9 ? [3, 2, 2, 2] : undefined;
    case 'IT':
      return n === 10 ? (national.startsWith('0') ? [2, 4, 4] : [3, 3, 4]) : undefined;
    default:
      return undefined;
  }
}

/** Groups of three, the last taking what is left (four, or two when that is all). */
function defaultGroups(n: number): number[] {
  const groups: number[] = [];
  let left = n;
  while (left > 4) {
    groups.push(3);
    left -= 3;
  }
  if (left > 0) groups.push(left);
  return groups;
}

/**
 * The number in international form, as stored and shown: the dial prefix, then the national
 * number without its trunk 0, grouped the country's way (`+44 7911 123456`, `+972 52 123 4567`).
 */
export function internationalNumber(country: string, dial: string, digits: string): string {
  const national = trunkZeroCountries.has(country) && digits.startsWith('0') ? digits.slice(1) : digits;
  const groups = groupsFor(country, national) ?? defaultGroups(national.length);
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(national.slice(at, at + size));
    at += size;
  }
  if (at < national.length) parts.push(national.slice(at));
  return [dial, ...parts].filter(Boolean).join(' ');
}

export function ruleFor(country: string, rules: { default: PhoneRule; byCountry: Record<string, PhoneRule> }): PhoneRule {
  return rules.byCountry[country] ?? rules.default;
}

/** The spec's email shape: text, @, text, dot, text, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** http:// or https://, then a host with a dot in it. */
export function isWebsite(value: string): boolean {
  return /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(?:[/?#]\S*)?$/i.test(value.trim());
}

/** Exactly six characters. */
export function isVerificationCode(value: string): boolean {
  return value.trim().length === 6;
}
