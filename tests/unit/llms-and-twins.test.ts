import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../generator/check/check-links.ts';
import { isMarkdownFile, markdownLinkSummaries, summarizeMarkdownLinks } from '../../generator/check/markdown-links.ts';
import { localizeMarkdownLinks } from '../../generator/output/markdown-twins.ts';

const mxPath = (path: string) => `/mx${path.endsWith('/') ? path : `${path}/`}`;

describe('localizeMarkdownLinks', () => {
  it("points a text's root-relative links into the locale, as the page's HTML does", () => {
    const text =
      'See [plans](/pricing) and [a post](/blog/x#faq), [us](https://example.org/a), ![logo](/images/a.svg).\n\n[ref]: /roi?x=1\n';
    expect(localizeMarkdownLinks(text, mxPath, '/sub')).toBe(
      'See [plans](/mx/pricing/) and [a post](/mx/blog/x/#faq), [us](https://example.org/a), ![logo](/sub/images/a.svg).\n\n[ref]: /mx/roi/?x=1\n',
    );
  });

  it('leaves protocol-relative links and text alone', () => {
    const text = 'A [cdn](//cdn.example.org/x) link; not a link: (/pricing).';
    expect(localizeMarkdownLinks(text, mxPath)).toBe(text);
  });
});

describe('the link check of llms.txt and the Markdown twins', () => {
  it('reads inline links, images and reference definitions, the site by its full address as paths, outside code', () => {
    const text = [
      '# T',
      '',
      '- [a](https://www.example.com/mx/blog/a/index.md): x',
      '- [b](/mx/pricing/#plans "title") ![c](/images/c.svg)',
      '- [out](https://example.org/x) [mail](mailto:a@b.c)',
      '`[not](/code-span)`',
      '```',
      '[not](/in-a-fence)',
      '```',
      '[ref]: /mx/roi/',
      '',
    ].join('\n');
    expect(summarizeMarkdownLinks('mx/llms.txt', text, 'https://www.example.com/sub')).toEqual({
      path: 'mx/llms.txt',
      ids: [],
      links: ['/mx/blog/a/index.md', '/mx/pricing/#plans', '/images/c.svg', '/mx/roi/'],
    });
  });

  it("finds a twin's or llms.txt's link to what the build does not make, and accepts what it does", () => {
    const files = [
      {
        path: 'llms.txt',
        contents: '# S\n\n- [p](https://www.example.com/blog/p/index.md): p\n- [gone](https://www.example.com/blog/gone/index.md): g\n',
      },
      { path: 'blog/p/index.md', contents: '# P\n\nSee [pricing](/pricing/) and [nothing](/nowhere/).\n' },
      { path: 'blog/p/index.html', contents: '<html></html>' },
    ];
    expect(files.map((file) => isMarkdownFile(file.path))).toEqual([true, true, false]);
    const summaries = markdownLinkSummaries(files, () => 'https://www.example.com');
    const pricing = { path: 'pricing/index.html', ids: [], links: [] };
    expect(findBrokenLinks([pricing, ...summaries], new Set(['llms.txt', 'blog/p/index.md']))).toEqual([
      { page: 'llms.txt', target: '/blog/gone/index.md' },
      { page: 'blog/p/index.md', target: '/nowhere/' },
    ]);
  });
});
