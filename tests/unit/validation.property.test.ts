import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  isEmail,
  isWebsite,
  phoneDigits,
  ruleFor,
  type PhoneCheck,
  type PhoneRule,
} from '../../templates/islands/wizard/validation.ts';
import { createText } from '../../templates/islands/wizard/wizard-text.ts';
import { emailPattern } from '../../templates/islands/services/auth-client.ts';
import countries from '../../data/countries.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };

/**
 * Properties of the wizard's rules, stated from the spec (section 5) rather than from the code:
 * the digit table below is copied from the spec, so a change to data/countries.json that breaks
 * it fails here too. Example-based cases stay in wizard-validation.test.ts.
 */

// Spec section 5: "US 10; CA 10; IL 9 starting 5-9; GB 10-11; FR 10; DE 10-12; IN 10 starting 6-9;
// AU 9-10; BR 10-11; MX 10; ES 9; IT 10; any other country 7-15".
const specRules: Record<string, PhoneRule> = {
  US: { min: 10, max: 10 },
  CA: { min: 10, max: 10 },
  IL: { min: 9, max: 9, firstDigits: '56789' },
  GB: { min: 10, max: 11 },
  FR: { min: 10, max: 10 },
  DE: { min: 10, max: 12 },
  IN: { min: 10, max: 10, firstDigits: '6789' },
  AU: { min: 9, max: 10 },
  BR: { min: 10, max: 11 },
  MX: { min: 10, max: 10 },
  ES: { min: 9, max: 9 },
  IT: { min: 10, max: 10 },
};
const specDefault: PhoneRule = { min: 7, max: 15 };
const specRule = (country: string): PhoneRule => specRules[country] ?? specDefault;

const rules = countries.phoneRules;
const dialOf = (country: string): string => countries.countries.find((c) => c.code === country)?.dial ?? '';

/** Every country the wizard offers, plus one it does not know (no dial prefix, default rule). */
const country = fc.constantFrom(...countries.countries.map((c) => c.code), 'ZZ');

/** The message the island shows for a refusal, built as step-number.tsx builds it (English). */
const englishErrors = createText(Object.fromEntries(Object.entries(en.wizard.errors).map(([key, text]) => [`errors.${key}`, text])));
function messageOf(check: PhoneCheck): string | undefined {
  return check.ok ? undefined : englishErrors(`errors.${check.error}`, { min: check.limit ?? '', max: check.limit ?? '' });
}

const digit = fc.constantFrom(...'0123456789');
const digitsOf = (length: number, first: string = '0123456789') =>
  fc
    .tuple(fc.constantFrom(...first), fc.array(digit, { minLength: length - 1, maxLength: length - 1 }))
    .map(([head, tail]) => head + tail.join(''));

/** A national number the spec accepts: right length, and a first digit the country allows. */
const validNational = (rule: PhoneRule) =>
  fc.integer({ min: rule.min, max: rule.max }).chain((length) => digitsOf(length, rule.firstDigits));

/** What people put between digits: spaces, dashes, dots, brackets, slashes, a no-break space. */
const separator = fc.constantFrom('', '', ' ', '-', '.', '(', ')', '/', '\u00a0', ' - ');
/**
 * The digits as someone might type them, with separators anywhere. (A leading + is not just
 * formatting: it says a country code follows; see the property on dialled numbers.)
 */
const formatted = (digits: string) =>
  fc
    .array(separator, { minLength: digits.length + 1, maxLength: digits.length + 1 })
    .map((gaps) => [...digits].map((d, i) => gaps[i] + d).join('') + gaps[digits.length]);

/** Any text with no decimal digit of any script in it: what "only digits count" must ignore. */
const noDigits = fc.string({ unit: 'binary', maxLength: 4 }).map((s) => s.replace(/\p{Nd}/gu, ''));

