import type { PageContext } from '../context.ts';
import type { LegalContent } from '../page-data.ts';
import { FallbackNotice } from '../components/fallback-notice.tsx';

/** Terms or privacy: Markdown rendered at build time, with a table of contents. */
export function LegalPage({ ctx, doc }: { ctx: PageContext; doc: LegalContent }) {
  const fallback = doc.lang !== ctx.locale.lang;
  const sections = doc.headings.filter((heading) => heading.depth === 2);
  return (
    <div className="container">
      {fallback ? <FallbackNotice ctx={ctx} /> : null}
      <article className="legal-layout" lang={fallback ? doc.lang : undefined} dir={fallback ? 'ltr' : undefined}>
        <nav className="legal-toc" aria-labelledby="toc-title">
          <details open>
            <summary id="toc-title">{ctx.contentT('legal.contents')}</summary>
            <ol>
              {sections.map((heading) => <li key={heading.id}><a href={`#${heading.id}`}>{heading.text}</a></li>)}
            </ol>
          </details>
        </nav>
        <div className="prose">
          <h1>{doc.title}</h1>
          <p className="legal-meta">
            {ctx.contentT('legal.effective', { date: ctx.contentFormat.date(doc.effectiveDate) })}
          </p>
          <div dangerouslySetInnerHTML={{ __html: doc.html }} />
        </div>
      </article>
    </div>
  );
}
