import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { remember } from './bounded-cache.ts';
import { compileStandIns, escapeLikeReact, fillStandIns, standIn, type StandInTemplate } from './stand-ins.ts';

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
 * through a stand-in; a value that looks like one is rendered directly, as is one holding the
 * stand-in character.
 */
const javascriptUrl = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

/**
 * A template cache for one render thread. `key` names the locale and the component; the
 * templates of different shapes are kept apart by the shape itself. At most `limit` templates
 * are kept (a site has a few dozen shapes per locale; the bound is for pathological data).
 */
export function localeTemplateCache(limit = 512): LocaleTemplateRenderer {
  const cache = new Map<string, StandInTemplate>();
  return (key, values, render) => {
    const strings: string[] = [];
    let renderDirectly = false;
    const shape = JSON.stringify(values, (field, value: unknown) => {
      if (typeof value !== 'string' || value === '') return value;
      if (value.includes('\u0000') || javascriptUrl.test(value)) renderDirectly = true;
      strings.push(field === '__html' ? value : escapeLikeReact(value));
      return standIn(strings.length - 1);
    });
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
