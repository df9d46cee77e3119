import { z } from 'zod';

/** Text in several languages, keyed by language code; English is required as the fallback. */
export const localizedText = z
  .record(
    z.string().regex(/^[a-z]{2,3}$/, { error: 'language codes are two or three lowercase letters' }),
    z.string().trim().min(1, { error: 'must not be empty' }),
  )
  .refine((value) => typeof value.en === 'string', { error: 'needs an English ("en") text, the fallback for every language' });

export type LocalizedText = z.infer<typeof localizedText>;

/** A calendar date written as YYYY-MM-DD; a day the calendar does not have (2025-02-30) is refused too. */
export const isoDate = z.iso.date({
  // A missing date keeps zod's own message, which the load stage words "is required".
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? undefined
      : typeof issue.input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(issue.input)
        ? `must be a date written as YYYY-MM-DD; ${issue.input} is not a day of the calendar`
        : 'must be a date written as YYYY-MM-DD',
});

/**
 * A site URL's host and path as `sitegen nginx` can write them as words of its configuration
 * (`server_name`, the base path's `location`s): a ";", brace or "$" there would end the word and
 * write configuration of its own, so each may hold only what a host name or a path of the site holds.
 */
export const nginxSafeSiteUrl = {
  check: (url: string) => {
    if (!URL.canParse(url)) return true; // z.url() says so
    const { hostname, pathname } = new URL(url);
    return /^[a-z0-9.-]+$/.test(hostname) && /^[A-Za-z0-9\-._~/%]*$/.test(pathname);
  },
  error:
    'must have a host of letters, digits, "-" and "." and a path of letters, digits, "-", "_", ".", "~" and "/" (sitegen nginx writes both into its configuration)',
};

/**
 * Control characters (other than tab and line feed) make feeds malformed XML and are never
 * meant: refused with where they are.
 */
export const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/;

/** A line of text shown on pages and in feeds: trimmed, not empty, no control characters. */
export const plainText = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .refine((text) => !controlCharacter.test(text), {
    error: (issue) =>
      `has a control character (U+${(issue.input as string).match(controlCharacter)![0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}); remove it`,
  });

/**
 * A list of labels shown side by side (a post's categories, tags, keywords): each written
 * once. A repeat would show twice on cards and chips; it is reported where it repeats.
 */
export const distinctLabels = z.array(plainText).superRefine((labels, ctx) => {
  labels.forEach((label, i) => {
    if (labels.indexOf(label) !== i)
      ctx.addIssue({ code: 'custom', path: [i], input: label, message: `"${label}" is listed twice; remove one` });
  });
});

export const kebabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'must be lowercase words joined by hyphens, like "free-trial"',
});

/** The ISO 4217 codes this Node knows how to format (`Intl.NumberFormat` with `currency`). */
const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

/**
 * A currency code: three capital letters, and a currency that exists, so a typo is caught here
 * rather than shown on a page as a price in a made-up currency. `example` is the code the
 * message suggests for the shape ("ILS" in currencies.json, "MXN" in locales.json).
 */
export function currencyCode(example: string) {
  return z
    .string()
    .regex(/^[A-Z]{3}$/, { error: `must be an ISO 4217 code like "${example}"`, abort: true })
    .refine((code) => knownCurrencies.has(code), { error: (issue) => unknownCurrency(String(issue.input)) });
}

function unknownCurrency(code: string): string {
  // Codes one letter away (ILZ → ILS): a typo is the likely cause.
  const near = [...knownCurrencies].filter((known) => [...known].filter((letter, i) => letter !== code[i]).length === 1);
  const fix =
    near.length > 0 && near.length <= 3
      ? `did you mean ${near.map((c) => `"${c}"`).join(' or ')}?`
      : 'use a code from the ISO 4217 list, like "EUR"';
  return `"${code}" is not a known ISO 4217 currency (${fix})`;
}
