import type { PageContext } from '../context.ts';
import type { FaqView } from '../page-data.ts';
import { Icon } from './icons.tsx';
import { Text } from './local-text.tsx';

/** An accordion on <details>: several answers open at once, and it works without JavaScript. */
export function FaqList({ ctx, entries }: { ctx: PageContext; entries: FaqView[] }) {
  return (
    <div className="faq">
      {entries.map((entry) => (
        <details key={entry.id} id={`faq-${entry.id}`}>
          <summary>
            <Text value={entry.question} pageLang={ctx.locale.lang} />
            <Icon name="plus" />
          </summary>
          <div>
            <Text as="p" value={entry.answer} pageLang={ctx.locale.lang} />
          </div>
        </details>
      ))}
    </div>
  );
}
