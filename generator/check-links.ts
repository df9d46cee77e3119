import { outputPathFor } from './locale-graph.ts';

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

/** The attributes the check reads, in one pass over the page: link targets and element ids. */
const attributePattern = /\s(href|src|id)="([^"]*)"/g;

function decodeEntities(value: string): string {
  return value.includes('&') ? value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>') : value;
}

/**
 * Reads a rendered page's ids and internal links (external URLs, mailto: and the like are
 * dropped here, so summaries stay small when thousands of pages are checked).
 */
export function summarizeLinks(path: string, html: string): PageLinks {
  const ids: string[] = [];
  const links = new Set<string>();
  attributePattern.lastIndex = 0;
  for (let match = attributePattern.exec(html); match; match = attributePattern.exec(html)) {
    const value = match[2]!;
    if (value === '') continue;
    if (match[1] === 'id') {
      ids.push(decodeEntities(value));
      continue;
    }
    const raw = decodeEntities(value);
    if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) continue;
    links.add(raw);
  }
  return { path, ids, links: [...links] };
}

/**
 * Checks every internal link and `#anchor` of the rendered pages against what the build
 * writes. `plannedPaths` are output paths of pages that exist but were not built this time
 * (other locales under `--locale`): links to them are fine, their anchors are not checked.
 */
export function findBrokenLinks(pages: PageLinks[], otherFiles: Set<string>, plannedPaths: Set<string> = new Set()): BrokenLink[] {
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
  const check = (raw: string, pagePath: string): string | null => {
    const hashAt = raw.indexOf('#');
    const beforeHash = hashAt === -1 ? raw : raw.slice(0, hashAt);
    const hash = hashAt === -1 ? undefined : raw.slice(hashAt + 1);
    const pathPart = beforeHash.split('?')[0]!;
    let target: string;
    if (pathPart === '') target = pagePath;
    else if (pathPart.startsWith('/')) target = outputPathFor(pathPart);
    else return `${raw} (relative links are not allowed; start it with "/")`;
    if (pageIds.has(target)) return hash && !hasId(target, decodeURIComponent(hash)) ? raw : null;
    return otherFiles.has(target) || plannedPaths.has(target) ? null : raw;
  };
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const raw of page.links) {
      // `#x` and `?q` point into the page that has them: their verdict is this page's alone.
      const samePage = raw.startsWith('#') || raw.startsWith('?');
      let verdict = samePage ? undefined : verdicts.get(raw);
      if (verdict === undefined) {
        verdict = check(raw, page.path);
        if (!samePage) verdicts.set(raw, verdict);
      }
      if (verdict !== null) broken.push({ page: page.path, target: verdict });
    }
  }
  return broken;
}
