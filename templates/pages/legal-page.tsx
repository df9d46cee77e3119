import type { PageContext } from '../context.ts';
import type { LegalContent } from '../page-data.ts';
import { FallbackNotice } from '../components/fallback-notice.tsx';

type TextLang = { lang: string; dir: 'ltr' } | Record<string, never>;

function TocList({ doc, textLang }: { doc: LegalContent; textLang: TextLang }) {
  return (
    <ol {...textLang}>
      {doc.headings
        .filter((heading) => heading.depth === 2)
        .map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
    </ol>
  );
}

/**
 * Terms or privacy: Markdown rendered at build time. The table of contents is a collapsed
 * disclosure on phones (so the text starts on the first screen) and a sticky sidebar on desktop;
 * CSS shows one of the two. A text shown untranslated keeps its language (headings, text); its
 * title, the labels and the date around it are in the page's (DECISIONS.md).
 */
export function LegalPage({ ctx, doc }: { ctx: PageContext; doc: LegalContent }) {
  const fallback = doc.lang !== ctx.locale.lang;
  // Legal texts exist in English as the fallback, written left to right.
  const textLang: TextLang = fallback ? { lang: doc.lang, dir: 'ltr' } : {};
  const contents = ctx.t('legal.contents');
  return (
    <div className="container">
      {fallback ? <FallbackNotice ctx={ctx} /> : null}
      <article className="legal">
        <header className="legal__header">
          {/* In the page's language: a fallback's title is the page's name, not the text's. */}
          <h1>{doc.title}</h1>
          <p className="legal-meta">{ctx.t('legal.effective', { date: ctx.format.date(doc.effectiveDate) })}</p>
          <details className="legal-toc legal-toc--compact">
            <summary>{contents}</summary>
            <nav aria-label={contents}>
              <TocList doc={doc} textLang={textLang} />
            </nav>
          </details>
        </header>
        <div className="legal-layout">
          <nav className="legal-toc legal-toc--sidebar" aria-label={contents}>
            <p className="legal-toc__title">{contents}</p>
            <TocList doc={doc} textLang={textLang} />
          </nav>
          <div className="prose" {...textLang} dangerouslySetInnerHTML={{ __html: doc.html }} />
        </div>
      </article>
    </div>
  );
}
