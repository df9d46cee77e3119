import { createElement, Fragment, type ReactNode } from 'react';

/** A Hebrew one-letter prefix and its hyphen, with the Latin word or number it is joined to ("ה-WhatsApp", "ב-14"). */
const hebrewPrefix = /((?<![\p{L}\p{M}])[\u05D0-\u05EA]-[^\s\u05D0-\u05EA]{1,24})/u;

/**
 * Text with each Hebrew one-letter prefix kept on the line of the word it is joined to: Chromium
 * breaks after the hyphen of "ה-WhatsApp", leaving "ה-" alone at a line's end (issue 45, item 13).
 * The pair goes in a no-wrap span; the characters stay as written (a joiner in the strings would
 * reach accessible names and the consent sentences' hashes). Text without one is returned as is.
 */
export function keepPrefixes(text: string): ReactNode {
  if (!hebrewPrefix.test(text)) return text;
  const parts = text.split(new RegExp(hebrewPrefix.source, 'gu'));
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) => (index % 2 === 1 ? createElement('span', { key: index, className: 'nowrap' }, part) : part)),
  );
}
