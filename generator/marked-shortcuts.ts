/**
 * Cheaper stand-ins for the costliest of marked's tokenizer rules, for `marked.use({ tokenizer })`:
 * each either gives exactly what marked's rule gives or hands the text to the rule (`false`).
 * `tests/unit/marked-shortcuts.test.ts` compares them with marked alone.
 */

/**
 * Where a run of plain inline text ends, as marked's GFM rule for it (`inline.gfm.text`) finds
 * it, but with a cheaper expression.
 *
 * The rule takes a first character, then stops at the first position where another inline
 * token could start: before `\ < ! [ ` * ~ _`, before `http` (any case), `ftp://` and `www.`,
 * before two or more spaces that end a line (a hard break), before a word followed by `@` (an
 * e-mail autolink), or at the end. It is written as a lazy run followed by look-aheads, which
 * the engine tries at every character: a quarter of the time of lexing a post, more than any
 * other rule. Without the e-mail case, the stops are plain alternatives, which the engine finds
 * by scanning for their first characters: 2.2 µs against 17 µs a paragraph (3,600 paragraphs
 * of the benchmark's posts).
 *
 * Text with an `@` is left to the rule (`undefined`): an address can end the run well before
 * its `@`, at the start of the word before it. So is a first character that opens a code span
 * or a strike-through, which the rule takes as a run of them. `tests/unit/marked-shortcuts.test.ts`
 * compares both on generated text.
 */
export function plainTextRunEnd(src: string): number | undefined {
  const first = src.charCodeAt(0);
  if (Number.isNaN(first) || first === 96 /* ` */ || first === 126 /* ~ */ || src.includes('@')) return undefined;
  stops.lastIndex = 1;
  return stops.exec(src)?.index ?? src.length;
}

const stops = /[\\<!\[`*~_]|[hH][tT][tT][pP]|[fF][tT][pP]:\/\/|www\.| {2,}\n/g;

/**
 * Whether a block could be a GFM table: its second line must be a delimiter row (`|`, `:`, `-`
 * and spaces only), which marked's rule (tried on every paragraph) looks for with an expression
 * that first takes the whole first line.
 */
export function couldBeTable(src: string): boolean {
  const lineEnd = src.indexOf('\n');
  if (lineEnd === -1) return false;
  const rowEnd = src.indexOf('\n', lineEnd + 1);
  const row = src.slice(lineEnd + 1, rowEnd === -1 ? src.length : rowEnd);
  return row.includes('-') && delimiterRow.test(row);
}

const delimiterRow = /^[ |:-]+$/;

/**
 * Whether a block could be a setext heading (a line of text underlined with `===` or `---`):
 * an underline must come before the first blank line. marked's rule (also tried on every
 * paragraph) walks the text a character at a time, testing a dozen look-aheads at each line.
 */
export function couldBeSetextHeading(src: string): boolean {
  const blank = src.indexOf('\n\n');
  return underline.test(blank === -1 ? src : src.slice(0, blank + 1));
}

const underline = /\n {0,3}(?:=+|-+) *(?:\n|$)/;

/**
 * The tokenizer methods, for `marked.use({ tokenizer })`. marked calls its own rule when one
 * returns false; undefined means the block is not of that kind.
 */
export const markedShortcuts = {
  inlineText(this: { lexer: { state: { inRawBlock: boolean } } }, src: string) {
    const end = plainTextRunEnd(src);
    if (end === undefined) return false as const;
    const raw = src.slice(0, end);
    return { type: 'text' as const, raw, text: raw, escaped: this.lexer.state.inRawBlock };
  },
  table: (src: string) => (couldBeTable(src) ? (false as const) : undefined),
  lheading: (src: string) => (couldBeSetextHeading(src) ? (false as const) : undefined),
};
