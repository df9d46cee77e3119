import type { PageContext } from '../context.ts';
import type { ContentPageView } from '../page-data.ts';
import { FallbackNotice } from '../components/fallback-notice.tsx';

/**
 * A page written in Markdown (`content/pages/<lang>/<slug>.md`): its title and text in the
 * site layout. A page shown untranslated keeps its language (title and text); the notice
 * around it is in the page's (DECISIONS.md).
 */
export function ContentPage({ ctx, page }: { ctx: PageContext; page: ContentPageView }) {
  const fallback = page.lang !== ctx.locale.lang;
  // Content pages fall back to English, written left to right.
  const textLang = fallback ? { lang: page.lang, dir: 'ltr' as const } : {};
  return (
    <div className="container">
      {fallback ? <FallbackNotice ctx={ctx} /> : null}
      <article className="content-page">
        <h1 {...textLang}>{page.title}</h1>
        <div className="prose" {...textLang} dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </div>
  );
}
