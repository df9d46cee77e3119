import { SaxesParser } from 'saxes';

/**
 * Whether an SVG from content may be published as it is: parsed as XML (saxes, with namespaces),
 * and allowed only if every element and attribute is drawing on an allow-list. A pattern over
 * the text missed `<svg:script>`, an XHTML `<h:script>`, a DTD entity expanding to `<script>`
 * and a namespaced link to a data: URL; a parse sees each of them for what it is. The file is
 * refused rather than cleaned: an author fixes it once, and what is published is what they wrote.
 */

const svgNamespace = 'http://www.w3.org/2000/svg';
const xlinkNamespace = 'http://www.w3.org/1999/xlink';
const xmlNamespace = 'http://www.w3.org/XML/1998/namespace';

const elements = new Set(
  (
    'svg g defs symbol use title desc path rect circle ellipse line polyline polygon text tspan linearGradient radialGradient stop ' +
    'clipPath mask pattern style filter feGaussianBlur feOffset feBlend feColorMatrix feComposite feFlood feMerge feMergeNode feDropShadow'
  ).split(' '),
);

const attributes = new Set(
  (
    'id class style version viewBox preserveAspectRatio width height x y x1 y1 x2 y2 cx cy r rx ry fx fy d points transform ' +
    'fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray ' +
    'stroke-dashoffset opacity color display visibility overflow clip-path clip-rule mask filter vector-effect shape-rendering paint-order ' +
    'offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod patternUnits patternContentUnits patternTransform ' +
    'clipPathUnits maskUnits maskContentUnits filterUnits primitiveUnits stdDeviation in in2 result mode values type operator k1 k2 k3 k4 ' +
    'flood-color flood-opacity dx dy font-family font-size font-weight font-style text-anchor dominant-baseline letter-spacing ' +
    'word-spacing textLength lengthAdjust rotate role aria-label aria-hidden focusable href'
  ).split(' '),
);

/** At most this many `<use>` elements, and none inside what another `<use>` copies: their fan-out costs exponential time. */
const maxUses = 64;

/** A `url(…)` or link that leaves the file: only `#id` references are drawing. */
const outsideReference = /url\(\s*['"]?\s*(?!#)|@import|expression\(/i;

/** What in `svg` is not allowed, as a short phrase, or undefined when the whole file is drawing. */
export function svgProblem(svg: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let problem: string | undefined;
  let uses = 0;
  let copiedDepth = 0; // inside <defs> or <symbol>: what a <use> copies
  let inStyle = false;
  const refuse = (what: string) => (problem ??= what);
  parser.on('doctype', () => refuse('a <!DOCTYPE> (its entities can expand to anything)'));
  parser.on('processinginstruction', (pi) => refuse(`a processing instruction <?${pi.target}?>`));
  parser.on('opentag', (tag) => {
    if (tag.uri !== svgNamespace || !elements.has(tag.local))
      return void refuse(`a <${tag.name}> element${tag.uri === svgNamespace ? '' : ` (namespace ${tag.uri || 'none'})`}`);
    if (tag.local === 'defs' || tag.local === 'symbol') copiedDepth += 1;
    if (tag.local === 'use' && (copiedDepth > 0 || ++uses > maxUses))
      refuse(copiedDepth > 0 ? 'a <use> inside <defs> or <symbol>' : `more than ${maxUses} <use> elements`);
    if (tag.local === 'style') inStyle = true;
    for (const attribute of Object.values(tag.attributes)) {
      const { uri, local, name, value } = attribute;
      if (name === 'xmlns' || name.startsWith('xmlns:') || (uri === xmlNamespace && (local === 'space' || local === 'lang'))) continue;
      const allowed = (uri === '' && attributes.has(local)) || (uri === xlinkNamespace && local === 'href');
      if (!allowed) return void refuse(`the attribute ${name} on <${tag.name}>`);
      if (local === 'href' && !value.startsWith('#'))
        return void refuse(`a link to ${JSON.stringify(value.slice(0, 40))} on <${tag.name}> (only #id references)`);
      if (outsideReference.test(value)) return void refuse(`a reference outside the file in ${name} on <${tag.name}>`);
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'defs' || tag.local === 'symbol') copiedDepth -= 1;
    if (tag.local === 'style') inStyle = false;
  });
  const styleText = (text: string) => {
    if (inStyle && outsideReference.test(text)) refuse('a reference outside the file in <style>');
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  try {
    parser.write(svg).close();
  } catch (error) {
    return problem ?? `XML that does not parse (${(error as Error).message.split('\n')[0]})`;
  }
  return problem;
}
