import { remember } from './bounded-cache.ts';
import type { IslandRenderer } from './island-renderer.ts';
import { compileStandIns, escapeLikeReact, fillStandIns, type StandInTemplate } from './stand-ins.ts';

/**
 * A link in props JSON: a string field named `href` or `…Href` (the part of island props that
 * changes from page to page: the language menu). Only real keys match: inside a JSON string a
 * quote is escaped, so `"href":"` cannot occur there.
 */
const jsonLink = /"(href|[A-Za-z0-9_$]*Href)":"((?:[^"\\]|\\.)*)"/g;
/**
 * Characters a runtime would escape in an attribute, or a backslash (JSON's escapes: control
 * characters, lone surrogates, quotes): a link with one is rendered directly, so the markup is
 * the same. A link without them is the same text in JSON, in markup and in the props.
 */
const escaped = /[&<>"'\\]/;
/** A stand-in as JSON writes it (`\u0000` escaped), and as markup holds it. */
const jsonStandIn = (index: number) => `\\u0000${index}\\u0000`;
const jsonStandInPattern = /\\u0000(\d+)\\u0000/g;

export interface CachingIslandRenderer {
  /** The island's server markup. */
  render: IslandRenderer;
  /**
   * The island inside the element `Island` (templates/components/island.tsx) wraps it in, as
   * React renders that: `<div data-island="…" data-props="…">markup</div>`.
   */
  element: IslandRenderer;
}

/**
 * Renders islands through a cache. The navigation is on every page and its server markup costs
 * about as much as the rest of a post page's chrome, yet between the pages of one locale it
 * differs only in link targets (the language menu points at this page in other languages).
 * So links are swapped for numbered stand-ins, the island is rendered once per distinct
 * stand-in props, and each page's links are put back into the cached markup. Islands use links
 * only as attribute values; one that needs escaping skips the cache, so the markup is the same
 * as rendering it directly.
 *
 * `element` caches the wrapper too, props JSON included, instead of React escaping a 1.2-1.6 KB
 * attribute on every page. With the key made by one JSON.stringify and a regular expression
 * (not a replacer function, called per field), the header took 530 ms instead of 763 ms over
 * the 10,895 pages of a 5,000-post blog (one thread, profiled).
 */
export function cachingIslandRenderer(render: IslandRenderer, limit = 256): CachingIslandRenderer {
  const inner = new Map<string, StandInTemplate>();
  const elements = new Map<string, StandInTemplate>();
  /** The props as JSON, and with each link swapped for a stand-in (the cache key). */
  const standIns = (props: object) => {
    const json = JSON.stringify(props);
    const links: string[] = [];
    // A `\u0000` of the props' own would read as a stand-in.
    let cacheable = !json.includes('\\u0000');
    const key = json.replace(jsonLink, (_, field: string, value: string) => {
      if (escaped.test(value)) cacheable = false;
      links.push(value);
      return `"${field}":"${jsonStandIn(links.length - 1)}"`;
    });
    return { json, key, links, cacheable };
  };
  /** The island rendered with stand-ins for its links (once per key for each of the two caches). */
  const withStandIns = (name: string, key: string) => render(name, JSON.parse(key) as object);
  return {
    render(name, props) {
      const { key, links, cacheable } = standIns(props);
      if (!cacheable) return render(name, props);
      const cacheKey = `${name}\u0000${key}`;
      let template = inner.get(cacheKey);
      if (template === undefined) remember(inner, cacheKey, (template = compileStandIns(withStandIns(name, key))), limit);
      return fillStandIns(template, links);
    },
    element(name, props) {
      const { json, key, links, cacheable } = standIns(props);
      if (!cacheable) return `<div data-island="${escapeLikeReact(name)}" data-props="${escapeLikeReact(json)}">${render(name, props)}</div>`;
      const cacheKey = `${name}\u0000${key}`;
      let template = elements.get(cacheKey);
      if (template === undefined) {
        const markup = `<div data-island="${escapeLikeReact(name)}" data-props="${escapeLikeReact(key).replace(jsonStandInPattern, '\u0000$1\u0000')}">${withStandIns(name, key)}</div>`;
        remember(elements, cacheKey, (template = compileStandIns(markup)), limit);
      }
      return fillStandIns(template, links);
    },
  };
}
