/** Escaping and tag serialisation for the parts of a page not rendered by React (the head). */

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const needsEscape = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most values (paths, dates, plain titles) have nothing to escape: a test is cheaper than a
  // replace that builds a new string.
  return needsEscape.test(text) ? text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!) : text;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** Text content; escaped for title, serialised verbatim for script (callers make it safe). */
  content?: string;
}

/** `<meta name="x" content="y">`; attribute order is the insertion order, so output is stable. */
export function renderHeadTag({ tag, attributes, content }: HeadTag): string {
  let attrs = '';
  for (const name in attributes) attrs += ` ${name}="${escapeHtml(attributes[name]!)}"`;
  if (tag === 'meta' || tag === 'link') return `<${tag}${attrs}>`;
  const inner = tag === 'title' ? escapeHtml(content ?? '') : (content ?? '');
  return `<${tag}${attrs}>${inner}</${tag}>`;
}

/**
 * JSON for a `<script type="application/ld+json">` or data attribute: `<`, `>` and `&` are
 * escaped as \u003c etc. so no string can close the element, and U+2028/2029 so the text is
 * also valid JavaScript.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => jsonEscapes[c]!);
}

const jsonEscapes: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
