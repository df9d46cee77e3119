import type { PageContext } from '../context.ts';
import { Icon } from './icons.tsx';

/**
 * Said in the page's own language when a translation on the page was made from an older English
 * (issue 42): the page stays as it is, and links the English for the current text.
 */
export function OutdatedNotice({ ctx, englishHref }: { ctx: PageContext; englishHref: string }) {
  return (
    <div className="container">
      <p className="notice" role="note" data-translation-notice="outdated">
        <Icon name="info" />
        <span>
          {ctx.t('common.mayBeOutdated')}{' '}
          <a href={englishHref} hrefLang="en" lang="en">
            {ctx.t('common.readEnglish')}
          </a>
        </span>
      </p>
    </div>
  );
}
