import type { PageContext } from '../context.ts';
import type { FaqView, PageData } from '../page-data.ts';
import { fillPlaceholders } from '../prices.ts';
import { Icon } from './icons.tsx';
import { contentPriceValues } from './local-prices.ts';
import { Text } from './local-text.tsx';

/**
 * An accordion on <details>: several answers open at once, and it works without JavaScript.
 * Prices named in an answer (`{{price.growth}}`) are the page's currency's.
 */
export function FaqList({ ctx, data, entries }: { ctx: PageContext; data: Pick<PageData, 'prices' | 'plans'>; entries: FaqView[] }) {
  const values = contentPriceValues(ctx, data);
  return (
    <div className="faq">
      {entries.map((entry) => (
        <details key={entry.id} id={`faq-${entry.id}`}>
          <summary>
            <Text value={{ ...entry.question, text: fillPlaceholders(entry.question.text, values) }} pageLang={ctx.locale.lang} />
            <Icon name="plus" />
          </summary>
          <div>
            <Text as="p" value={{ ...entry.answer, text: fillPlaceholders(entry.answer.text, values) }} pageLang={ctx.locale.lang} />
          </div>
        </details>
      ))}
    </div>
  );
}
