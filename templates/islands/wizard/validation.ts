/**
 * The wizard's rules (spec section 5) as pure functions: the island uses them, the unit and
 * property tests call them directly. Messages are keys of `wizard.errors.*` in the strings.
 */
export interface PhoneRule {
  min: number;
  max: number;
  firstDigits?: string;
}

export type PhoneCheck = { ok: true; digits: string } | { ok: false; error: 'phoneTooShort' | 'phoneTooLong' | 'phoneFormat'; limit?: number };

/** Only digits count (spaces, dashes, brackets and a leading + are dropped). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The national number as the rule counts it. People type numbers the way they dial them: with
 * the country code (+972 52…) or with the trunk 0 (052…); either is dropped when the number is
 * otherwise too long for its country.
 */
export function nationalDigits(input: string, rule: PhoneRule, dial = ''): string {
  let digits = phoneDigits(input);
  const code = phoneDigits(dial);
  if (code && digits.startsWith(code) && digits.length > rule.max) digits = digits.slice(code.length);
  if (digits.startsWith('0') && digits.length > rule.max) digits = digits.slice(1);
  return digits;
}

/** Checks a number against its country's rule (or the default 7–15 digits). */
export function checkPhone(input: string, rule: PhoneRule, dial = ''): PhoneCheck {
  const digits = nationalDigits(input, rule, dial);
  if (digits.length < rule.min) return { ok: false, error: 'phoneTooShort', limit: rule.min };
  if (digits.length > rule.max) return { ok: false, error: 'phoneTooLong', limit: rule.max };
  if (rule.firstDigits && !rule.firstDigits.includes(digits[0]!)) return { ok: false, error: 'phoneFormat' };
  return { ok: true, digits };
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
