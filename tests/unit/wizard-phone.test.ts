import { describe, expect, it } from 'vitest';
import { checkPhone, internationalNumber, ruleFor } from '../../templates/islands/wizard/validation.ts';
import countries from '../../data/countries.json' with { type: 'json' };

/**
 * Own-number rules as DECISIONS.md reads spec §5 (issue 21, item 4): the country code goes when
 * typed with + or 00, a trunk 0 is dropped before counting only where the row names the first
 * digits (IL, IN), elsewhere the digits count as typed; the number is kept in international form.
 * The browser side is tests/browser/wizard-flow.test.ts.
 */
const dialOf = (country: string) => countries.countries.find((c) => c.code === country)?.dial ?? '';
const check = (country: string, input: string) => checkPhone(input, ruleFor(country, countries.phoneRules), dialOf(country), country);
const stored = (country: string, input: string) => {
  const result = check(country, input);
  return result.ok ? internationalNumber(country, dialOf(country), result.digits) : result;
};

describe('own-number digit rules (DECISIONS.md)', () => {
  it('counts the digits as typed where the row does not say what the number starts with: over-long input is too long', () => {
    expect(check('GB', '079111234567')).toEqual({ ok: false, error: 'phoneTooLong', limit: 11 });
    expect(check('DE', '0301234567890')).toEqual({ ok: false, error: 'phoneTooLong', limit: 12 });
    expect(check('US', '02025550143')).toEqual({ ok: false, error: 'phoneTooLong', limit: 10 });
    // France's 10 is 06… with its 0.
    expect(check('FR', '0612345678')).toEqual({ ok: true, digits: '0612345678' });
    expect(check('FR', '612345678')).toEqual({ ok: false, error: 'phoneTooShort', limit: 10 });
  });

  it('drops one trunk 0 where the row names the first digits (IL 5-9, IN 6-9)', () => {
    expect(check('IL', '0521234567')).toEqual({ ok: true, digits: '521234567' });
    expect(check('IN', '09876543210')).toEqual({ ok: true, digits: '9876543210' });
    expect(check('IL', '00521234567')).toEqual({ ok: false, error: 'phoneTooLong', limit: 9 });
  });

  it('recognises the country code after + or 00 whatever the length', () => {
    expect(check('GB', '+44 7911 123456')).toEqual({ ok: true, digits: '7911123456' });
    expect(check('GB', '0044 7911 123456')).toEqual({ ok: true, digits: '7911123456' });
    expect(check('GB', '+44 (0)7911 123456')).toEqual({ ok: true, digits: '07911123456' });
    expect(check('IL', '00972-52-123-4567')).toEqual({ ok: true, digits: '521234567' });
    // Typed the international way there is no trunk 0 to count; France still gets its 10.
    expect(check('FR', '+33 6 12 34 56 78')).toEqual({ ok: true, digits: '0612345678' });
    expect(check('GB', '+44 79111 234567 8')).toEqual({ ok: false, error: 'phoneTooLong', limit: 11 });
  });

  it('counts Devanagari and Arabic-Indic digits as digits', () => {
    expect(check('IN', '०९८७६ ५४३२१०')).toEqual({ ok: true, digits: '9876543210' });
    expect(check('IL', '٠٥٢٠٠٠٠٠٠٠')).toEqual({ ok: true, digits: '520000000' });
    expect(check('GB', '٠٧٩١١١٢٣٤٥٦٧')).toEqual({ ok: false, error: 'phoneTooLong', limit: 11 });
  });
});

describe('the international form stored and shown (DECISIONS.md)', () => {
  it.each([
    ['GB', '07911 123456', '+44 7911 123456'],
    ['GB', '+44 7911 123456', '+44 7911 123456'],
    ['GB', '020 7946 0958', '+44 20 7946 0958'],
    ['IL', '052-123-4567', '+972 52 123 4567'],
    ['IL', '+972 52 123 4567', '+972 52 123 4567'],
    ['IN', '09876543210', '+91 98765 43210'],
    ['US', '(202) 555-0143', '+1 202 555 0143'],
    ['FR', '06 12 34 56 78', '+33 6 12 34 56 78'],
    ['DE', '030 12345678', '+49 30 12345678'],
    ['DE', '0151 23456789', '+49 151 23456789'],
    ['MX', '55 1234 5678', '+52 55 1234 5678'],
    ['BR', '11 91234 5678', '+55 11 91234 5678'],
    ['IT', '06 1234 5678', '+39 06 1234 5678'],
    ['IT', '312 345 6789', '+39 312 345 6789'],
    ['NG', '0803 123 4567', '+234 803 123 4567'],
  ])('%s %s → %s', (country, input, expected) => {
    expect(stored(country, input)).toBe(expected);
  });

  it("keeps Italy's leading 0, which is part of the number", () => {
    expect(internationalNumber('IT', '+39', '0612345678')).toMatch(/^\+39 06/);
  });
});
