import type { LocaleContext } from '../context.ts';
import { Icon } from '../components/icons.tsx';

/** The trail to the page; given its crumbs rather than reading the page's, so a locale template can render it. */
export function Breadcrumbs({ ctx, crumbs }: { ctx: LocaleContext; crumbs: { name: string; path: string; lang?: string }[] }) {
  if (crumbs.length === 0) return null;
  const last = crumbs.length - 1;
  return (
    <nav className="breadcrumbs container" aria-label={ctx.t('common.breadcrumb')} data-pagefind-ignore="">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {/* A crumb in another language (an untranslated post's title) says which. */}
            {index === last ? (
              <span aria-current="page" lang={crumb.lang} dir={crumb.lang ? 'auto' : undefined}>
                {crumb.name}
              </span>
            ) : (
              <a href={crumb.path} lang={crumb.lang} dir={crumb.lang ? 'auto' : undefined}>
                {crumb.name}
              </a>
            )}
            {index < last ? <Icon name="chevron" size={14} /> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
