import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../generator/content/markdown.ts';
import { checkMarkdownLimits } from '../../generator/content/markdown-limits.ts';

/**
 * Marks that made marked slow within the earlier limits (issue 46, item 10): one 64 KB run of
 * `*` took 141 s of CPU, 180 KB of "`a " 76 s. Both are refused before rendering, and the most
 * the limits let through renders at once. No clock: the test timeout is the guard (the old
 * behaviour took minutes).
 */
describe('the Markdown limits on runs of marks', () => {
  it('refuses one 64 KB run of * and 180 KB of unclosed code marks, naming the paragraph line', () => {
    expect(checkMarkdownLimits(`Intro.\n\nStars: ${'*'.repeat(64_000)} end.`)).toEqual([
      {
        line: 3,
        message: 'has a paragraph with more than 1000 characters of *, _ or `, over the limit',
        hint: 'shorten the runs of marks, or write a literal * as \\*',
      },
    ]);
    expect(checkMarkdownLimits('`a '.repeat(60_000))).toEqual([
      {
        line: 1,
        message: 'has a paragraph with more than 300 runs of `, over the limit',
        hint: 'split the paragraph, close each code span, or write a literal ` as \\`',
      },
    ]);
  });

  it('counts per paragraph, and leaves fenced code alone', () => {
    const paragraph = `${'`a` '.repeat(100)}\n`;
    expect(checkMarkdownLimits(Array.from({ length: 10 }, () => paragraph).join('\n'))).toEqual([]);
    expect(checkMarkdownLimits(`\`\`\`\n${'*'.repeat(5000)}\n\`\`\`\n`)).toEqual([]);
  });

  it('lets through only what renders at once: the longest run, the most code marks, the most emphasis runs', () => {
    const inputs = [`x ${'*'.repeat(999)} y`, '`a '.repeat(300), `${'**a '.repeat(150)}`, `${'_'.repeat(300)} ${'`'.repeat(300)}`];
    for (const input of inputs) {
      expect(checkMarkdownLimits(input)).toEqual([]);
      expect(renderMarkdown(input).html.length).toBeGreaterThan(0);
    }
  }, 10_000);
});
