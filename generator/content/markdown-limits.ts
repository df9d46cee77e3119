import { tuning } from '../tuning.ts';

/**
 * Bounds on a post's Markdown, checked on the source before anything renders it. marked takes
 * time quadratic in the emphasis marks of a paragraph (180 KB of `*a ` ran past 90 s), in the
 * length of one run of them (64 KB of `*`: 141 s) and in unclosed code marks (180 KB of
 * `` `a ``: 76 s), and recurses once per level of nesting (3,000 nested list items ran out of
 * memory); no real article comes near these limits (issue 46, items 6 and 10).
 */
export interface MarkdownLimitProblem {
  /** 1-based line in the Markdown text. */
  line: number;
  message: string;
  hint: string;
}

/** Code blocks, where `*` and indentation are code, not Markdown. */
const fencedCode = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))/gm;

/**
 * Quote and list markers at the start of a line: `> - 1. ` opens three levels. A `>` needs no
 * space after it (`>>>` is three quotes); a list marker does.
 */
const openingMarkers = /^(?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)))*/;

/** Levels of nesting a line opens: its quote and list markers, and its indentation in steps of two. */
function nestingOf(line: string): number {
  const markers = openingMarkers.exec(line)![0].match(/>|[-*+]|\d{1,9}[.)]/g)?.length ?? 0;
  const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
  return markers + Math.floor(indent / 2);
}

export function checkMarkdownLimits(markdown: string): MarkdownLimitProblem[] {
  const bytes = Buffer.byteLength(markdown);
  if (bytes > tuning.maxPostBytes) {
    return [{ line: 1, message: `is ${Math.ceil(bytes / 1000)} KB of text, over the limit of ${tuning.maxPostBytes / 1000} KB for a Markdown text`, hint: 'split it into several posts or pages, or raise SITEGEN_MAX_POST_BYTES' }];
  }
  // Blanked, not removed, so line numbers still count from the top.
  const text = markdown.replace(fencedCode, (block) => block.replace(/[^\n]/g, ' '));
  const problems: MarkdownLimitProblem[] = [];
  let paragraphStart = 1;
  let marks = 0;
  let codeMarks = 0;
  let markCharacters = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.trim() === '') {
      paragraphStart = i + 2;
      marks = codeMarks = markCharacters = 0;
      continue;
    }
    if (nestingOf(line) > tuning.maxMarkdownNesting) {
      problems.push({ line: i + 1, message: `nests ${nestingOf(line)} levels deep (lists, quotes, indentation), over the limit of ${tuning.maxMarkdownNesting}`, hint: 'flatten the list or quote' });
      break;
    }
    marks += line.match(/[*_]+/g)?.length ?? 0;
    if (marks > tuning.maxEmphasisMarks) {
      problems.push({ line: paragraphStart, message: `has a paragraph with more than ${tuning.maxEmphasisMarks} runs of * or _, over the limit`, hint: 'split the paragraph, or write a literal * as \\*' });
      break;
    }
    codeMarks += line.match(/`+/g)?.length ?? 0;
    if (codeMarks > tuning.maxCodeMarks) {
      problems.push({ line: paragraphStart, message: `has a paragraph with more than ${tuning.maxCodeMarks} runs of \`, over the limit`, hint: 'split the paragraph, close each code span, or write a literal ` as \\`' });
      break;
    }
    for (const run of line.match(/[*_`]+/g) ?? []) markCharacters += run.length;
    if (markCharacters > tuning.maxMarkCharacters) {
      problems.push({ line: paragraphStart, message: `has a paragraph with more than ${tuning.maxMarkCharacters} characters of *, _ or \`, over the limit`, hint: 'shorten the runs of marks, or write a literal * as \\*' });
      break;
    }
  }
  return problems;
}
