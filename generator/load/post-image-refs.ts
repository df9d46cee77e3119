/** Where a post's Markdown refers to images: under /images/ (published from content/images/) or on another site. */

/**
 * An image from another site: a Markdown image or an <img> whose address is absolute. Alt text
 * stops at the next `[` and a tag at the next `<`, so a run of `![` or `<img` is scanned once,
 * not once from each of its openings (120 KB of `![` took 7-12 s).
 */
export const remoteImage = /(?:!\[[^[\]\n]*\]\(\s*<?|<img\b[^<>\n]*\ssrc\s*=\s*["']?)((?:https?:)?\/\/[^\s)"'<>]+)/i;

/**
 * What a post may publish from content/images/: images and PDF documents. An HTML page or a
 * script there would be served from the site's own origin, where the Content-Security-Policy
 * lets its scripts run.
 */
export const publishableFile = /\.(svg|png|jpe?g|webp|avif|gif|pdf)$/i;

/** Code blocks and code spans, where `/images/…` is an example rather than a reference. */
export const fencedCode = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))/gm;
export const codeSpan = /(`+)[^`\n]+?\1/g;
/**
 * Targets under /images/: Markdown images and links (`](/images/x.svg`), reference definitions
 * (`[x]: /images/x.svg`) and raw HTML (`src="/images/x.svg"`, `href=…`). A query or #fragment
 * is not part of the file name.
 */
const imageRef = /(?:\]\(\s*<?|^ {0,3}\[[^\]\n]+\]:[ \t]*<?|\b(?:src|href)\s*=\s*["']?)(\/images\/[^\s)"'<>?#]+)/gm;

/** `/images/…` paths the Markdown refers to, each with the offset of its first use (code excluded). */
export function contentImageRefs(markdown: string): { path: string; offset: number }[] {
  // Blanked rather than removed, so offsets still point into the original text.
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  const text = markdown.replace(fencedCode, blank).replace(codeSpan, blank);
  const refs = new Map<string, number>();
  for (const match of text.matchAll(imageRef)) {
    let path = match[1]!;
    try {
      path = decodeURI(path);
    } catch {
      // Not valid percent-encoding: checked as written.
    }
    if (!refs.has(path)) refs.set(path, match.index! + match[0].length - match[1]!.length);
  }
  return [...refs].map(([path, offset]) => ({ path, offset }));
}
