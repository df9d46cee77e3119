import { describe, expect, it } from 'vitest';
import { sourceHash } from '../../generator/i18n/source-hash.ts';
import { withSourceLine } from '../../generator/translations/source-line.ts';
import { sourcesFileText } from '../../generator/translations/mark-fresh.ts';

describe('the record of the English a translation was made from (issue 42)', () => {
  it('hashes the text as it is read: a byte-order mark and CRLF line endings change nothing', () => {
    const hash = sourceHash('---\ntitle: "A"\n---\nText.\n');
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    expect(sourceHash('\ufeff---\r\ntitle: "A"\r\n---\r\nText.\r\n')).toBe(hash);
    expect(sourceHash('---\ntitle: "A"\n---\nText!\n')).not.toBe(hash);
  });

  it('adds or replaces the source line of the front matter and changes nothing else', () => {
    expect(withSourceLine('a.md', '---\ntitle: "A"\n---\nText.\n', 'abcdefabcdef')).toBe(
      '---\ntitle: "A"\nsource: abcdefabcdef\n---\nText.\n',
    );
    expect(withSourceLine('a.md', '---\nsource: 000000000000\ntitle: "A"\n---\n\n--- not front matter\n', 'abcdefabcdef')).toBe(
      '---\nsource: abcdefabcdef\ntitle: "A"\n---\n\n--- not front matter\n',
    );
    expect(withSourceLine('a.md', '\ufeff---\r\ntitle: "A"\r\n---\r\nText.\r\n', 'abcdefabcdef')).toBe(
      '\ufeff---\r\ntitle: "A"\r\nsource: abcdefabcdef\r\n---\r\nText.\r\n',
    );
    expect(() => withSourceLine('content/posts/he/a.md', 'No front matter.\n', 'abcdefabcdef')).toThrow(/1 problem|front matter/);
  });

  it('writes the record with sorted keys, so its bytes depend on its content only', () => {
    expect(sourcesFileText({ strings: { 'nav.pricing': '111111111111', 'nav.home': '222222222222' }, data: {} })).toBe(
      '{\n  "strings": {\n    "nav.home": "222222222222",\n    "nav.pricing": "111111111111"\n  },\n  "data": {}\n}\n',
    );
  });
});
