import { Marked, type Tokens } from 'marked';
import { remember } from './bounded-cache.ts';
import { markedShortcuts } from './marked-shortcuts.ts';
import { sanitizeContentHtml } from './sanitize.ts';

export interface Heading {
  id: string;
  depth: number;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  /** Words of prose, counted on the text a reader sees (code and markup excluded). */
  wordCount: number;
}

/** `## 3. Fees` → `section-3`; other headings → a slug of their letters and digits, any script. */
export function headingId(text: string): string {
  const numbered = /^(\d+)[.)]\s/.exec(text);
  if (numbered) return `section-${numbered[1]}`;
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'section';
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (m) => entities[m] ?? m);

/**
 * Renders Markdown to HTML with stable heading ids (for tables of contents and #anchors).
 * One Marked instance per call keeps the heading list free of shared state.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  // Legal texts are rendered at every load (the dev server reloads on each change), and a post
  // shown in several locales is rendered for each of its pages, usually one after another.
  let rendered = recentlyRendered.get(markdown);
  if (!rendered) remember(recentlyRendered, markdown, (rendered = renderUncached(markdown)), 64);
  return rendered;
}

const recentlyRendered = new Map<string, RenderedMarkdown>();

/** The same rendering with every document through the sanitizer: what the shortcut is tested against. */
export function renderMarkdownThroughSanitizer(markdown: string): RenderedMarkdown {
  return renderUncached(markdown, true);
}

function renderUncached(markdown: string, alwaysSanitize = false): RenderedMarkdown {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  // Whether every token rendered so far turns into markup the sanitizer keeps as it is: no raw
  // HTML, no `#` heading, no task checkbox, no list starting past 1, no link or image to another
  // kind of URL, no image text to escape, no code language that is not a plain word. Judged as
  // the renderer meets each token, not by a walk over the token tree first: that walk was about
  // 8% of rendering a post's Markdown (callgrind, 550 posts).
  let allowed = true;
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    // The same tokens as marked's own rules for plain text, tables and setext headings, found
    // by cheaper scans where they can be.
    tokenizer: markedShortcuts,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        // Pages have their own h1.
        if (token.depth === 1) allowed = false;
        const inner = this.parser.parseInline(token.tokens);
        const text = stripTags(inner);
        let id = headingId(text);
        const count = used.get(id) ?? 0;
        used.set(id, count + 1);
        if (count > 0) id = `${id}-${count + 1}`;
        headings.push({ id, depth: token.depth, text });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      // Each check below returns false: marked then renders the token its own way.
      html() {
        allowed = false;
        return false;
      },
      list(token) {
        if (token.ordered && token.start !== '' && token.start !== 1) allowed = false;
        return false;
      },
      listitem(item) {
        if (item.task) allowed = false;
        return false;
      },
      link(token) {
        if (!keptHref.test(token.href)) allowed = false;
        return false;
      },
      image(token) {
        // Marked writes the alt text into the attribute unescaped.
        if (!keptHref.test(token.href) || /["<>&]/.test(token.text)) allowed = false;
        return false;
      },
      code(token) {
        if (token.lang !== undefined && !keptLanguage.test(token.lang)) allowed = false;
        return false;
      },
    },
  });
  const output = marked.parser(marked.lexer(markdown));
  // Raw HTML in Markdown is allowed, but only through the sanitizer's allow-list. Markdown
  // without it gives markup the sanitizer would keep as it is, once written the way the
  // sanitizer writes it; that shortcut is a third of the time of rendering a post.
  const html = (!alwaysSanitize && allowed && writtenLikeSanitizer(output)) || sanitizeContentHtml(output);
  // Counted on demand: post pages render their body on a render thread and need no count.
  return {
    html,
    headings,
    get wordCount() {
      return countWords(html);
    },
  };
}

