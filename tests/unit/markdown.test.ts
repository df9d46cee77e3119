import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import matter from 'gray-matter';
import fc from 'fast-check';
import { countMarkdownWords, countProseWords, localizeContentLinks, renderMarkdown } from '../../generator/content/markdown.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

describe('renderMarkdown', () => {
  it('gives headings stable ids: numbered sections and slugs in any script', () => {
    const { html, headings } = renderMarkdown('## 3. Fees\n\n## Privacy & you\n\n## פרטיות\n\n## Privacy & you\n');
    expect(headings.map((h) => h.id)).toEqual(['section-3', 'privacy-you', 'פרטיות', 'privacy-you-2']);
    expect(html).toContain('<h2 id="section-3">3. Fees</h2>');
  });

  it('keeps harmless raw HTML and removes what can run', () => {
    const markdown = [
      'Press <kbd>Ctrl</kbd> to copy.',
      '',
      '<script>alert(1)</script>',
      '',
      '<img src="/images/x.svg" alt="x" onerror="alert(2)">',
      '',
      '[click](javascript:alert(3)) and <a href="JaVaScRiPt:alert(4)">this</a>',
      '',
      '<iframe src="https://example.org"></iframe><p onclick="alert(5)" style="color:red">styled</p>',
    ].join('\n');
    const { html } = renderMarkdown(markdown);
    expect(html).toContain('<kbd>Ctrl</kbd>');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
    expect(html).toContain('<img src="/images/x.svg" alt="x" />');
    expect(html).toContain('<p>styled</p>');
  });

  it('counts words of the text a reader sees, not of code blocks', () => {
    expect(renderMarkdown('One two three.\n\n```\nnot counted at all\n```\n').wordCount).toBe(3);
  });
});

