import type { PageContext } from '../context.ts';
import { Icon } from '../components/icons.tsx';

export function Breadcrumbs({ ctx }: { ctx: PageContext }) {
  if (ctx.breadcrumbs.length === 0) return null;
  const last = ctx.breadcrumbs.length - 1;
  return (
    <nav className="breadcrumbs container" aria-label={ctx.t('common.breadcrumb')}>
      <ol>
        {ctx.breadcrumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === last ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.path}>{crumb.name}</a>}
            {index < last ? <Icon name="chevron" size={14} /> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
