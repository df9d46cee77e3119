/** Escaping and tag serialisation for the parts of a page not rendered by React (the head). */

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** Text content; escaped for title, serialised verbatim for script (callers make it safe). */
  content?: string;
}

/** `<meta name="x" content="y">`; attribute order is the insertion order, so output is stable. */
export function renderHeadTag({ tag, attributes, content }: HeadTag): string {
  const attrs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
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
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
