import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for Markdown output. Content may carry raw HTML (a table, a <kbd>); anything
 * that can run is dropped: no script, style, iframe, form or object; no event-handler attribute;
 * links only to http(s), mailto:, tel: or the site itself. (sanitize-html: a maintained
 * HTML-parser-based sanitizer; a regex cannot do this safely.)
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'strong', 'em', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'kbd', 'abbr', 'cite', 'q',
    'code', 'pre', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div',
    // Images the media stage prepared: <picture> with AVIF and WebP <source>s.
    'picture', 'source',
  ],
  allowedAttributes: {
    '*': ['id', 'lang', 'dir', 'title'],
    a: ['href', 'rel', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
    source: ['type', 'srcset', 'sizes'],
    th: ['align', 'scope', 'colspan', 'rowspan'],
    td: ['align', 'colspan', 'rowspan'],
    abbr: ['title'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { '*': keepSafeId },
};

/**
 * Ids the page around the content uses: a content id equal to one would break the skip link
 * (`#main`) or a heading's label.
 */
export const reservedIds = new Set(['main', 'post-cta-title', 'related-title']);

/**
 * An element id from content is kept only if it is lowercase words and digits joined by hyphens
 * (what heading ids look like, in any script) and not one the page uses: a mixed-case id such as
 * `dataLayer` would become a global of the page's scripts (DOM clobbering).
 */
function keepSafeId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { id, ...rest } = attribs;
  const safe = id !== undefined && /^[\p{Ll}\p{Lo}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u.test(id) && !reservedIds.has(id);
  return { tagName, attribs: safe ? attribs : rest };
}

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}
