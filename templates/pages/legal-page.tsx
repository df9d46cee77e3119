import type { PageContext } from '../context.ts';
import type { LegalContent } from '../page-data.ts';
import { FallbackNotice } from '../components/fallback-notice.tsx';

function TocList({ doc }: { doc: LegalContent }) {
  return (
    <ol>
      {doc.headings.filter((heading) => heading.depth === 2).map((heading) => (
        <li key={heading.id}><a href={`#${heading.id}`}>{heading.text}</a></li>
      ))}
    </ol>
  );
}

/**
 * Terms or privacy: Markdown rendered at build time. The table of contents is a collapsed
 * disclosure on phones (so the text starts on the first screen) and a sticky sidebar on desktop;
 * CSS shows one of the two.
 */
export function LegalPage({ ctx, doc }: { ctx: PageContext; doc: LegalContent }) {
  const fallback = doc.lang !== ctx.locale.lang;
  const contents = ctx.contentT('legal.contents');
  return (
    <div className="container">
      {fallback ? <FallbackNotice ctx={ctx} /> : null}
      <article className="legal" lang={fallback ? doc.lang : undefined} dir={fallback ? 'ltr' : undefined}>
        <header className="legal__header">
          <h1>{doc.title}</h1>
          <p className="legal-meta">{ctx.contentT('legal.effective', { date: ctx.contentFormat.date(doc.effectiveDate) })}</p>
          <details className="legal-toc legal-toc--compact">
            <summary>{contents}</summary>
            <nav aria-label={contents}><TocList doc={doc} /></nav>
          </details>
        </header>
        <div className="legal-layout">
          <nav className="legal-toc legal-toc--sidebar" aria-label={contents}>
            <p className="legal-toc__title">{contents}</p>
            <TocList doc={doc} />
          </nav>
          <div className="prose" dangerouslySetInnerHTML={{ __html: doc.html }} />
        </div>
      </article>
    </div>
  );
}
