import { describe, expect, it } from 'vitest';
import { searchBodyOf } from '../../generator/output/search-body.ts';

describe('searchBodyOf', () => {
  it('keeps the html tag and the marked element, nested elements of its name included', () => {
    const page =
      '<!doctype html><html lang="he" dir="rtl"><head><title>T</title></head><body><header>nav</header>' +
      '<article data-pagefind-body="" data-pagefind-filter="type:post"><p>a</p><article><p>b</p></article><p>c</p></article>' +
      '<footer>f</footer></body></html>';
    expect(searchBodyOf(page)).toBe(
      '<!doctype html><html lang="he" dir="rtl"><body><article data-pagefind-body="" data-pagefind-filter="type:post"><p>a</p><article><p>b</p></article><p>c</p></article></body></html>',
    );
  });

  it('gives a page without the mark, or with an unclosed element, whole', () => {
    const unmarked = '<html lang="en"><body><main>x</main></body></html>';
    expect(searchBodyOf(unmarked)).toBe(unmarked);
    const unclosed = '<html lang="en"><body><main data-pagefind-body="">x</body></html>';
    expect(searchBodyOf(unclosed)).toBe(unclosed);
  });

  it('takes no mention of the attribute in the head for the mark', () => {
    const page =
      '<html lang="en"><head><title>Using data-pagefind-body=&quot;&quot;</title></head>' +
      '<body><main data-pagefind-body="">x</main></body></html>';
    expect(searchBodyOf(page)).toBe('<!doctype html><html lang="en"><body><main data-pagefind-body="">x</main></body></html>');
  });
});
