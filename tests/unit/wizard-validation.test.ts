import { describe, expect, it } from 'vitest';
import { checkPhone, isEmail, isVerificationCode, isWebsite, ruleFor } from '../../templates/islands/wizard/validation.ts';
import { computeRoi } from '../../templates/islands/roi-calculator.tsx';
import countries from '../../data/countries.json' with { type: 'json' };

const rules = countries.phoneRules;
const check = (country: string, input: string, dial = '') => checkPhone(input, ruleFor(country, rules), dial);

describe('phone digit rules (spec section 5, data/countries.json)', () => {
  it.each([
    ['US', '202-555-0143', true],
    ['US', '20255501', false],
    ['CA', '4165550143', true],
    ['IL', '52 123 4567', true],
    ['IL', '42 123 4567', false],
    ['GB', '2079460958', true],
    ['GB', '20794609581', true],
    ['FR', '0612345678', true],
    ['DE', '3012345678', true],
    ['DE', '301234567890', true],
    ['IN', '9876543210', true],
    ['IN', '5876543210', false],
    ['AU', '412345678', true],
    ['BR', '11987654321', true],
    ['MX', '5512345678', true],
    ['ES', '612345678', true],
    ['IT', '3123456789', true],
    ['NG', '8031234567', true],
    ['NG', '123456', false],
  ])('%s %s → valid %s', (country, input, valid) => {
    expect(check(country, input).ok).toBe(valid);
  });

  it('says which limit was broken, with the exact message keys', () => {
    expect(check('IL', '5212')).toEqual({ ok: false, error: 'phoneTooShort', limit: 9 });
    expect(check('IL', '52123456789')).toEqual({ ok: false, error: 'phoneTooLong', limit: 9 });
    expect(check('IL', '412345678')).toEqual({ ok: false, error: 'phoneFormat' });
    expect(check('ZZ', '123')).toEqual({ ok: false, error: 'phoneTooShort', limit: 7 });
    expect(check('ZZ', '1234567890123456')).toEqual({ ok: false, error: 'phoneTooLong', limit: 15 });
  });

  it('accepts the number as people dial it: with the trunk 0 or the country code', () => {
    expect(check('IL', '052-123-4567', '+972')).toEqual({ ok: true, digits: '521234567' });
    expect(check('IL', '+972 52 123 4567', '+972')).toEqual({ ok: true, digits: '521234567' });
    expect(check('IN', '+91 98765 43210', '+91')).toEqual({ ok: true, digits: '9876543210' });
  });

  it('drops a typed +code even when the number would fit with it, so the code is not stored twice', () => {
    // Germany allows 10-12 digits: 49 30 12345678 is 12 of them, code included.
    expect(check('DE', '+49 30 12345678', '+49')).toEqual({ ok: true, digits: '3012345678' });
    // Any other country allows 7-15: Nigeria's 234 803 123 4567 is 13.
    expect(check('NG', '+234 803 123 4567', '+234')).toEqual({ ok: true, digits: '8031234567' });
    // Without the +, a number that fits is taken as national, as the spec's rule reads it.
    expect(check('DE', '49 30 12345678', '+49')).toEqual({ ok: true, digits: '493012345678' });
  });

  it('counts digits typed in Devanagari, Arabic-Indic or fullwidth as digits', () => {
    expect(check('IN', '९८७६५ ४३२१०', '+91')).toEqual({ ok: true, digits: '9876543210' });
    expect(check('IL', '٠٥٢-١٢٣-٤٥٦٧', '+972')).toEqual({ ok: true, digits: '521234567' });
    expect(check('MX', '５５ １２３４ ５６７８', '+52')).toEqual({ ok: true, digits: '5512345678' });
  });
  // Properties over any input (formatting, limits, messages): validation.property.test.ts.
});

describe('email, website and code checks', () => {
  it.each([
    ['a@b.co', true],
    ['dana@example.com', true],
    ['no at', false],
    ['a@b', false],
    ['a b@c.d', false],
    ['@b.c', false],
  ])('email %s → %s', (value, ok) => {
    expect(isEmail(value)).toBe(ok);
  });
  it.each([
    ['https://cafe.example.com', true],
    ['http://a.io/menu', true],
    ['cafe.com', false],
    ['https://localhost', false],
    ['ftp://a.com', false],
    ['https://a .com', false],
  ])('website %s → %s', (value, ok) => {
    expect(isWebsite(value)).toBe(ok);
  });
  it('wants exactly six characters for the code', () => {
    expect([isVerificationCode('12345'), isVerificationCode('123456'), isVerificationCode('1234567')]).toEqual([false, true, false]);
  });
});

describe('ROI formula', () => {
  it('gives the spec defaults: 250 customers, 75 order value → 87 reviews, 182 customers, 13,650', () => {
    expect(computeRoi(250, 75)).toEqual({ reviews: 87, newCustomers: 182, revenue: 13650 });
  });
  // The whole slider range and beyond, against the formula restated: roi.property.test.ts.
});
