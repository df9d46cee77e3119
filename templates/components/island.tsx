import type { PageContext } from '../context.ts';

/**
 * An interactive widget: complete server HTML inside a wrapper that names the island and
 * carries its props as JSON (React escapes the attribute), which the island's script hydrates.
 */
export function Island<P extends object>({
  ctx,
  name,
  props,
  className,
}: {
  ctx: PageContext;
  name: string;
  props: P;
  className?: string;
}) {
  return (
    <div
      className={className}
      data-island={name}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: ctx.renderIsland(name, props) }}
    />
  );
}
