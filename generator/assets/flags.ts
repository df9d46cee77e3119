import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SaxesParser } from 'saxes';
import type { OutputFile } from './assets.ts';
import { hashedName } from './assets.ts';
import { svgProblem } from './svg-allow-list.ts';

/**
 * The flags of the countries the wizard offers (issue 45, item 13), from the `flag-icons`
 * package (MIT, 4:3 SVGs): drawn once by its maintainers and kept up to date when a flag
 * changes, where hand-drawn flags would be 49 files of ours to get right and keep right.
 * Only the offered countries' flags are published, each under a content-hashed name.
 */

const flagsDir = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');

/** An element of a parsed SVG: its qualified name, attributes in file order, children. */
interface Element {
  name: string;
  attributes: [string, string][];
  children: (Element | string)[];
}

/** Elements whose text is drawn or read: their whitespace stays. */
const textElements = new Set(['text', 'tspan', 'title', 'desc', 'style']);
/** More copies than this from expanding `<use>` is refused: no flag needs a tenth of it. */
const maxElements = 5000;

function parse(svg: string): Element {
  const parser = new SaxesParser({ xmlns: true });
  const stack: Element[] = [];
  let root: Element | undefined;
  parser.on('opentag', (tag) => {
    const element: Element = { name: tag.name, attributes: Object.values(tag.attributes).map((a) => [a.name, a.value]), children: [] };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => {
    const parent = stack.at(-1);
    if (parent && (textElements.has(parent.name) || text.trim() !== '')) parent.children.push(text);
  });
  parser.write(svg).close();
  if (!root) throw new Error('no root element');
  return root;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function serialize(element: Element | string): string {
  if (typeof element === 'string') return escape(element);
  const attributes = element.attributes.map(([name, value]) => ` ${name}="${escape(value)}"`).join('');
  const children = element.children.map(serialize).join('');
  return children ? `<${element.name}${attributes}>${children}</${element.name}>` : `<${element.name}${attributes}/>`;
}

const attribute = (element: Element, name: string) => element.attributes.find(([n]) => n === name)?.[1];

function collectIds(element: Element, ids: Map<string, Element>) {
  const id = attribute(element, 'id');
  if (id) ids.set(id, element);
  for (const child of element.children) if (typeof child !== 'string') collectIds(child, ids);
}

/** A copy without ids: a copy's ids would be duplicates. */
function copyOf(element: Element): Element {
  return {
    name: element.name,
    attributes: element.attributes.filter(([name]) => name !== 'id'),
    children: element.children.map((child) => (typeof child === 'string' ? child : copyOf(child))),
  };
}

/** Where a `<use>` is expanded: inside what is drawn again where referenced (a `<use>` elsewhere is allowed). */
const copiedElements = new Set(['defs', 'symbol', 'marker']);

/**
 * `<use href="#a" transform="T" x="1" y="2" fill="…"/>` → `<g transform="T translate(1 2)" fill="…">` with a copy of `#a`:
 * what the browser draws, without the reference. The allow-list refuses a `<use>` inside `<defs>`
 * (nested references fan out exponentially); flag-icons draws New Zealand's stars that way.
 */
function expandUses(element: Element, ids: Map<string, Element>, budget: { left: number }, depth = 0, copied = false): Element {
  if (--budget.left < 0) throw new Error(`more than ${maxElements} elements once its <use> references are expanded`);
  if (element.name === 'use' && copied) {
    const href = attribute(element, 'href') ?? attribute(element, 'xlink:href') ?? '';
    const target = href.startsWith('#') ? ids.get(href.slice(1)) : undefined;
    if (!target || target.name === 'symbol' || target.name === 'svg' || depth > 16)
      throw new Error(`a <use> of ${href || 'nothing'} that cannot be expanded`);
    const x = attribute(element, 'x') ?? '0';
    const y = attribute(element, 'y') ?? '0';
    const offset = x !== '0' || y !== '0' ? `translate(${x} ${y})` : '';
    const transform = [attribute(element, 'transform'), offset].filter(Boolean).join(' ');
    const kept = element.attributes.filter(
      ([name]) => !['href', 'xlink:href', 'x', 'y', 'width', 'height', 'transform', 'id'].includes(name),
    );
    return {
      name: 'g',
      attributes: [...kept, ...(transform ? ([['transform', transform]] as [string, string][]) : [])],
      children: [expandUses(copyOf(target), ids, budget, depth + 1, true)],
    };
  }
  const inside = copied || copiedElements.has(element.name);
  return {
    ...element,
    children: element.children.map((child) => (typeof child === 'string' ? child : expandUses(child, ids, budget, depth, inside))),
  };
}

/**
 * A flag as it is published: `<use>` references expanded, whitespace between elements dropped,
 * then checked against the allow-list of every published SVG. Throws what is not drawing.
 */
export function sanitizeFlag(svg: string): string {
  const root = parse(svg);
  const ids = new Map<string, Element>();
  collectIds(root, ids);
  const expanded = expandUses(root, ids, { left: maxElements });
  const text = serialize(expanded);
  const problem = svgProblem(text);
  if (problem) throw new Error(`has ${problem}, which is not drawing`);
  return text;
}

/** The flags of `codes` (ISO 3166 alpha-2) as files under `assets/flags/`, and each one's URL path by code. */
export async function buildFlags(codes: string[]): Promise<{ files: OutputFile[]; urls: Record<string, string> }> {
  const files: OutputFile[] = [];
  const urls: Record<string, string> = {};
  for (const code of [...new Set(codes)].sort()) {
    const source = join(flagsDir, `${code.toLowerCase()}.svg`);
    const svg = await readFile(source, 'utf8').catch(() => {
      throw new Error(`No flag for country ${code}: flag-icons has no flags/4x3/${code.toLowerCase()}.svg (data/countries.json lists it).`);
    });
    let published: string;
    try {
      published = sanitizeFlag(svg);
    } catch (error) {
      throw new Error(`The flag of ${code} (flag-icons/flags/4x3/${code.toLowerCase()}.svg) ${(error as Error).message}`, { cause: error });
    }
    const path = hashedName(`assets/flags/${code.toLowerCase()}.svg`, published);
    files.push({ path, contents: published });
    urls[code] = `/${path}`;
  }
  return { files, urls };
}