describe('phone digit rules (spec section 5), as properties', () => {
  it('data/countries.json holds the spec table for every country the wizard offers', () => {
    // A short, fixed list: every entry, not a sample.
    for (const code of [...countries.countries.map((c) => c.code), 'ZZ']) expect(ruleFor(code, rules), code).toEqual(specRule(code));
  });

  it('accepts a number with the right count of digits however it is formatted, and keeps just the digits', () => {
    const typedValid = country.chain((code) =>
      validNational(specRule(code)).chain((national) => formatted(national).map((typed) => ({ code, national, typed }))),
    );
    fc.assert(
      fc.property(typedValid, ({ code, national, typed }) => {
        expect(checkPhone(typed, ruleFor(code, rules), dialOf(code))).toEqual({ ok: true, digits: national });
      }),
    );
  });

  it('accepts the number dialled with its country code, or a trunk 0 where the row names the first digits, and recovers the national digits', () => {
    // With "+code" or "00code" the national digits always come back whatever the length (so the
    // code is never stored twice); with the code's digits alone, whenever that form is too long to
    // be national; a trunk 0 is dropped only where the row says what the number starts with (IL,
    // IN): elsewhere the digits count as typed (DECISIONS.md, "Own numbers").
    const dialled = country
      .filter((code) => dialOf(code) !== '')
      .chain((code) =>
        fc.tuple(
          fc.constant(code),
          validNational(specRule(code)),
          fc.constantFrom('+code', '00code', 'code digits', ...(specRule(code).firstDigits ? ['trunk'] : [])),
          separator,
        ),
      );
    fc.assert(
      fc.property(dialled, ([code, national, form, gap]) => {
        const rule = specRule(code);
        const typed =
          form === '+code'
            ? `${dialOf(code)}${gap}${national}`
            : form === '00code'
              ? `00${dialOf(code).slice(1)}${gap}${national}`
              : form === 'code digits'
                ? `${dialOf(code).slice(1)}${gap}${national}`
                : `0${national}`;
        const result = checkPhone(typed, ruleFor(code, rules), dialOf(code));
        expect(result.ok).toBe(true);
        if (form !== 'code digits' || phoneDigits(typed).length > rule.max) expect(result).toEqual({ ok: true, digits: national });
      }),
    );
  });

  it('counts a typed 0 as a digit where the row does not name the first digits: one too many is too long', () => {
    const withZero = country
      .filter((code) => !specRule(code).firstDigits)
      .chain((code) => digitsOf(specRule(code).max, '123456789').map((national) => [code, `0${national}`] as const));
    fc.assert(
      fc.property(withZero, ([code, typed]) => {
        expect(checkPhone(typed, ruleFor(code, rules), dialOf(code))).toEqual({
          ok: false,
          error: 'phoneTooLong',
          limit: specRule(code).max,
        });
      }),
    );
  });

  it('keeps a national number whole when it happens to start with the country code digits', () => {
    // Only a number too long for its country loses its code: by the spec's rule 972 123 456 is a
    // whole Israeli number, not +972 and six digits.
    // Chosen in plain code, not with .filter: a broken phoneDigits must fail here, not loop.
    const codes = countries.countries.map((c) => c.code).filter((code) => specRule(code).firstDigits?.includes(dialOf(code)[1]!) ?? true);
    const startsWithCode = fc.constantFrom(...codes).chain((code) => {
      const rule = specRule(code);
      const dial = dialOf(code).slice(1);
      return fc
        .integer({ min: Math.max(rule.min, dial.length + 1), max: rule.max })
        .chain((length) => fc.array(digit, { minLength: length - dial.length, maxLength: length - dial.length }))
        .map((rest) => [code, dial + rest.join('')] as const);
    });
    fc.assert(
      fc.property(startsWithCode, ([code, national]) => {
        expect(checkPhone(national, ruleFor(code, rules), dialOf(code))).toEqual({ ok: true, digits: national });
      }),
    );
  });

  it('refuses too few digits with "Phone number is too short (minimum N digits)"', () => {
    const typedShort = country.chain((code) =>
      fc
        .integer({ min: 0, max: specRule(code).min - 1 })
        .chain((length) => (length === 0 ? fc.constant('') : digitsOf(length)))
        .chain((digits) => formatted(digits).map((typed) => ({ code, typed }))),
    );
    fc.assert(
      fc.property(typedShort, ({ code, typed }) => {
        const min = specRule(code).min;
        const result = checkPhone(typed, ruleFor(code, rules), dialOf(code));
        expect(result).toEqual({ ok: false, error: 'phoneTooShort', limit: min });
        expect(messageOf(result)).toBe(`Phone number is too short (minimum ${min} digits)`);
      }),
    );
  });

  it('refuses too many digits with "Phone number is too long (maximum N digits)"', () => {
    // Not a trunk 0 or the country code in front: those are dropped from a long number (above).
    const typedLong = country.chain((code) =>
      fc
        .integer({ min: specRule(code).max + 1, max: specRule(code).max + 8 })
        .chain((length) => digitsOf(length, '123456789'))
        .filter((digits) => dialOf(code) === '' || !digits.startsWith(dialOf(code).slice(1)))
        .chain((digits) => formatted(digits).map((typed) => ({ code, typed }))),
    );
    fc.assert(
      fc.property(typedLong, ({ code, typed }) => {
        const max = specRule(code).max;
        const result = checkPhone(typed, ruleFor(code, rules), dialOf(code));
        expect(result).toEqual({ ok: false, error: 'phoneTooLong', limit: max });
        expect(messageOf(result)).toBe(`Phone number is too long (maximum ${max} digits)`);
      }),
    );
  });

  it('refuses a right-length number with a first digit the country does not allow (IL 5–9, IN 6–9) with "Invalid phone number format"', () => {
    const wrongStart = fc.constantFrom('IL', 'IN').chain((code) => {
      const rule = specRule(code);
      // Not 0: there a leading 0 is the trunk prefix, dropped before counting (DECISIONS.md).
      const banned = [...'123456789'].filter((d) => !rule.firstDigits!.includes(d)).join('');
      return fc.tuple(fc.constant(code), digitsOf(rule.min, banned));
    });
    fc.assert(
      fc.property(wrongStart, ([code, digits]) => {
        const result = checkPhone(digits, ruleFor(code, rules), dialOf(code));
        expect(result).toEqual({ ok: false, error: 'phoneFormat' });
        expect(messageOf(result)).toBe('Invalid phone number format');
      }),
    );
  });

  it('counts only digits: any non-digit text anywhere changes nothing', () => {
    const noisy = fc
      .tuple(
        country,
        fc.array(digit, { maxLength: 18 }).map((d) => d.join('')),
      )
      .chain(([code, digits]) =>
        fc.tuple(
          fc.constant(code),
          fc.constant(digits),
          fc.array(noDigits, { minLength: digits.length + 1, maxLength: digits.length + 1 }),
        ),
      );
    fc.assert(
      fc.property(noisy, ([code, digits, noise]) => {
        // Except a + before the first digit, which says a country code follows (property above).
        const typed = [...digits].map((d, i) => (i === 0 ? noise[i]!.replaceAll('+', '') : noise[i]) + d).join('') + noise[digits.length];
        const rule = ruleFor(code, rules);
        expect(checkPhone(typed, rule, dialOf(code))).toEqual(checkPhone(digits, rule, dialOf(code)));
      }),
    );
  });

  it('counts the digits of any script as 0-9, checked against ICU: a Hindi or Arabic keyboard types its own', () => {
    // Every decimal numbering system the runtime's ICU knows (Devanagari, Arabic-Indic, Thai,
    // fullwidth, mathematical …): formatting 0-9 in it gives that script's digits.
    const systems = Intl.supportedValuesOf('numberingSystem')
      .map((nu) => new Intl.NumberFormat(`en-u-nu-${nu}`, { useGrouping: false }))
      .filter((format) => [...'0123456789'].every((d) => /^\p{Nd}$/u.test(format.format(Number(d)))));
    expect(systems.length).toBeGreaterThan(50);
    const inScripts = fc.array(fc.tuple(digit, fc.constantFrom(...systems)), { maxLength: 16 });
    fc.assert(
      fc.property(inScripts, (typed) => {
        const text = typed.map(([d, format]) => format.format(Number(d))).join(' ');
        expect(phoneDigits(text)).toBe(typed.map(([d]) => d).join(''));
      }),
    );
  });

  it('normalizes idempotently: digits of digits are the same digits, and an accepted number re-checks to itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), country, (typed, code) => {
        const digits = phoneDigits(typed);
        expect(digits).toMatch(/^[0-9]*$/);
        expect(phoneDigits(digits)).toBe(digits);
        const rule = ruleFor(code, rules);
        const result = checkPhone(typed, rule, dialOf(code));
        if (result.ok) expect(checkPhone(result.digits, rule, dialOf(code))).toEqual(result);
      }),
    );
  });

  it('gives exactly one verdict for any input, and "valid" means within the country limits', () => {
    const typed = fc.oneof(fc.string({ unit: 'binary', maxLength: 25 }), fc.stringMatching(/^\+?[0-9 ()-]{0,24}$/));
    fc.assert(
      fc.property(typed, country, (input, code) => {
        const rule = specRule(code);
        const result = checkPhone(input, ruleFor(code, rules), dialOf(code));
        if (result.ok) {
          expect(result.digits.length).toBeGreaterThanOrEqual(rule.min);
          expect(result.digits.length).toBeLessThanOrEqual(rule.max);
          if (rule.firstDigits) expect(rule.firstDigits).toContain(result.digits[0]);
        } else {
          expect(messageOf(result)).toMatch(
            /^(Phone number is too short \(minimum \d+ digits\)|Phone number is too long \(maximum \d+ digits\)|Invalid phone number format)$/,
          );
        }
      }),
    );
  });
});

