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
});
