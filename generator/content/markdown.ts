import { Marked, type Tokens } from 'marked';
import type { ResponsiveImage } from '../../templates/components/picture.tsx';
import { coverSizes } from '../../templates/components/cover-sizes.ts';
import { Cache } from '../cache.ts';
import { tuning } from '../tuning.ts';
import { withPreparedImages } from './prepared-images.ts';
import { reservedIds, sanitizeContentHtml } from './sanitize.ts';

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
    .replace(/<[^<>]*>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'section';
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const stripTags = (html: string) => html.replace(/<[^<>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (m) => entities[m] ?? m);

/**
 * Rendered Markdown, kept by its text and the set of prepared images it was rendered with (the
 * only other input). A post shown in several locales (its fallback pages) is rendered once, and
 * `sitegen dev` keeps the legal texts and content pages rendered between rebuilds: an image set
 * is one object for as long as the images are unchanged, and a new one gets a new number.
 */
const rendered = new Cache<string, RenderedMarkdown>('rendered Markdown', tuning.markdownCacheSize);
const noImages: Record<string, ResponsiveImage> = Object.freeze({});
const imageSetIds = new WeakMap<Record<string, ResponsiveImage>, number>();
let imageSets = 0;

/**
 * Renders Markdown to HTML with stable heading ids (for tables of contents and #anchors), then
 * through the sanitizer's allow-list: content may carry raw HTML, and only what the allow-list
 * keeps is published. One Marked instance per call keeps the heading list free of shared state.
 */
export function renderMarkdown(markdown: string, images: Record<string, ResponsiveImage> = noImages): RenderedMarkdown {
  let imageSet = imageSetIds.get(images);
  if (imageSet === undefined) imageSetIds.set(images, (imageSet = (imageSets += 1)));
  return rendered.getOrMake(`${imageSet}\u0000${markdown}`, () => renderUncached(markdown, images));
}

/** An inline image spans the post's column: 800 px at most (pages.css `.post`). */
const proseSizes = coverSizes.hero;

function renderUncached(markdown: string, images: Record<string, ResponsiveImage>): RenderedMarkdown {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const text = stripTags(inner);
        let id = headingId(text);
        // A heading called "Main" must not take the skip link's target.
        if (reservedIds.has(id)) id = `section-${id}`;
        const count = used.get(id) ?? 0;
        used.set(id, count + 1);
        if (count > 0) id = `${id}-${count + 1}`;
        headings.push({ id, depth: token.depth, text });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      // marked writes an image's alt text into the attribute unescaped: `![Say "hi"](…)` lost
      // everything after "Say ". A plain <img> here; withPreparedImages makes it a <picture>.
      image(token: Tokens.Image) {
        const title = token.title ? ` title="${escapeAttribute(token.title)}"` : '';
        return `<img src="${escapeAttribute(token.href)}" alt="${escapeAttribute(token.text)}"${title}>`;
      },
    },
  });
  // Images the media stage prepared, from `![]()` or raw <img>, become <picture>s with their
  // sizes and formats, lazy (the post's cover is above them, so none is the first thing seen).
  const html = withPreparedImages(sanitizeContentHtml(marked.parse(markdown) as string), images, proseSizes);
  // Counted on demand: post pages render their body on a render thread and need no count.
  return {
    html,
    headings,
    get wordCount() {
      return countWords(html);
    },
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function countWords(html: string): number {
  return countProseWords(stripTags(html.replace(/<pre[\s\S]*?<\/pre>/g, ' ')));
}

const letterOrDigit = /[\p{L}\p{N}]/u;

/** Words separated by white space, counting only those with a letter or digit (not `-` or `|`). */
export function countProseWords(prose: string): number {
  // Token by token: one expression for "a run of non-space with a letter in it" rescanned a long
  // run without letters from each of its characters (quadratic: 120 KB of `![` took 9 s).
  let count = 0;
  for (const token of prose.split(/\s+/)) if (letterOrDigit.test(token)) count += 1;
  return count;
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
  // Each pattern stops at the next bracket of its kind, so a run of `![` or `<` without a close
  // is scanned once, not once from every opening (120 KB of `![` took 17 s).
  if (prose.includes('](')) prose = prose.replace(/!\[[^[\]]*\]\([^()]*\)/g, ' ').replace(/\]\([^()]*\)/g, ']');
  if (prose.includes('<')) prose = prose.replace(/<[^<>]*>/g, ' ');
  prose = prose.replace(/^[ \t]*(?:[>*+-][ \t]+)*\d{1,9}[.)](?=[ \t])/gm, ' ');
  if (prose.includes('&')) prose = prose.replace(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi, ' ');
  return countProseWords(prose);
}

/** Replaces `{{name}}` placeholders in content with site values; unknown names are left for the checker. */
export function substitutePlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * Prefixes root-relative links in rendered content with the locale's path (`/pricing` →
 * `/mx/pricing/`, which holds the base path when there is one), and root-relative files
 * (`/images/x.svg`, shared by every locale) with the base path only.
 */
export function localizeContentLinks(html: string, localePath: (path: string) => string, basePath = ''): string {
  const linked = html.replace(/href="(\/(?!\/)[^"#?]*)([^"]*)"/g, (_match, path: string, rest: string) =>
    `href="${/\.[a-z0-9]+$/i.test(path) ? `${basePath}${path}` : localePath(path)}${rest}"`);
  // Pictures the media stage prepared carry the base path already.
  return basePath ? linked.replace(/src="(\/(?!\/)[^"]*)"/g, (match, path: string) => (path.startsWith(`${basePath}/`) ? match : `src="${basePath}${path}"`)) : linked;
}