/** A run of characters the spec's email shape allows in one part: no space, no @. */
const emailPart = (extra = '') => fc.stringMatching(new RegExp(`^[a-z0-9${extra}._+-]{1,12}$`));
const whitespace = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003');
/** A valid address with one character that decides the verdict put somewhere: near the boundary. */
const nearEmail = fc
  .tuple(fc.emailAddress({ size: 'small' }), fc.constantFrom(' ', '\t', '@', '.', '', 'é'), fc.nat())
  .map(([email, char, at]) => {
    const cut = at % (email.length + 1);
    return email.slice(0, cut) + char + email.slice(cut);
  });

describe('email check (spec: text, @, text, dot, text, no spaces), as properties', () => {
  it('refuses any text without an @', () => {
    const anyText = fc.oneof(fc.string({ unit: 'binary' }), nearEmail);
    fc.assert(
      fc.property(
        anyText.map((s) => s.replaceAll('@', '')),
        (value) => {
          expect(isEmail(value)).toBe(false);
        },
      ),
    );
  });

  it('accepts generated addresses (fc.emailAddress): the spec forbids none of them', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (value) => {
        expect(isEmail(value)).toBe(true);
      }),
    );
  });

  it('accepts text@text.text, and refuses it with a space inside, a second @, or no dot after the @', () => {
    fc.assert(
      fc.property(emailPart(), emailPart('A-Z'), emailPart(), whitespace, fc.nat(), (user, host, tld, space, at) => {
        const email = `${user}@${host}.${tld}`;
        expect(isEmail(email)).toBe(true);
        // Inside, not at either end: the forms trim the ends.
        const cut = 1 + (at % (email.length - 1));
        expect(isEmail(email.slice(0, cut) + space + email.slice(cut))).toBe(false);
        expect(isEmail(`${user}@${host}@${host}.${tld}`)).toBe(false);
        expect(isEmail(`${user}@${host.replaceAll('.', '')}`)).toBe(false);
      }),
    );
  });

  it("ignores spaces around the address (the forms trim), and agrees with the login form's pattern", () => {
    const value = fc.oneof(fc.emailAddress(), nearEmail, fc.string({ unit: 'binary', maxLength: 20 }));
    fc.assert(
      fc.property(value, fc.array(whitespace, { maxLength: 3 }), (value, pad) => {
        const padded = `${pad.join('')}${value}${pad.join('')}`;
        expect(isEmail(padded)).toBe(isEmail(value.trim()));
        // The forgot-password dialog checks the trimmed text against its own copy of the rule.
        expect(emailPattern.test(value.trim())).toBe(isEmail(value));
      }),
    );
  });
});

