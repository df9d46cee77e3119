import type { LocalText } from '../context.ts';

/**
 * Marks a translation made from an older English: the render finds it in the page's markup and
 * then shows the page's "may be out of date" notice (generator/render/render-page.ts).
 */
export const staleTextMark = 'data-stale-translation';

/** Text that may be in a fallback language: it then carries its own `lang` (and direction). */
export function Text({
  value,
  pageLang,
  as: Tag = 'span',
  className,
}: {
  value: LocalText;
  pageLang: string;
  as?: 'span' | 'p' | 'div' | 'strong' | 'blockquote';
  className?: string;
}) {
  if (value.lang === pageLang)
    return (
      <Tag className={className} {...(value.stale ? { [staleTextMark]: '' } : {})}>
        {value.text}
      </Tag>
    );
  return (
    <Tag className={className} lang={value.lang} dir="auto">
      {value.text}
    </Tag>
  );
}
