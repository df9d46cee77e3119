/**
 * A run of Latin words and numbers: letters, digits and the marks that join them inside a token
 * (10,000 · 4.9/5 · name@example.com · A/B · 2-10 · R&amp;D), a space only before another Latin word
 * (White Label), and a percent sign that belongs to its number. An entity (`&amp;`, `&gt;`: React
 * escapes every `&` of text) is matched first and kept as it is, so its letters are never a word.
 */
const ltrRun =
  /&#?\w+;|[\p{Script=Latin}0-9](?:[\p{Script=Latin}\p{M}0-9]|(?:[.,:/@_+'’-]|&amp;)(?=[\p{Script=Latin}0-9])| (?=\p{Script=Latin}))*%?/gu;

/** A tag with its attributes (quoted values may hold `>`), or a comment. */
const tagPattern = /<!--[\s\S]*?-->|<\/?([a-zA-Z][^\s/>]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g;

/** Elements whose text is not laid out as a sentence, or may not hold a `<bdi>`. */
const rawText = new Set(['script', 'style', 'textarea', 'title']);
// Code is code: its own order, as the author wrote it.
const keepAsIs = new Set(['option', 'select', 'svg', 'math', 'template', 'noscript', 'iframe', 'bdi', 'bdo', 'code', 'pre', 'kbd', 'samp']);
const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Whether an opening tag starts a subtree left as rendered: an island (the browser hydrates it
 * against its own rendering, so nothing may be added), a left-to-right or `auto` block (a phone
 * number, a price in `.ltr`, isolated already), text in another language (an English fallback), or an element above.
 */
function keepsSubtree(name: string, attributes: string, lang: string): boolean {
  const own = /\slang="([^"]*)"/.exec(attributes)?.[1];
  const ltr = /\sdir="(?:ltr|auto)"/.test(attributes) || /\sclass="(?:[^"]*\s)?ltr(?:\s[^"]*)?"/.test(attributes);
  return keepAsIs.has(name) || ltr || /\sdata-island=/.test(attributes) || (own !== undefined && own.split('-')[0] !== lang);
}

/**
 * A text's runs in `<bdi>`, the whole text in one right-to-left `<bdi>`: in a flex or grid
 * container (the hero's eyebrow) each child element is an item of its own, so bare `<bdi>`s
 * beside the text would be laid out apart, with the container's gap between them.
 */
function isolateRuns(text: string): string {
  let found = false;
  const isolated = text.replace(ltrRun, (run) => {
    if (run.startsWith('&') && run.endsWith(';')) return run;
    found = true;
    return `<bdi>${run}</bdi>`;
  });
  return found ? `<bdi dir="rtl">${isolated}</bdi>` : text;
}

/**
 * The body of a right-to-left page with each number and Latin token of its text wrapped in
 * `<bdi>` (`lang`: the page's language; text in another is left alone), so each is laid out on its own and the punctuation between them follows the sentence:
 * without it "שותף עסקי של Meta · 45+ מדינות" shows "+Meta · 45", the number taken into the
 * Latin word's run (issue 45 item 2). Only the markup changes: strings, attributes, island props
 * and the text content (accessible names, what scripts read) stay the same. An earlier attempt
 * put isolate characters into the strings and they leaked into data sent to the API (497cf3b).
 */
export function isolateLtrRunsInMarkup(html: string, lang: string): string {
  let out = '';
  let at = 0;
  // Open elements, and how deep the first one kept as it is sits (Infinity: none).
  const open: string[] = [];
  let keptFrom = Infinity;
  const text = (chunk: string) => (open.length < keptFrom ? isolateRuns(chunk) : chunk);
  tagPattern.lastIndex = 0;
  for (let match = tagPattern.exec(html); match; match = tagPattern.exec(html)) {
    out += text(html.slice(at, match.index));
    at = tagPattern.lastIndex;
    const [tag, rawName, attributes = '', selfClosing] = match;
    out += tag;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (tag.startsWith('</')) {
      const index = open.lastIndexOf(name);
      if (index !== -1) open.length = index;
      if (open.length < keptFrom) keptFrom = Infinity;
      continue;
    }
    if (rawText.has(name)) {
      // Their text is not markup: copied up to the closing tag (React writes tag names in lowercase).
      const end = html.indexOf(`</${name}`, at);
      const stop = end === -1 ? html.length : end;
      out += html.slice(at, stop);
      at = stop;
      tagPattern.lastIndex = stop;
      open.push(name);
      continue;
    }
    if (selfClosing || voidElements.has(name)) continue;
    open.push(name);
    if (keptFrom === Infinity && keepsSubtree(name, attributes, lang)) keptFrom = open.length;
  }
  return out + text(html.slice(at));
}
