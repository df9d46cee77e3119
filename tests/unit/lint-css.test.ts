import { describe, expect, it } from 'vitest';
import { templatesDir } from '../../generator/assets/assets.ts';
import { formatProblem } from '../../generator/errors.ts';
import { lintCss, lintStyles } from '../../generator/check/lint-css.ts';

describe('physical CSS lint', () => {
  it('flags physical directions and names the logical property to use', () => {
    const css = [
      '.a { margin-left: 4px; }',
      '.b { padding-inline-start: 4px; }',
      '.c { text-align: right; }',
      '.d { left: 0; }',
      '.e { border-right: 1px solid; }',
      '.f { inset-inline-end: 0; }',
    ].join('\n');
    expect(lintCss('x.css', css).map(formatProblem)).toEqual([
      'x.css: line 1: "margin-left" is a physical direction (use margin-inline-start/end or padding-inline-start/end)',
      'x.css: line 3: "text-align: right" is a physical direction (use text-align: start/end)',
      'x.css: line 4: "left" is a physical direction (use inset-inline-start/end)',
      'x.css: line 5: "border-right" is a physical direction (use border-inline-start/end)',
    ]);
  });

  it('accepts a line that says why it must be physical', () => {
    expect(lintCss('x.css', '.logo { left: 0; } /* physical: the logo mark is not text */')).toEqual([]);
  });

  it('finds nothing physical in the shipped stylesheets', async () => {
    expect((await lintStyles(templatesDir)).map(formatProblem)).toEqual([]);
  });
});
