import type { PageContext } from '../context.ts';
import type { ContentPageView, PageData } from '../page-data.ts';
import { FallbackNotice } from '../components/fallback-notice.tsx';
import { ProofPanel } from '../components/proof-panel.tsx';

/**
 * A page written in Markdown (`content/pages/<lang>/<slug>.md`): its title and description as the
 * page's hero, its text in the site layout, and on wide screens what its front matter puts beside
 * the text (`aside: stats`: the About page had no hero and left 40% of the width empty; issue 45,
 * item 7). A page shown untranslated keeps its language (title and text); the notice around it is
 * in the page's (DECISIONS.md).
 */
export function ContentPage({ ctx, data, page }: { ctx: PageContext; data: PageData; page: ContentPageView }) {
  const fallback = page.lang !== ctx.locale.lang;
  // Content pages fall back to English, written left to right.
  const textLang = fallback ? { lang: page.lang, dir: 'ltr' as const } : {};
  return (
    <article className="content-page">
      {fallback ? (
        <div className="container">
          <FallbackNotice ctx={ctx} />
        </div>
      ) : null}
      <header className="page-hero">
        <div className="container">
          <h1 {...textLang}>{page.title}</h1>
          <p {...textLang}>{page.description}</p>
        </div>
      </header>
      <div className={page.aside ? 'container content-layout content-layout--aside' : 'container content-layout'}>
        <div className="prose" {...textLang} dangerouslySetInnerHTML={{ __html: page.html }} />
        {page.aside === 'stats' ? <ProofPanel ctx={ctx} data={data} headingId="content-aside-title" className="content-aside" /> : null}
      </div>
    </article>
  );
}
