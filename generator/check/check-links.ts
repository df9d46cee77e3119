import { Cache } from '../cache.ts';
import { tuning } from '../tuning.ts';
import { outputPathFor } from '../i18n/locale-graph.ts';

export interface BrokenLink {
  page: string;
  target: string;
}

/** What the link check needs of a page: its element ids and its internal link targets. */
export interface PageLinks {
  path: string;
  ids: string[];
  links: string[];
}

function decodeEntities(value: string): string {
  return value.includes('&')
    ? value
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
    : value;
}

const whiteSpace = /\s/;
const externalUrl = /^[a-z][a-z0-9+.-]*:/i;

/** `href`, `src` or `id` (as 1, 2 or 3) if the attribute whose `="` is at `at` has that name, after white space; else 0. */
function attributeAt(html: string, at: number): number {
  const last = html.charCodeAt(at - 1);
  let start: number;
  let kind: number;
  if (last === 102 /* f */ && html.startsWith('href', at - 4)) [start, kind] = [at - 4, 1];
  else if (last === 99 /* c */ && html.startsWith('src', at - 3)) [start, kind] = [at - 3, 2];
  else if (last === 100 /* d */ && html.charCodeAt(at - 2) === 105 /* i */) [start, kind] = [at - 2, 3];
  else return 0;
  return start > 0 && whiteSpace.test(html[start - 1]!) ? kind : 0;
}

const linkValues = new Cache<string, string>('link values', tuning.linkValueCacheSize);

/**
 * One copy of each distinct value, made apart from the page it was read from. A value read
 * from a page is a slice of it, which keeps the whole page alive until the link check; the
 * navigation and footer give every page the same few dozen values, so the copies are few.
 * Values arriving from a render thread, and the ids of the inputs each page read, go through
 * here too (render-outcome.ts), so each is kept once.
 */
export function keepOnce(value: string): string {
  const known = linkValues.get(value);
  if (known !== undefined) return known;
  // Prepending and slicing makes a string of its own: the slice of it drops the page. The copy is
  // the key as well as the value (kept under the slice, the cache would keep every page alive).
  const kept = ` ${value}`.slice(1);
  linkValues.set(kept, kept);
  return kept;
}

/**
 * Reads a rendered page's ids and internal links (external URLs, mailto: and the like are
 * dropped here, so summaries stay small when thousands of pages are checked): every
 * ` href="…"`, ` src="…"` and ` id="…"`, left to right. Found by jumping from one `="` to the
 * next rather than with one regular expression over the page, which tried the pattern at every
 * character: about a third less time for a 27 KB post page (12% of a render thread's time at
 * 5,000 posts went to the expression).
 */
export function summarizeLinks(path: string, html: string, keep: (value: string) => string = keepOnce): PageLinks {
  const ids: string[] = [];
  const links = new Set<string>();
  for (let at = html.indexOf('="'); at !== -1; at = html.indexOf('="', at + 2)) {
    const kind = attributeAt(html, at);
    if (kind === 0) continue;
    const end = html.indexOf('"', at + 2);
    if (end === -1) break;
    const value = html.slice(at + 2, end);
    at = end - 1; // the next search starts after the closing quote
    if (value === '') continue;
    if (kind === 3) {
      ids.push(keep(decodeEntities(value)));
      continue;
    }
    const raw = decodeEntities(value);
    if (externalUrl.test(raw) || raw.startsWith('//')) continue;
    links.add(keep(raw));
  }
  return { path, ids, links: [...links] };
}

/** Where a page's root-relative links point: its host's output folder (`mx/` with a domain per country) and base path. */
export interface LinkHost {
  outputFolder?: string;
  basePath?: string;
}

/**
 * Checks every internal link and `#anchor` of the rendered pages against what the build
 * writes. `plannedPaths` are output paths of pages that exist but were not built this time
 * (other locales under `--locale`): links to them are fine, their anchors are not checked.
 * `hosts`: the sites of the output (one, unless each country has its domain); a page's links
 * resolve inside the one whose folder holds it. `judged`: when given, only the links of these
 * pages are checked (still against every page's ids).
 */
export function findBrokenLinks(
  pages: PageLinks[],
  otherFiles: Set<string>,
  plannedPaths: Set<string> = new Set(),
  hosts: LinkHost[] = [{}],
  judged?: Set<string>,
): BrokenLink[] {
  const hostOf = (pagePath: string) =>
    hosts.find((h) => h.outputFolder && pagePath.startsWith(h.outputFolder)) ?? hosts.find((h) => !h.outputFolder) ?? {};
  const pageIds = new Map(pages.map((page) => [page.path, page.ids]));
  // Made into sets only for pages some link has a #fragment into (home sections, legal clauses).
  const idSets = new Map<string, Set<string>>();
  const hasId = (path: string, id: string) => {
    let set = idSets.get(path);
    if (!set) idSets.set(path, (set = new Set(pageIds.get(path))));
    return set.has(id);
  };
  // A link to another page means the same on every page that has it, and the navigation and
  // footer repeat the same few dozen links on thousands of pages: each is checked once.
  const verdicts = new Map<string, string | null>();
  const check = (raw: string, pagePath: string, host: LinkHost): string | null => {
    const basePath = host.basePath ?? '';
    const hashAt = raw.indexOf('#');
    const beforeHash = hashAt === -1 ? raw : raw.slice(0, hashAt);
    const hash = hashAt === -1 ? undefined : raw.slice(hashAt + 1);
    const pathPart = beforeHash.split('?')[0]!;
    let target: string;
    if (pathPart === '') target = pagePath;
    else if (pathPart.startsWith('/')) {
      // Under a base path (`/sub`) every link stays inside it: `/pricing/` or `/sub/../x` would
      // leave the site for another one on the same host.
      const resolved = new URL(pathPart, 'http://site.invalid').pathname;
      if (basePath && !resolved.startsWith(`${basePath}/`))
        return `${raw} (leaves the base path ${basePath}/; write links as the site's own paths, like /pricing/, and the build adds ${basePath})`;
      target = outputPathFor(resolved, host);
    } else return `${raw} (relative links are not allowed; start it with "/")`;
    if (pageIds.has(target)) return hash && !hasId(target, decodeURIComponent(hash)) ? raw : null;
    return otherFiles.has(target) || plannedPaths.has(target) ? null : raw;
  };
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    if (judged && !judged.has(page.path)) continue;
    const host = hostOf(page.path);
    // The same link means another file on another host: verdicts are kept per host.
    const folder = host.outputFolder ?? '';
    for (const raw of page.links) {
      // `#x` and `?q` point into the page that has them: their verdict is this page's alone.
      const samePage = raw.startsWith('#') || raw.startsWith('?');
      const key = folder ? `${folder}\u0000${raw}` : raw;
      let verdict = samePage ? undefined : verdicts.get(key);
      if (verdict === undefined) {
        verdict = check(raw, page.path, host);
        if (!samePage) verdicts.set(key, verdict);
      }
      if (verdict !== null) broken.push({ page: page.path, target: verdict });
    }
  }
  return broken;
}
