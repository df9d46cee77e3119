import fc from 'fast-check';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../generator/load/front-matter.ts';

/** gray-matter over the whole text, with the same YAML schema: what parseFrontMatter must give. */
const wholeText = (text: string) =>
  matter(text, { engines: { yaml: (block: string) => yaml.load(block, { schema: yaml.CORE_SCHEMA }) as object } });

describe('parseFrontMatter', () => {
  it('gives the fields and body gray-matter gives for the whole text', () => {
    const field = fc.constantFrom(
      'title: "A post"',
      'id: 3',
      'tags: ["a", "b"]',
      'featured: true',
      '# a comment',
      'categories:\n  - Growth',
      "quote: 'it''s'",
      'date: 2025-02-30',
      'empty:',
    );
    const afterClose = fc.constantFrom('', ' ', '\t ', '\r');
    const body = fc
      .array(fc.constantFrom('\n', '\r', '\r\n', ' ', 'text', '## Heading', '---', '- item', '\n---\n'), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(field, { maxLength: 6 }), afterClose, body, (fields, rest, text) => {
        const source = `---\n${fields.join('\n')}${fields.length > 0 ? '\n' : ''}---${rest}${text === '' ? '' : '\n'}${text}`;
        const parsed = parseFrontMatter(`post-${source.length}.md`, source);
        if (!parsed.ok) return; // a closing line with a carriage return is refused before parsing
        const expected = wholeText(source);
        expect(parsed.doc.data).toEqual(expected.data);
        expect(parsed.doc.body).toBe(expected.content);
      }),
      { numRuns: 2000 },
    );
  });

  it('parses a changed text of the same file again', () => {
    const first = parseFrontMatter('same.md', '---\ntitle: "One"\n---\nBody one\n');
    const second = parseFrontMatter('same.md', '---\ntitle: "Two"\n---\nBody two\n');
    expect(first.ok && first.doc).toEqual({ data: { title: 'One' }, body: 'Body one\n' });
    expect(second.ok && second.doc).toEqual({ data: { title: 'Two' }, body: 'Body two\n' });
  });
});
