import { describe, expect, it } from 'vitest';
import { codesOf, inlineParts, keepSpaces, markdownBlocks, partsText } from '../../generator/translations/xliff-markdown.ts';

/** Issue 42: the Markdown of a translation as segments, every byte kept. */
describe('xliff-markdown', () => {
  const body =
    '## A heading\n\nA paragraph with `code` and [a link](/pricing).\n\n- one {{brand}}\n- two\n\n| a | b |\n| --- | --- |\n| c | d |\n\n```\nnot text\n```\n';

  it('splits a body into headings, paragraphs, list items and table cells, at their places', () => {
    const blocks = markdownBlocks(body)!;
    expect(blocks.map((b) => b.text)).toEqual([
      'A heading',
      'A paragraph with `code` and [a link](/pricing).',
      'one {{brand}}',
      'two',
      'a',
      'b',
      'c',
      'd',
    ]);
    for (const block of blocks) expect(body.slice(block.start, block.end)).toBe(block.text);
  });

  it('protects inline code, links, emphasis and placeholders, and gives the text back exactly', () => {
    const text = 'Use `x` with **bold {{name}}** and [docs](/a "t"), $t(key) too.';
    const parts = inlineParts(text, true);
    expect(partsText(parts)).toBe(text);
    expect(codesOf(parts).map((c) => [c.start, c.end])).toEqual([
      ['`x`', undefined],
      ['**', '**'],
      ['{{name}}', undefined],
      ['[', '](/a "t")'],
      ['$t(key)', undefined],
    ]);
    expect(codesOf(inlineParts('*not* markdown {{x}}', false)).map((c) => c.start)).toEqual(['{{x}}']);
  });

  it('keeps whitespace the XLIFF parser would lose inside the codes, or out of the unit', () => {
    const { parts, trail } = keepSpaces(inlineParts('{{a}} {{b}} end\n', true));
    expect(trail).toBe('\n');
    expect(parts).toEqual([{ id: '1', start: '{{a}} ' }, { id: '2', start: '{{b}}' }, ' end']);
  });
});
