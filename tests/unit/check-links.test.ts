import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBrokenLinks, keepOnce, summarizeLinks } from '../../generator/check/check-links.ts';
import { BrokenLinksError } from '../../generator/errors.ts';

const page = (path: string, body: string) => summarizeLinks(path, `<html><body>${body}</body></html>`);

describe('findBrokenLinks', () => {
  it('accepts links to written pages, assets, anchors that exist and external URLs', () => {
    const pages = [
      page(
        'index.html',
        '<a href="/pricing/">p</a><a href="#faq">f</a><div id="faq"></div><a href="https://example.org/">x</a><a href="mailto:a@b.c">m</a>',
      ),
      page('pricing/index.html', '<a href="/#faq">f</a><a href="/?plan=pro">q</a><img src="/assets/logo.svg">'),
    ];
    expect(findBrokenLinks(pages, new Set(['assets/logo.svg']))).toEqual([]);
  });

  it('names the page and the target of every broken link and anchor', () => {
    const pages = [
      page('index.html', '<a href="/nowhere/">x</a><a href="#missing">y</a>'),
      page('mx/index.html', '<a href="/#gone">z</a><a href="pricing/">relative</a>'),
    ];
    expect(findBrokenLinks(pages, new Set())).toEqual([
      { page: 'index.html', target: '/nowhere/' },
      { page: 'index.html', target: '#missing' },
      { page: 'mx/index.html', target: '/#gone' },
      { page: 'mx/index.html', target: 'pricing/ (relative links are not allowed; start it with "/")' },
    ]);
  });

  it("checks only the judged pages' links, against the ids of every page", () => {
    const pages = [
      page('index.html', '<a href="/pricing/#plans">p</a><a href="/nowhere/">x</a>'),
      page('pricing/index.html', '<div id="plans"></div><a href="/gone/">y</a>'),
    ];
    expect(findBrokenLinks(pages, new Set(), undefined, undefined, new Set(['index.html']))).toEqual([
      { page: 'index.html', target: '/nowhere/' },
    ]);
    expect(findBrokenLinks(pages, new Set(), undefined, undefined, new Set(['pricing/index.html']))).toEqual([
      { page: 'pricing/index.html', target: '/gone/' },
    ]);
  });

  it('accepts links to planned pages of locales not built this time', () => {
    const pages = [page('mx/index.html', '<a href="/il/">he</a>')];
    expect(findBrokenLinks(pages, new Set(), new Set(['il/index.html']))).toEqual([]);
    expect(findBrokenLinks(pages, new Set(), new Set())).toHaveLength(1);
  });

  it('reports a link shared by many pages on each of them, and same-page anchors per page', () => {
    const pages = [
      page('a/index.html', '<a href="/b/#x">b</a><a href="/nowhere/">n</a><a href="#here">h</a><p id="here"></p>'),
      page('b/index.html', '<p id="x"></p><a href="/b/#y">self</a><a href="/nowhere/">n</a><a href="#here">h</a>'),
      page('c/index.html', '<a href="/b/#y">b</a><a href="/b/#x">b</a><a href="#here">h</a><p id="here"></p>'),
    ];
    expect(findBrokenLinks(pages, new Set())).toEqual([
      { page: 'a/index.html', target: '/nowhere/' },
      { page: 'b/index.html', target: '/b/#y' },
      { page: 'b/index.html', target: '/nowhere/' },
      { page: 'b/index.html', target: '#here' },
      { page: 'c/index.html', target: '/b/#y' },
    ]);
  });
});

describe('summarizeLinks', () => {
  it('reads attributes after any white space, skips other names ending alike, and decodes entities', () => {
    const html =
      '<a\nhref="/a/?x=1&amp;y=2">a</a><img\tsrc="/i.svg"><div data-id="no" id="yes"></div><a xhref="/no/" href="">e</a>' +
      '<p>text with = and &quot; and id = &quot;x&quot;</p><a class="c" href="https://example.org/">x</a><a href="//cdn.example/x">y</a><span id="a&quot;b"></span>';
    expect(summarizeLinks('p.html', html)).toEqual({ path: 'p.html', ids: ['yes', 'a"b'], links: ['/a/?x=1&y=2', '/i.svg'] });
  });
});

describe('summarizeLinks', () => {
  /** The summary as one regular expression over the page gives it: the definition the scanner keeps to. */
  function byExpression(path: string, html: string) {
    const ids: string[] = [];
    const links = new Set<string>();
    const decode = (value: string) =>
      value
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
    for (const [, name, value] of html.matchAll(/\s(href|src|id)="([^"]*)"/g)) {
      if (value === '') continue;
      if (name === 'id') ids.push(decode(value!));
      else if (!/^[a-z][a-z0-9+.-]*:/i.test(decode(value!)) && !decode(value!).startsWith('//')) links.add(decode(value!));
    }
    return { path, ids, links: [...links] };
  }

  it('finds what the expression \\s(href|src|id)="…" finds, in any text', () => {
    const piece = fc.constantFrom(
      ' ',
      '\n',
      '"',
      '=',
      '="',
      'href',
      'src',
      'id',
      'data-id',
      'xhref',
      '/a/',
      '#b',
      'https://c',
      '&amp;',
      '<a ',
      '>',
      'q',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }).map((parts) => parts.join('')),
        (html) => {
          expect(summarizeLinks('p', html)).toEqual(byExpression('p', html));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads links, sources and ids of a page, and leaves out external URLs', () => {
    expect(
      page(
        'x.html',
        '<a href="/a/?q=1&amp;r=2">a</a><img src="/i.svg"><p id="faq" data-id="no">x</p><a href="https://example.org/">e</a><a href="/a/?q=1&amp;r=2">again</a>',
      ),
    ).toEqual({
      path: 'x.html',
      ids: ['faq'],
      links: ['/a/?q=1&r=2', '/i.svg'],
    });
  });
});

describe('keepOnce', () => {
  // Whether a kept value still points into its page cannot be seen from JavaScript; the figures
  // are in the commit (scavenge time on the render threads at 5,000 posts). This checks it
  // changes nothing the link check reads.
  it('gives the same summaries as reading the values directly', () => {
    const keep = keepOnce;
    const html = (n: number) => `<nav><a href="/pricing/">p</a><a href="/blog/post-${n}/">b</a></nav><h2 id="section-${n % 2}">x</h2>`;
    const first = summarizeLinks('a.html', html(1), keep);
    const second = summarizeLinks('b.html', html(3), keep);
    expect(first).toEqual(summarizeLinks('a.html', html(1), (value) => value));
    expect(second).toEqual(summarizeLinks('b.html', html(3), (value) => value));
    expect(keep('/x/')).toBe('/x/');
  });
});

describe('BrokenLinksError', () => {
  it('lists the links in page order, whatever order the pages were checked in (dev checks open pages first)', () => {
    const links = [
      { page: 'blog/b/index.html', target: '/blog/z/' },
      { page: 'blog/a/index.html', target: '/blog/y/' },
      { page: 'blog/b/index.html', target: '/blog/x/' },
    ];
    const lines = (error: BrokenLinksError) => error.message.split('\n').slice(1);
    expect(lines(new BrokenLinksError(links))).toEqual([
      '  blog/a/index.html links to /blog/y/, which the build does not produce',
      '  blog/b/index.html links to /blog/x/, which the build does not produce',
      '  blog/b/index.html links to /blog/z/, which the build does not produce',
    ]);
    expect(new BrokenLinksError([...links].reverse()).message).toBe(new BrokenLinksError(links).message);
  });
});
