import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgProblem } from '../../generator/assets/svg-allow-list.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${body}</svg>`;

describe('the SVG allow-list', () => {
  it('allows every SVG the site ships and plain drawing', () => {
    const folder = join(repoRoot, 'content', 'images', 'blog');
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.svg')))
      expect(svgProblem(readFileSync(join(folder, name), 'utf8')), name).toBeUndefined();
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/><style>rect { fill: url(#g) }</style>',
      ' viewBox="0 0 10 10"',
    );
    expect(svgProblem(`<?xml version="1.0" encoding="UTF-8"?>\n${drawing}`)).toBeUndefined();
  });

  it('refuses what runs or reaches outside the file, however it is written (issue 46, item 4)', () => {
    const cases: [string, string][] = [
      [svg('<script>alert(1)</script>'), 'a <script> element'],
      [svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), 'the attribute onload on <svg>'],
      [svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg" href="/images/blog/app.js"/>'), 'a <svg:script> element'],
      [
        svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
        'a <h:script> element (namespace http://www.w3.org/1999/xhtml)',
      ],
      ['<!DOCTYPE svg [<!ENTITY e "&#60;script&#62;alert(1)&#60;/script&#62;">]>' + svg('&e;'), 'a <!DOCTYPE>'],
      [svg('<a xlink:href="data:text/html,x"><rect width="1" height="1"/></a>'), 'a <a> element'],
      [svg('<use xlink:href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'), 'a link to "data:image/svg+xml;base64,'],
      [svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), 'a <foreignObject> element'],
      [svg('<image href="https://example.com/x.png"/>'), 'a <image> element'],
      [svg('<rect width="1" height="1" fill="url(https://example.com/track)"/>'), 'a reference outside the file in fill on <rect>'],
      [svg('<style>@import url(https://example.com/x.css);</style>'), 'a reference outside the file in <style>'],
      [svg('<defs><g id="a"><use href="#b"/></g></defs>'), 'a <use> inside <defs> or <symbol>'],
      [svg('<rect'), 'XML that does not parse'],
    ];
    for (const [input, expected] of cases) expect(svgProblem(input), input).toContain(expected);
  });

  it('refuses copies of copies, whatever copies them, and more layers than a drawing needs (issue 46, item 8: fan-out)', () => {
    // Eight copies a level, seven levels: 8^7 drawn from 2 KB. Each took sharp 6-15 s at six levels; masks over 120 s.
    const eight = (element: (i: number) => string) => Array.from({ length: 8 }, (_, i) => element(i)).join('');
    const rects = (extra = '') => eight((i) => `<rect x="${i}" width="1" height="1"${extra}/>`);
    const chain = (open: (level: number) => string, close: string, copy: (below: string) => string) =>
      Array.from({ length: 8 }, (_, level) => `${open(level)}${level === 0 ? rects() : copy(`#l${level - 1}`)}${close}`).join('');
    const cases: [string, string][] = [
      // Groups outside <defs>: 56 <use> elements, under the limit of 64.
      [
        svg(
          chain(
            (l) => `<g id="l${l}">`,
            '</g>',
            (below) => eight((i) => `<use href="${below}" x="${i}"/>`),
          ),
        ),
        'copies #l',
      ],
      [
        svg(
          chain(
            (l) => `<mask id="l${l}">`,
            '</mask>',
            (below) => rects(` mask="url(${below})"`),
          ),
        ),
        'copies #l',
      ],
      [
        svg(
          chain(
            (l) => `<clipPath id="l${l}">`,
            '</clipPath>',
            (below) => rects(` clip-path="url(${below})"`),
          ),
        ),
        'copies #l',
      ],
      [
        svg(
          chain(
            (l) => `<pattern id="l${l}" width="8" height="1">`,
            '</pattern>',
            (below) => rects(` fill="url(${below})"`),
          ),
        ),
        'copies #l',
      ],
      [svg('<g id="a"><use href="#a"/></g>'), 'copies #a'],
      // Flat, no copy of a copy: each mask or filter is a layer as large as the image.
      [
        svg(
          `<mask id="m"><rect width="9" height="9" fill="#fff"/></mask>${Array.from({ length: 65 }, () => '<rect width="1" height="1" mask="url(#m)"/>').join('')}`,
        ),
        'more than 64 masks and filters',
      ],
      [
        svg(
          `<clipPath id="c">${'<rect width="1" height="1"/>'.repeat(2000)}</clipPath>${'<rect width="9" height="9" clip-path="url(#c)"/>'.repeat(50)}`,
        ),
        'more than 100,000 elements drawn',
      ],
      // A style sheet applies to any number of elements: it may refer to gradients only.
      [
        svg('<style>rect { mask: url(#m) }</style><mask id="m"><rect width="1" height="1"/></mask>'),
        'a reference in <style> to <mask id="m">',
      ],
    ];
    for (const [input, expected] of cases) expect(svgProblem(input), input.slice(0, 200)).toContain(expected);
    // What drawings do: a group used a few times, a clip, a mask, a filter, gradients that inherit stops.
    const drawing = svg(
      '<defs><linearGradient id="a"><stop offset="0" stop-color="#fff"/></linearGradient><linearGradient id="b" href="#a" x2="0"/>' +
        '<clipPath id="c"><rect width="5" height="5"/></clipPath><mask id="m"><rect width="5" height="5" fill="url(#a)"/></mask>' +
        '<filter id="f"><feGaussianBlur stdDeviation="1"/></filter><pattern id="p" width="2" height="2"><rect width="1" height="1" fill="url(#b)"/></pattern></defs>' +
        '<g id="dot"><circle r="1" fill="url(#b)"/></g><use href="#dot" x="2"/><use href="#dot" x="4"/>' +
        '<rect width="9" height="9" fill="url(#p)" clip-path="url(#c)" mask="url(#m)" filter="url(#f)"/>',
    );
    expect(svgProblem(drawing)).toBeUndefined();
  });
});
