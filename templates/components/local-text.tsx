import type { LocalText } from '../context.ts';

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
  if (value.lang === pageLang) return <Tag className={className}>{value.text}</Tag>;
  return (
    <Tag className={className} lang={value.lang} dir="auto">
      {value.text}
    </Tag>
  );
}
