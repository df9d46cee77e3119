/**
 * What Pagefind needs of a page: the `<html>` tag and the element marked `data-pagefind-body`.
 * Pagefind indexes only that element (and the filters and metadata inside it) once a site marks
 * one, so the head, header and footer are parsed for nothing; leaving them out makes the same
 * index bytes from less than half the HTML (tests/integration/search-index.test.ts compares).
 * A page without the mark is given whole.
 */
export function searchBodyOf(html: string): string {
  // The attribute as React writes it: React escapes `"` in text and attribute values, so a page
  // or a description that mentions the attribute cannot be taken for it.
  const mark = html.indexOf(' data-pagefind-body=""');
  const start = html.lastIndexOf('<', mark);
  const name = mark < 0 ? undefined : /^<([a-z][a-z0-9-]*)/.exec(html.slice(start))?.[1];
  const end = name === undefined ? -1 : closingTagEnd(html, name, start);
  const htmlTag = /<html[^>]*>/.exec(html)?.[0];
  if (end < 0 || htmlTag === undefined) return html;
  return `<!doctype html>${htmlTag}<body>${html.slice(start, end)}</body></html>`;
}

/** Where the element opened at `start` ends: after the `</name>` that closes it, nested ones counted. */
function closingTagEnd(html: string, name: string, start: number): number {
  const tags = new RegExp(`<(/?)${name}[\\s>]`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.indexOf('>', tag.index) + 1;
  }
  return -1;
}
