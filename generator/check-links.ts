import { outputPathFor } from './locale-graph.ts';

export interface BrokenLink {
  page: string;
  target: string;
}

const linkPattern = /\s(?:href|src)="([^"]*)"/g;
const idPattern = /\sid="([^"]+)"/g;

/** Ids of a page's elements, the targets of `#anchor` links. */
export function collectIds(html: string): Set<string> {
  return new Set([...html.matchAll(idPattern)].map((m) => decodeEntities(m[1]!)));
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * Checks every internal link and `#anchor` of the rendered pages against what the build
 * writes. `plannedPaths` are output paths of pages that exist but were not built this time
 * (other locales under `--locale`): links to them are fine, their anchors are not checked.
 */
export function findBrokenLinks(pages: { path: string; html: string }[], otherFiles: Set<string>, plannedPaths: Set<string> = new Set()): BrokenLink[] {
  const ids = new Map(pages.map((page) => [page.path, collectIds(page.html)]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const match of page.html.matchAll(linkPattern)) {
      const raw = decodeEntities(match[1]!);
      if (raw === '' || /^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) continue;
      const [beforeHash, hash] = splitOnce(raw, '#');
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

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}
