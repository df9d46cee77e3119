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

const linkPattern = /\s(?:href|src)="([^"]*)"/g;
const idPattern = /\sid="([^"]+)"/g;

function decodeEntities(value: string): string {
  return value.includes('&') ? value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>') : value;
}

/**
 * Reads a rendered page's ids and internal links (external URLs, mailto: and the like are
 * dropped here, so summaries stay small when thousands of pages are checked).
 */
export function summarizeLinks(path: string, html: string): PageLinks {
  const ids = [...html.matchAll(idPattern)].map((m) => decodeEntities(m[1]!));
  const links = new Set<string>();
  for (const match of html.matchAll(linkPattern)) {
    const raw = decodeEntities(match[1]!);
    if (raw === '' || /^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) continue;
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
  const ids = new Map(pages.map((page) => [page.path, new Set(page.ids)]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const raw of page.links) {
      const hashAt = raw.indexOf('#');
      const beforeHash = hashAt === -1 ? raw : raw.slice(0, hashAt);
      const hash = hashAt === -1 ? undefined : raw.slice(hashAt + 1);
      const pathPart = beforeHash.split('?')[0]!;
      let target: string;
      if (pathPart === '') target = page.path;
      else if (pathPart.startsWith('/')) target = outputPathFor(pathPart);
      else {
        broken.push({ page: page.path, target: `${raw} (relative links are not allowed; start it with "/")` });
        continue;
      }
      const targetIds = ids.get(target);
      if (targetIds) {
        if (hash && !targetIds.has(decodeURIComponent(hash))) broken.push({ page: page.path, target: raw });
      } else if (!otherFiles.has(target) && !plannedPaths.has(target)) {
        broken.push({ page: page.path, target: raw });
      }
    }
  }
  return broken;
}
