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

  it('allows a marker on a shape: flag-icons draws the US stars so (issue 45, item 13)', () => {
    const stars = svg(
      '<marker id="s" markerHeight="30" markerWidth="30"><path fill="#fff" d="m14 0 9 27L0 10h28L5 27z"/></marker><path fill="none" marker-mid="url(#s)" d="m0 0 16 11h61 61"/>',
    );
    expect(svgProblem(stars)).toBeUndefined();
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
      [svg('<defs><g id="a"><use href="#b"/></g></defs>'), 'a <use> inside <defs>, <symbol> or <marker>'],
      [svg('<marker id="m"><use href="#b"/></marker>'), 'a <use> inside <defs>, <symbol> or <marker>'],
      // A marker on a shape inside a marker fans out like nested <use>, written as an attribute, a style or a style sheet.
      [svg('<marker id="m"><path d="M0 0h1" marker-mid="url(#n)"/></marker>'), 'a marker inside a <marker> (marker-mid on <path>)'],
      [svg('<marker id="m"><path d="M0 0h1" style="marker-start: url(#n)"/></marker>'), 'a marker inside a <marker> (style on <path>)'],
      [svg('<style>path { marker-mid: url(#m) }</style>'), 'a marker property in <style>'],
      [svg('<rect'), 'XML that does not parse'],
    ];
    for (const [input, expected] of cases) expect(svgProblem(input), input).toContain(expected);
  });
});
