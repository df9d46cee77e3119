import { get, type Response } from './nginx-server.ts';

export interface CrawlResult {
  /** Every URL fetched (no fragment), with what the server answered. */
  responses: Map<string, Response>;
  /** `url (linked from page): status` for each link that did not end in a 200. */
  broken: string[];
}

/** The entities the build writes in attributes and text (`&amp;`, quotes), as characters. */
export const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/**
 * Every URL a file points at: a page's href, src and srcset; a stylesheet's url(); a sitemap's,
 * feed's or sitemap index's <loc>, <link> and href; robots.txt's Sitemap line.
 */
export function linksIn(body: string, contentType: string): string[] {
  if (contentType.includes('text/css')) return [...body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1]!);
  if (contentType.includes('text/plain')) return [...body.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1]!);
  if (contentType.includes('xml'))
    return [...body.matchAll(/<(?:loc|link)>([^<]+)<\/(?:loc|link)>|\shref="([^"]+)"/g)].map((m) => decode(m[1] ?? m[2]!));
  if (!contentType.includes('text/html')) return [];
  const plain = [...body.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => decode(m[1]!));
  const sets = [...body.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((m) =>
    decode(m[1]!)
      .split(',')
      .map((part) => part.trim().split(/\s+/)[0]!),
  );
  return [...plain, ...sets];
}

/**
 * Follows every link of the site from `start`, as a visitor would, through one server on
 * 127.0.0.1: `origins` maps each public origin of the site (`https://www.example.com`) to the
 * Host header that server answers it under, so canonical, hreflang and cross-host links are
 * followed too. Links to other origins (mail, social networks) are not.
 */
export async function crawl(port: number, origins: Map<string, string>, start: string[]): Promise<CrawlResult> {
  const responses = new Map<string, Response>();
  const broken: string[] = [];
  const queue: { url: string; from: string }[] = start.map((url) => ({ url, from: '(start)' }));
  const seen = new Set(start);
  while (queue.length > 0) {
    const { url, from } = queue.shift()!;
    const target = new URL(url);
    const host = origins.get(target.origin)!;
    const response = await get(port, `${target.pathname}${target.search}`, host);
    responses.set(url, response);
    if (response.status !== 200) {
      broken.push(`${url} (linked from ${from}): ${response.status}`);
      continue;
    }
    for (const link of linksIn(response.body, String(response.headers['content-type'] ?? ''))) {
      if (link === '' || link.startsWith('#') || /^(mailto|tel|javascript|data):/.test(link)) continue;
      const resolved = new URL(link, url);
      resolved.hash = '';
      if (!origins.has(resolved.origin) || seen.has(resolved.href)) continue;
      seen.add(resolved.href);
      queue.push({ url: resolved.href, from: url });
    }
  }
  return { responses, broken };
}

/** The headers `_headers` gives a path: each matching block in order, a later one replacing. */
export function headersFor(headersFile: string, path: string): Map<string, string> {
  const result = new Map<string, string>();
  let matches = false;
  for (const line of headersFile.split('\n')) {
    if (line.startsWith('/')) matches = line.endsWith('/*') ? path.startsWith(line.slice(0, -1)) : path === line;
    else if (matches && line.trim() !== '') {
      const colon = line.indexOf(':');
      result.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return result;
}
