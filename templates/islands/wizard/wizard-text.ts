import { createElement, Fragment, type ReactNode } from 'react';
import { keepPrefixes } from '../runtime/keep-prefixes.ts';

export { keepPrefixes };

/** The wizard's strings, already in the page's language; `{{name}}` placeholders are filled here. */
export type Strings = Record<string, string>;

export function createText(strings: Strings) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const text = strings[key] ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

export type Text = ReturnType<typeof createText>;

/**
 * A string whose placeholders are elements: a phone number goes in as `<bdi dir="ltr">`, so
 * inside Hebrew text it reads +972 52 123 4567, not 4567 123 52 972+.
 */
export function richText(strings: Strings, key: string, values: Record<string, ReactNode>): ReactNode {
  const text = strings[key] ?? key;
  const parts = text.split(/\{\{\s*(\w+)\s*\}\}/g);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) =>
      index % 2 === 1
        ? createElement(Fragment, { key: index }, part in values ? values[part] : `{{${part}}}`)
        : createElement(Fragment, { key: index }, keepPrefixes(part)),
    ),
  );
}

/** A number, code or Latin token set apart from the text around it, left to right. */
export function ltr(value: ReactNode): ReactNode {
  return createElement('bdi', { dir: 'ltr', className: 'ltr' }, value);
}

/** A phone number's spaces as no-break spaces, so it stays on one line (a runaway value from a service may still wrap). */
export function noBreak(value: string): string {
  return value.length <= 24 ? value.replace(/ /g, '\u00a0') : value;
}

/** A phone number: left to right, and on one line, wherever it sits in a sentence. */
export function phone(value: string): ReactNode {
  return ltr(noBreak(value));
}

/**
 * Template text with `{variables}` (review messages): each variable, and each run of Latin
 * letters, digits and link characters, is isolated, so in a right-to-left message
 * "ב-Google: {review_link}" keeps its colon and braces where they were typed.
 */
export function isolateTokens(text: string, values?: Record<string, string>): ReactNode {
  const parts = text.split(/(\{\w+\}|[A-Za-z0-9](?:[\w.@/:+-]*[\w/])?)/g);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) => {
      if (index % 2 === 0) return part;
      const variable = /^\{(\w+)\}$/.exec(part)?.[1];
      const shown = variable && values && variable in values ? values[variable]! : part;
      // A filled-in value (a name, a business) takes its own direction; tokens are left to right.
      return createElement('bdi', { key: index, dir: variable && values && variable in values ? 'auto' : 'ltr' }, shown);
    }),
  );
}
