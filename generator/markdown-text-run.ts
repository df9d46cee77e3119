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
 * or a strike-through, which the rule takes as a run of them. `tests/unit/markdown-text-run.test.ts`
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
 * marked's `inlineText` tokenizer with the cheaper scan: for `marked.use({ tokenizer })`.
 * Returning false hands the text to marked's own tokenizer.
 */
export const plainTextTokenizer = {
  inlineText(this: { lexer: { state: { inRawBlock: boolean } } }, src: string) {
    const end = plainTextRunEnd(src);
    if (end === undefined) return false as const;
    const raw = src.slice(0, end);
    return { type: 'text' as const, raw, text: raw, escaped: this.lexer.state.inRawBlock };
  },
};
