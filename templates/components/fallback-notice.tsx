import type { LocaleContext } from '../context.ts';
import { Icon } from './icons.tsx';

/** Said in the page's own language when the content below is shown in English. */
export function FallbackNotice({ ctx }: { ctx: LocaleContext }) {
  return (
    <p className="notice" role="note">
      <Icon name="info" />
      <span>{ctx.t('common.notTranslated')}</span>
    </p>
  );
}
