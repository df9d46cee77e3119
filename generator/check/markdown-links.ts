import type { OutputFile } from '../assets/assets.ts';
import type { PageLinks } from './check-links.ts';

/** The files besides pages whose links the link check reads: each site's llms.txt and the pages' Markdown twins. */
export const isMarkdownFile = (path: string) => path.endsWith('.md') || path === 'llms.txt' || path.endsWith('/llms.txt');

/**
 * The internal links of a Markdown file, for `findBrokenLinks` as a page's: inline links and
 * images (`](target)`) and reference definitions (`[x]: target`), outside code. A link to the
 * file's own site by its full address (`https://example.com/mx/llms.txt`, as llms.txt writes
 * them) is checked as the path it names; other addresses are external and left out.
 */
export function summarizeMarkdownLinks(path: string, markdown: string, siteUrl: string): PageLinks {
  const origin = new URL(siteUrl).origin;
  const prose = markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...prose.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!),
    ...[...prose.matchAll(/^ {0,3}\[[^\]\n]+\]:[ \t]*<?(\S+?)>?(?:[ \t]|$)/gm)].map((m) => m[1]!),
  ];
  const links = new Set<string>();
  for (const target of targets) {
    if (target.startsWith(`${origin}/`)) links.add(target.slice(origin.length));
    else if (target.startsWith('/') && !target.startsWith('//')) links.add(target);
    else if (!/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//')) links.add(target); // relative: refused by the check
  }
  return { path, ids: [], links: [...links] };
}

/**
 * The link summaries of the Markdown files among `files`, each read against the site URL of the
 * host whose folder holds it (`siteUrlOf`: one site, or a country's own domain).
 */
export function markdownLinkSummaries(files: OutputFile[], siteUrlOf: (path: string) => string): PageLinks[] {
  return files
    .filter((file) => isMarkdownFile(file.path) && typeof file.contents === 'string')
    .map((file) => summarizeMarkdownLinks(file.path, file.contents as string, siteUrlOf(file.path)));
}