describe('website check (spec: http:// or https://, a host with a dot), as properties', () => {
  it('accepts generated web addresses (fc.webUrl) with paths, ports, queries and fragments', () => {
    const url = fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withPort: true } });
    fc.assert(
      fc.property(url, fc.boolean(), (value, shout) => {
        expect(isWebsite(shout ? value.replace(/^https?/, (scheme) => scheme.toUpperCase()) : value)).toBe(true);
      }),
    );
  });

  it('refuses any scheme other than http and https (javascript:, data:, ftp:, none)', () => {
    const scheme = fc.constantFrom('javascript:', 'JavaScript:', 'data:', 'ftp://', 'mailto:', '//', '', 'www.', 'http:/', 'https:');
    fc.assert(
      fc.property(scheme, fc.webUrl(), (prefix, url) => {
        expect(isWebsite(prefix + url.replace(/^https?:\/\//, ''))).toBe(false);
      }),
    );
  });

  it('refuses an address without a host, or with a host that has no dot', () => {
    // Nothing after the scheme, or something that cannot start a host name.
    const afterScheme = fc.oneof(
      fc.constant(''),
      fc.tuple(fc.constantFrom('/', '?', '#', '.'), fc.stringMatching(/^[a-z0-9./?#=&-]{0,15}$/)).map(([start, rest]) => start + rest),
    );
    fc.assert(
      fc.property(fc.constantFrom('http://', 'https://'), afterScheme, (scheme, rest) => {
        expect(isWebsite(scheme + rest)).toBe(false);
      }),
    );
    const dotless = fc.tuple(
      fc.constantFrom('http://', 'https://'),
      fc.stringMatching(/^[a-z0-9-]{1,15}$/),
      fc.constantFrom('', '/', '/menu.html', '?a=b.c', '#x.y'),
    );
    fc.assert(
      fc.property(dotless, ([scheme, host, rest]) => {
        expect(isWebsite(scheme + host + rest)).toBe(false);
      }),
    );
  });

  it('refuses a space inside the address, and ignores spaces around it', () => {
    fc.assert(
      fc.property(fc.webUrl(), whitespace, fc.nat(), (url, space, at) => {
        const cut = 1 + (at % (url.length - 1));
        expect(isWebsite(url.slice(0, cut) + space + url.slice(cut))).toBe(false);
        expect(isWebsite(`${space}${url}${space}`)).toBe(true);
      }),
    );
  });
});
