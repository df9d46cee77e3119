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

/** `url(#id)` in an attribute or a style sheet: a paint, clip, mask or filter drawn from elsewhere in the file. */
const localReference = /url\(\s*['"]?\s*#([^'")\s]+)/g;

/** Paint servers without drawing of their own: referring to one copies no elements. */
const gradients = new Set(['linearGradient', 'radialGradient']);

/** Masks and filters each draw a layer as large as the image: a few make a drawing, thousands take minutes. */
const maxLayers = 64;

/** Elements drawn, counting those each `<use>`, clip path or pattern copies: a renderer draws each copy. */
const maxDrawn = 100_000;

/** An element as the reference check sees it: what it refers to, and what it holds. */
interface Drawn {
  name: string;
  local: string;
  references: string[];
  children: Drawn[];
  /** Elements in it, itself included; and whether something in it copies what is not a gradient (after the parse). */
  size: number;
  copies?: string;
}

/** What to do about a refused SVG, for every report of one. */
export const svgNotDrawingHint =
  'an SVG is published as it is: keep only shapes, text, gradients, clips, masks and filters in it (no scripts, event attributes, links, embedded documents or DOCTYPE); export it again as plain SVG';

/** What in `svg` is not allowed, as a short phrase, or undefined when the whole file is drawing. */
export function svgProblem(svg: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let problem: string | undefined;
  let uses = 0;
  let copiedDepth = 0; // inside <defs> or <symbol>: what a <use> copies
  let inStyle = false;
  const refuse = (what: string) => (problem ??= what);
  const byId = new Map<string, Drawn>();
  const open: Drawn[] = [];
  const closed: Drawn[] = [];
  const styleReferences: string[] = [];
  parser.on('doctype', () => refuse('a <!DOCTYPE> (its entities can expand to anything)'));
  parser.on('processinginstruction', (pi) => refuse(`a processing instruction <?${pi.target}?>`));
  parser.on('opentag', (tag) => {
    if (tag.uri !== svgNamespace || !elements.has(tag.local))
      return void refuse(`a <${tag.name}> element${tag.uri === svgNamespace ? '' : ` (namespace ${tag.uri || 'none'})`}`);
    if (tag.local === 'defs' || tag.local === 'symbol') copiedDepth += 1;
    if (tag.local === 'use' && (copiedDepth > 0 || ++uses > maxUses))
      refuse(copiedDepth > 0 ? 'a <use> inside <defs> or <symbol>' : `more than ${maxUses} <use> elements`);
    if (tag.local === 'style') inStyle = true;
    const drawn: Drawn = { name: tag.name, local: tag.local, references: [], children: [], size: 1 };
    open.at(-1)?.children.push(drawn);
    open.push(drawn);
    for (const attribute of Object.values(tag.attributes)) {
      const { uri, local, name, value } = attribute;
      if (name === 'xmlns' || name.startsWith('xmlns:') || (uri === xmlNamespace && (local === 'space' || local === 'lang'))) continue;
      const allowed = (uri === '' && attributes.has(local)) || (uri === xlinkNamespace && local === 'href');
      if (!allowed) return void refuse(`the attribute ${name} on <${tag.name}>`);
      if (local === 'href' && !value.startsWith('#'))
        return void refuse(`a link to ${JSON.stringify(value.slice(0, 40))} on <${tag.name}> (only #id references)`);
      if (outsideReference.test(value)) return void refuse(`a reference outside the file in ${name} on <${tag.name}>`);
      if (local === 'id') byId.set(value, drawn);
      if (local === 'href') drawn.references.push(value.slice(1));
      for (const match of value.matchAll(localReference)) drawn.references.push(match[1]!);
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'defs' || tag.local === 'symbol') copiedDepth -= 1;
    if (tag.local === 'style') inStyle = false;
    closed.push(open.pop()!);
  });
  const styleText = (text: string) => {
    if (inStyle && outsideReference.test(text)) refuse('a reference outside the file in <style>');
    if (inStyle) for (const match of text.matchAll(localReference)) styleReferences.push(match[1]!);
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  try {
    parser.write(svg).close();
  } catch (error) {
    return problem ?? `XML that does not parse (${(error as Error).message.split('\n')[0]})`;
  }
  return problem ?? fanOutProblem(closed, byId, styleReferences);
}

/**
 * References that copy references fan out: eight `<use>` of a group of eight `<use>`, seven
 * levels deep, draw 8^7 elements from 2 KB (21 s of CPU for a cover; masks copying masks took
 * minutes). So what a reference copies may refer to gradients only, a style sheet may refer to
 * gradients only (it applies to any number of elements), and the copies are counted.
 * `closed` is in the order elements ended: each after everything it holds.
 */
function fanOutProblem(closed: Drawn[], byId: Map<string, Drawn>, styleReferences: string[]): string | undefined {
  for (const id of styleReferences) {
    const target = byId.get(id);
    if (target && !gradients.has(target.local))
      return `a reference in <style> to <${target.name} id="${id}"> (a style sheet may refer to gradients only; write it on the element)`;
  }
  const copying = (id: string) => {
    const target = byId.get(id);
    return target !== undefined && !gradients.has(target.local);
  };
  for (const element of closed) {
    element.size += element.children.reduce((sum, child) => sum + child.size, 0);
    element.copies = element.references.find(copying) ?? element.children.find((child) => child.copies)?.copies;
  }
  let drawn = closed.length;
  let layers = 0;
  for (const element of closed) {
    for (const id of element.references) {
      const target = byId.get(id);
      if (!target) continue;
      if (target.copies !== undefined)
        return `a reference on <${element.name}> that copies #${id}, which copies #${target.copies} (a copy of a copy fans out: refer to the drawing itself)`;
      if (target.local === 'mask' || target.local === 'filter') layers += 1;
      if (!gradients.has(target.local)) drawn += target.size;
    }
  }
  if (layers > maxLayers) return `more than ${maxLayers} masks and filters applied (each is a layer as large as the image)`;
  if (drawn > maxDrawn)
    return `more than ${maxDrawn.toLocaleString('en')} elements drawn, counting each copy a <use>, clip path or pattern makes`;
  return undefined;
}
