import type { PageContext } from '../context.ts';

export function NotFoundPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const links = [
    { page: 'pricing', label: 'nav.pricing' },
    { page: 'how-it-works', label: 'nav.howItWorks' },
    { page: 'help', label: 'footer.help' },
    { page: 'contact', label: 'nav.contact' },
  ].filter((link) => ctx.hasPage(link.page));
  return (
    <div className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <ul>
        {links.map((link) => (
          <li key={link.page}>
            <a className="button button--secondary" href={ctx.href(link.page)}>
              {t(link.label)}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a className="button button--primary" href={ctx.href('home')}>
          {t('notFound.home')}
        </a>
      </p>
    </div>
  );
}