/** Link targets the sanitizer keeps: http(s), mailto: and tel: URLs, site paths and #anchors. */
const keptHref = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)[^\s\\\u0000-\u001f\u007f]*$/i;
/** Code classes the sanitizer keeps (`language-ts`); a code block without a language has none. */
const keptLanguage = /^[\w-]*$/;

/**
 * Marked's markup the way sanitize-html writes it: void elements closed with ` />`, and the
 * apostrophe and (outside tags) the quote as characters rather than entities. Undefined if the
 * text has another entity, which the sanitizer would decode.
 */
function writtenLikeSanitizer(html: string): string | undefined {
  // Each pass runs only where the text has what it rewrites: most posts have no image, break or
  // rule, and the last pass called a function for every tag (together a fifth of rendering a
  // post's Markdown).
  if (html.includes('&') && /&(?!(?:amp|lt|gt|quot|#39);)/.test(html)) return undefined;
  let out = html;
  if (out.includes('<br>') || out.includes('<hr>')) out = out.replace(/<(br|hr)>/g, '<$1 />');
  if (out.includes('<img ')) out = out.replace(/<img ([^>]*)>/g, '<img $1 />');
  if (out.includes('&quot;')) {
    // A quote stays an entity inside a tag (an attribute value) and becomes a character outside.
    out = out.replace(/(<[^>]*>)|&quot;|&#39;/g, (match, tag: string | undefined) => (tag ? tag.replace(/&#39;/g, "'") : match === '&quot;' ? '"' : "'"));
  } else if (out.includes('&#39;')) {
    // The apostrophe becomes a character inside tags and out.
    out = out.replaceAll('&#39;', "'");
  }
  return out;
}

export function countWords(html: string): number {
  return countProseWords(stripTags(html.replace(/<pre[\s\S]*?<\/pre>/g, ' ')));
}

/** A run of non-space characters with a letter or digit in it: a word. */
const word = /\S*[\p{L}\p{N}]\S*/gu;

/** Words separated by white space, counting only those with a letter or digit (not `-` or `|`). */
export function countProseWords(prose: string): number {
  // One match per word, without splitting the text into an array first (measured on 5,000
  // posts: 200 ms against 350 ms for split and test).
  return prose.match(word)?.length ?? 0;
}

/**
 * Words a reader sees, counted on Markdown source without rendering it, so a build can plan
 * reading times for thousands of posts before (and apart from) rendering them. Agrees with
 * `countWords` of the rendered HTML: code blocks, link targets, images and tags are not prose,
 * ordered-list numbers and entities are markup, and markup-only tokens (`##`, `-`, `|`) have
 * no letters.
 */
export function countMarkdownWords(markdown: string): number {
  // Each pass runs only if the text has the character it starts with: most posts have no code,
  // image, tag or entity, and looking for one character is much cheaper than a regular
  // expression's scan (about a third of counting a post's words).
  let prose = markdown;
  if (prose.includes('```') || prose.includes('~~~')) prose = prose.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))/gm, ' ');
  if (prose.includes('](')) prose = prose.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').replace(/\]\([^)]*\)/g, ']');
  if (prose.includes('<')) prose = prose.replace(/<[^>]*>/g, ' ');
  prose = prose.replace(/^[ \t]*(?:[>*+-][ \t]+)*\d{1,9}[.)](?=[ \t])/gm, ' ');
  if (prose.includes('&')) prose = prose.replace(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi, ' ');
  return countProseWords(prose);
}

/** Replaces `{{name}}` placeholders in content with site values; unknown names are left for the checker. */
export function substitutePlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}

/** Prefixes root-relative links in rendered content with the locale's path (`/pricing` → `/mx/pricing/`). */
export function localizeContentLinks(html: string, localePath: (path: string) => string): string {
  return html.replace(/href="(\/(?!\/)[^"#?]*)([^"]*)"/g, (match, path: string, rest: string) =>
    // Files (`/images/x.svg`) are shared by every locale; only page links get the prefix.
    /\.[a-z0-9]+$/i.test(path) ? match : `href="${localePath(path)}${rest}"`);
}
