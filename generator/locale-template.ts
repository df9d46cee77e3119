import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { remember } from './bounded-cache.ts';
import { compileStandIns, escapeLikeReact, fillStandIns, type StandInTemplate } from './stand-ins.ts';

/**
 * Renders a component the way React would, from a template made once per locale and shape of
 * its values.
 *
 * A post page shows three cards of related posts and a list page twelve: more than half of the
 * elements React renders for a post page, on thousands of pages, with only the words and links
 * changing. So the component is rendered once with numbered stand-ins in place of its strings,
 * and each later call puts its own strings, escaped as React escapes them, into that markup.
 *
 * The shape is everything in the values except non-empty strings: numbers, booleans, nulls,
 * array lengths. A component rendered this way must therefore use its strings only as text and
 * attribute values: not compare, slice or format them (values come display-ready), and branch
 * only on the rest. The first call of each shape renders directly as well and compares, so a
 * component that breaks the rule fails loudly instead of printing stand-ins.
 *
 * A value `{ __html: string }` is markup, passed on unescaped (React's own convention for
 * `dangerouslySetInnerHTML`).
 */
export type LocaleTemplateRenderer = (key: string, values: object, render: (values: object) => ReactElement) => string;

/**
 * React replaces `javascript:` URLs in links (its `isJavaScriptProtocol`), which it cannot see
 * through a stand-in; a value that looks like one is rendered directly. (A value holding the
 * stand-in character does no harm: values are put in after the template is split, never read
 * for stand-ins.)
 */
const javascriptUrl = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

interface Walk {
  /** The values' strings in order, escaped (or not, for markup). */
  strings: string[];
  renderDirectly: boolean;
}

const plainKey = /^[A-Za-z_$][\w$]*$/;

/**
 * The values as JSON with a stand-in for each non-empty string, collecting the strings: what
 * JSON.stringify with a replacer gives, written out because the replacer's call per field made
 * it the larger part of filling a card in.
 */
function shapeOf(value: unknown, field: string, walk: Walk): string {
  if (typeof value === 'string') {
    if (value === '') return '""';
    // Markup goes in as it is: it is a post's whole body or a page's <main>, so it is not read
    // here at all (a check would first copy a string built of pieces into one).
    if (field === '__html') walk.strings.push(value);
    else {
      if (javascriptUrl.test(value)) walk.renderDirectly = true;
      walk.strings.push(escapeLikeReact(value));
    }
    return `"\\u0000${walk.strings.length - 1}\\u0000"`;
  }
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let json = '[';
    for (let i = 0; i < value.length; i += 1) json += `${i === 0 ? '' : ','}${shapeOf(value[i], String(i), walk)}`;
    return `${json}]`;
  }
  let json = '{';
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    json += `${json.length === 1 ? '' : ','}${plainKey.test(key) ? `"${key}"` : JSON.stringify(key)}:${shapeOf(item, key, walk)}`;
  }
  return `${json}}`;
}

/**
 * A template cache for one render thread. `key` names the locale and the component; the
 * templates of different shapes are kept apart by the shape itself. At most `limit` templates
 * are kept (a site has a few dozen shapes per locale; the bound is for pathological data).
 */
export function localeTemplateCache(limit = 512): LocaleTemplateRenderer {
  const cache = new Map<string, StandInTemplate>();
  return (key, values, render) => {
    const walk: Walk = { strings: [], renderDirectly: false };
    const shape = shapeOf(values, '', walk);
    const { strings, renderDirectly } = walk;
    if (renderDirectly) return renderToStaticMarkup(render(values));
    const cacheKey = `${key}\u0000${shape}`;
    const template = cache.get(cacheKey);
    if (template) return fillStandIns(template, strings);
    const made = compileStandIns(renderToStaticMarkup(render(JSON.parse(shape) as object)));
    const direct = renderToStaticMarkup(render(values));
    if (fillStandIns(made, strings) !== direct) {
      throw new Error(
        `The template "${key.split('\u0000').pop()}" renders differently from its stand-ins than from its values: ` +
          'it must use its strings only as text and attribute values (pass them display-ready: formatted, sliced, compared beforehand).',
      );
    }
    remember(cache, cacheKey, made, limit);
    return direct;
  };
}