describe('countProseWords', () => {
  it('counts the white-space-separated pieces that have a letter or digit, in any script', () => {
    const definition = (prose: string) => prose.split(/\s+/).filter((piece) => /[\p{L}\p{N}]/u.test(piece)).length;
    const piece = fc.constantFrom('word', 'שלום', 'नमस्ते', '42', '-', '|', '##', '—', 'a-b', '(x)', '', '\u00a0', ' ', '\n', '\t', '\u2003');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme' }),
          fc.array(piece).map((parts) => parts.join('')),
        ),
        (prose) => {
          expect(countProseWords(prose)).toBe(definition(prose));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('countMarkdownWords', () => {
  it.each([
    ['One two three.\n\n```js\nnot counted at all\n```\n'],
    ['A [link text](/pricing "title") and ![an image](/a.png) then <b>bold</b> words'],
    ['1. one\n2. two\n\n- three\n* four\n\n> 5. quoted'],
    ['| a | b |\n|---|---|\n| c &amp; d | e |'],
    ['## A heading\n\n**bold** _em_ `code` ~~gone~~'],
    ['~~~\nunclosed fence runs to the end'],
  ])('agrees with the count of the rendered HTML: %j', (markdown) => {
    expect(countMarkdownWords(markdown)).toBe(renderMarkdown(markdown).wordCount);
  });

  it('agrees with the rendered count on every shipped post (reading times do not move)', async () => {
    const folder = join(repoRoot, 'content', 'posts');
    const files = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.md'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const body = matter(await readFile(join(folder, file), 'utf8')).content;
      expect(countMarkdownWords(body), file).toBe(renderMarkdown(body).wordCount);
    }
  });
});

describe('localizeContentLinks', () => {
  it('prefixes page links with the locale and leaves files, anchors and other sites alone', () => {
    const html =
      '<a href="/pricing">p</a><a href="/blog/x#y">b</a><a href="/images/a.svg">i</a><a href="#top">t</a><a href="https://example.org/">e</a>';
    expect(localizeContentLinks(html, (path) => `/mx${path.endsWith('/') ? path : `${path}/`}`)).toBe(
      '<a href="/mx/pricing/">p</a><a href="/mx/blog/x/#y">b</a><a href="/images/a.svg">i</a><a href="#top">t</a><a href="https://example.org/">e</a>',
    );
  });
});

describe('renderMarkdown, always through the sanitizer', () => {
  // Plain pieces, and (rarer) pieces the sanitizer must clean.
  const plain = fc.constantFrom(
    'plain words',
    "it's",
    '"quoted"',
    'a & b',
    '1 < 2 > 0',
    '&amp;',
    '**bold**',
    '_em_',
    '~~gone~~',
    '`code & <b>`',
    '[site](/pricing/)',
    '[ext](https://example.org/a?b=1&c="2")',
    '[mail](mailto:a@b.c)',
    '[tel](tel:+5215512345678)',
    '[title](/a/ "a \'title\' & more")',
    '![alt](/images/a.svg)',
    '![](/images/b.png "t & \'u\'")',
    'www.example.org',
    'user@example.org',
    'line end  \nnext',
    '\\<escaped\\>',
    'שלום',
    'नमस्ते',
  );
  const risky = fc.constantFrom(
    '&copy;',
    '&#169;',
    '[js](javascript:alert(1))',
    '[rel](pricing.html)',
    '[proto](//evil.test/)',
    '[empty]()',
    '![alt "x"](/images/a.svg)',
    '<kbd>Ctrl</kbd>',
    '<span onclick="x()">s</span>',
  );
  const inline = fc.oneof({ arbitrary: plain, weight: 12 }, { arbitrary: risky, weight: 1 });
  const block = fc.oneof(
    fc.array(inline, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' ')),
    fc.tuple(fc.integer({ min: 1, max: 6 }), inline).map(([depth, text]) => `${'#'.repeat(depth)} ${text}`),
    fc.array(inline, { minLength: 1, maxLength: 3 }).map((items) => items.map((item) => `- ${item}`).join('\n')),
    fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.array(inline, { minLength: 1, maxLength: 3 }))
      .map(([start, items]) => items.map((item, i) => `${start + i}. ${item}`).join('\n')),
    fc.array(inline, { minLength: 1, maxLength: 2 }).map((items) => items.map((item, i) => `- [${i ? 'x' : ' '}] ${item}`).join('\n')),
    fc.tuple(fc.constantFrom('', 'ts', 'js x', 'c++', 'a"b'), inline).map(([lang, code]) => `\`\`\`${lang}\n${code}\n\`\`\``),
    fc.tuple(inline, inline).map(([a, b]) => `| ${a} | B |\n|:---|:-:|\n| ${b} | 2 |`),
    inline.map((text) => `> ${text}`),
    fc.constantFrom(
      '---',
      '<div class="x">block <b>html</b></div>',
      '<table><tr><td>t</td></tr></table>',
      '<script>alert(1)</script>',
      '[ref]: /pricing/ "Pricing"\n\n[see][ref]',
    ),
  );
  const documents = fc.array(block, { minLength: 1, maxLength: 8 }).map((blocks) => blocks.join('\n\n'));

  /** What must never reach a page from content: anything that runs, and links to other schemes. */
  const unsafe =
    /<(?:script|style|iframe|form|object)\b|<[a-z][^>]*\son\w+\s*=|<[a-z][^>]*\s(?:href|src)="\s*(?:javascript|data|vbscript):|<[a-z][^>]*\s(?:href|src)="\/\//i;

  it('publishes nothing that runs, for any document', () => {
    fc.assert(
      fc.property(documents, (markdown) => {
        expect(renderMarkdown(markdown).html).not.toMatch(unsafe);
      }),
      { numRuns: 1000 },
    );
  });

  it('drops scripts, event handlers and javascript: links that a document carries', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n[js](javascript:alert(1)) <span onclick="x()">s</span> <img src=x onerror=alert(1)>',
    ).html;
    expect(html).not.toMatch(unsafe);
    expect(html).toContain('<span>s</span>');
  });

  it('renders every shipped post and legal text to safe HTML', async () => {
    for (const folder of ['content/posts', 'content/legal']) {
      for (const lang of await readdir(join(repoRoot, folder))) {
        for (const file of (await readdir(join(repoRoot, folder, lang))).filter((name) => name.endsWith('.md'))) {
          const { content } = matter(await readFile(join(repoRoot, folder, lang, file), 'utf8'));
          expect(renderMarkdown(content).html, `${folder}/${lang}/${file}`).not.toMatch(unsafe);
        }
      }
    }
  });
});
