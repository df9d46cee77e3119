import type { Text } from './wizard-text.ts';

/**
 * Whether a field shows its count: a long text always, a one-line field from 80% of its limit
 * (most names and addresses never come near it, and a counter on each would be noise).
 */
export function countShown(value: string, max: number, always: boolean): boolean {
  return always || value.length >= max * 0.8;
}

/**
 * "1,950 of 2,000 characters" under a field whose input carries the same `maxlength`: the limit
 * is seen while typing, so nothing typed is cut off (or dropped on a reload) unseen. Issue 45, item 11.
 */
export function CharacterCount({
  id,
  t,
  value,
  max,
  formatLocale,
  always = false,
}: {
  id: string;
  t: Text;
  value: string;
  max: number;
  formatLocale: string;
  always?: boolean;
}) {
  if (!countShown(value, max, always)) return null;
  const format = new Intl.NumberFormat(formatLocale);
  return (
    <p id={`${id}-count`} className={value.length >= max ? 'field__hint field__count is-full' : 'field__hint field__count'}>
      {t('characterCount', { count: format.format(value.length), max: format.format(max) })}
    </p>
  );
}
