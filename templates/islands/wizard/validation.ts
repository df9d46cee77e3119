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
 * The national number as the rule counts it. People type numbers the way they dial them: with
 * the country code (+972 52…) or with the trunk 0 (052…). A number written the international
 * way, with a leading +, loses the country's code whatever its length. Otherwise the code or the
 * trunk 0 is dropped only when the number is too long for its country: 972 123 456 is a whole
 * Israeli number. (Before, +49 30 12345678 fitted Germany's 10–12 digits code and all, and was
 * stored as "+49 493012345678".)
 */
export function nationalDigits(input: string, rule: PhoneRule, dial = ''): string {
  let digits = phoneDigits(input);
  const code = phoneDigits(dial);
  if (code && digits.startsWith(code) && (input.trimStart().startsWith('+') || digits.length > rule.max)) digits = digits.slice(code.length);
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
