import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { Lexer, Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { couldBeSetextHeading, couldBeTable, markedShortcuts, plainTextRunEnd } from '../../generator/marked-shortcuts.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

const rules = (Lexer as unknown as { rules: { inline: { gfm: { text: RegExp } }; block: { gfm: { table: RegExp; lheading: RegExp } } } }).rules;
/** marked's own rules, which the shortcuts stand in for. */
const rule = rules.inline.gfm.text;

/** Pieces that start, end or look like inline tokens, and plain words and spaces between them. */
const piece = fc.constantFrom(
  'word', 'Word', ' ', '  ', '   ', '\n', '  \n', ' \n', '\\', '<', '!', '[', ']', '(', ')', '`', '``', '*', '**', '~', '~~', '_', 'a_b', ' _x_',
  'http', 'HTTP://x', 'https://example.org', 'htt', 'ftp://f', 'FTP:/', 'ftp', 'www.', 'www', 'ww.', 'wwww.', '@', 'me@example.org', 'a.b',
  'é', 'שלום', 'नमस्ते', '&amp;', '#', '-', '1.', '|', '\t',
);
const text = fc.array(piece, { minLength: 1, maxLength: 16 }).map((parts) => parts.join(''));

describe('plainTextRunEnd', () => {
  it('is the rule marked ships (a new marked with another rule fails here first)', () => {
    expect(rule.source).toBe(String.raw`^([${'`'}~]+|[^${'`'}~])(?:(?= {2,}\n)|(?=[a-zA-Z0-9.!#$%&'*+\/=?_${'`'}{\|}~-]+@)|[\s\S]*?(?:(?=[\\<!\[${'`'}*~_]|\b_|[hH][tT][tT][pP][sS]?|[fF][tT][pP]:\/\/|www\.|$)|[^ ](?= {2,}\n)|[^a-zA-Z0-9.!#$%&'*+\/=?_${'`'}{\|}~-](?=[a-zA-Z0-9.!#$%&'*+\/=?_${'`'}{\|}~-]+@)))`);
    expect(rule.flags).toBe('');
  });

  it("ends a run where marked's rule ends it, or leaves the text to the rule", () => {
    let decided = 0;
    fc.assert(fc.property(text, (src) => {
      const end = plainTextRunEnd(src);
      if (end === undefined) {
        expect(src.includes('@') || src.startsWith('`') || src.startsWith('~')).toBe(true);
        return;
      }
      decided += 1;
      expect(end, JSON.stringify(src)).toBe(rule.exec(src)![0].length);
    }), { numRuns: 5000 });
    // Most generated texts are decided by the scan, not handed back.
    expect(decided).toBeGreaterThan(2500);
  });

});

/** Lines of blocks: the pieces above, block openers, table rows and heading underlines. */
const blockPiece = fc.oneof(piece, fc.constantFrom('## ', '- ', '1. ', '> ', '[link](/pricing)', '![i](/images/x.svg)', '<kbd>k</kbd>', '    code', '| a | b |', '|---|:-:|', '--- | ---', ':--', '|', '===', '---', '=', '-', '  ==', '   -', '    ---', '= =', '-- -'));
const line = fc.array(blockPiece, { maxLength: 12 }).map((parts) => parts.join(''));
const blockText = fc.array(line, { minLength: 1, maxLength: 8 }).map((lines) => lines.join('\n'));

describe('couldBeTable and couldBeSetextHeading', () => {
  it("say no only where marked's rules find nothing", () => {
    let ruledOut = 0;
    fc.assert(fc.property(blockText, (src) => {
      if (!couldBeTable(src)) {
        expect(rules.block.gfm.table.exec(src), JSON.stringify(src)).toBeNull();
        ruledOut += 1;
      }
      if (!couldBeSetextHeading(src)) expect(rules.block.gfm.lheading.exec(src), JSON.stringify(src)).toBeNull();
    }), { numRuns: 5000 });
    expect(ruledOut).toBeGreaterThan(1000);
  });

  it('say yes to tables and setext headings', () => {
    expect(couldBeTable('| a | b |\n|---|:-:|\n| 1 | 2 |')).toBe(true);
    expect(couldBeSetextHeading('Title\n=====\n\nText')).toBe(true);
    expect(couldBeSetextHeading('Title\n---')).toBe(true);
    expect(couldBeSetextHeading('Title\n  =\nmore')).toBe(true);
  });
});

describe('markedShortcuts', () => {
  it('give the same HTML as marked alone for generated documents and every shipped Markdown file', async () => {
    const plain = new Marked({ gfm: true, async: false });
    const scanned = new Marked({ gfm: true, async: false });
    scanned.use({ tokenizer: markedShortcuts });
    const paragraphs = fc.array(blockText, { maxLength: 4 }).map((blocks) => blocks.join('\n\n'));
    fc.assert(fc.property(paragraphs, (markdown) => {
      expect(scanned.parse(markdown)).toBe(plain.parse(markdown));
    }), { numRuns: 2000 });
    let files = 0;
    for (const folder of ['content/posts', 'content/legal']) {
      for (const entry of await readdir(join(repoRoot, folder), { recursive: true })) {
        if (!entry.endsWith('.md')) continue;
        const markdown = await readFile(join(repoRoot, folder, entry), 'utf8');
        expect(scanned.parse(markdown), entry).toBe(plain.parse(markdown));
        files += 1;
      }
    }
    expect(files).toBeGreaterThan(20);
  });
});
