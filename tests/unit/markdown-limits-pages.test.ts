import { describe, expect, it } from 'vitest';
import { checkMarkdownLimits } from '../../generator/content/markdown-limits.ts';
import { parseWithPlaceholders } from '../../generator/load/load-legal.ts';
import type { ContentProblem } from '../../generator/errors.ts';
import { z } from 'zod';

/** Content pages and legal texts are rendered by marked too: they keep the limits posts keep (issue 46, item 6). */
describe('the Markdown limits of pages and legal texts', () => {
  const page = (body: string) => ({ file: 'content/pages/en/about.md', text: `---\ntitle: About\n---\n${body}\n` });

  it('refuses a page with a paragraph of thousands of emphasis runs, naming the file and line', () => {
    const problems: ContentProblem[] = [];
    const parsed = parseWithPlaceholders(page(`Intro.\n\n${'*a '.repeat(16_000)}`), z.object({ title: z.string() }), {}, problems);
    expect(parsed).toBeUndefined();
    expect(problems).toEqual([
      {
        file: 'content/pages/en/about.md',
        field: 'body',
        message: 'has a paragraph with more than 300 runs of * or _, over the limit',
        hint: 'split the paragraph, or write a literal * as \\*; line 6',
      },
    ]);
  });

  it('counts quotes written without spaces (`>>>`) as nesting', () => {
    expect(checkMarkdownLimits('>'.repeat(20_000))[0]?.message).toBe(
      'nests 20000 levels deep (lists, quotes, indentation), over the limit of 32',
    );
    expect(checkMarkdownLimits('> > quoted twice\n\n- a list\n  - nested')).toEqual([]);
  });
});
