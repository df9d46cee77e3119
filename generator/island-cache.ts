import { remember } from './bounded-cache.ts';
import type { IslandRenderer } from './island-renderer.ts';

/** Links are the part of island props that changes from page to page (the language menu). */
const isLinkField = (name: string) => name === 'href' || name.endsWith('Href');
/** Characters either runtime would escape in an attribute: such a link is rendered directly. */
const escaped = /[&<>"']/;
const standInPattern = /\u0000(\d+)\u0000/g;

/**
 * Renders islands through a cache. The navigation is on every page and its server markup costs
 * about as much as the rest of a post page's chrome, yet between the pages of one locale it
 * differs only in link targets (the language menu points at this page in other languages).
 * So links are swapped for numbered stand-ins, the island is rendered once per distinct
 * stand-in props, and each page's links are put back into the cached markup. Islands use links
 * only as attribute values; one that needs escaping skips the cache, so the markup is the same
 * as rendering it directly.
 */
export function cachingIslandRenderer(render: IslandRenderer, limit = 256): IslandRenderer {
  const cache = new Map<string, string>();
  return (name, props) => {
    const links: string[] = [];
    let cacheable = true;
    const withStandIns = JSON.stringify(props, (field, value: unknown) => {
      if (typeof value !== 'string' || !isLinkField(field)) return value;
      if (escaped.test(value)) cacheable = false;
      links.push(value);
      return `\u0000${links.length - 1}\u0000`;
    });
    if (!cacheable) return render(name, props);
    const key = `${name}\u0000${withStandIns}`;
    let template = cache.get(key);
    if (template === undefined) remember(cache, key, (template = render(name, JSON.parse(withStandIns) as object)), limit);
    return links.length === 0 ? template : template.replace(standInPattern, (_, index: string) => links[Number(index)]!);
  };
}
