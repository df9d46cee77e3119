import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * What a static host does with a folder, for `serve` and `dev`: which file a path shows, its
 * content type, the `_headers` rules and the locale's 404 page.
 */

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Reads the `_headers` file the build wrote, so local serving sends the production headers. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: [] });
    } else {
      const colon = line.indexOf(':');
      if (colon > 0) rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * `path` (decoded, from the URL) as a file under `root`, or undefined when it would leave
 * `root`. Resolving first and comparing with `relative` catches `..` from encoded slashes and a
 * sibling folder whose name merely starts like `root` (`dist` and `distX`).
 */
export function fileInside(root: string, path: string): string | undefined {
  const file = resolve(root, `.${path}`);
  const rest = relative(root, file);
  return rest === '..' || rest.startsWith(`..${sep}`) || isAbsolute(rest) ? undefined : file;
}

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // The pages' Markdown twins (issue 43).
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
export const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return (name === 'gzip' || name === '*') && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

export const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false; // missing, or a file where the path wants a folder (ENOTDIR)
  }
};
export const textOrNothing = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};
export const readIfAny = (path: string) => {
  try {
    return readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/** What a path shows, as a static host would: the file, or the folder's index.html (clean URLs). */
export function findFile(root: string, path: string): string | undefined {
  const file = fileInside(root, path);
  // Hosts read `_headers` and `_redirects`; they never serve them.
  if (!file || file === join(root, '_headers') || file === join(root, '_redirects')) return undefined;
  if (!path.endsWith('/') && isFile(file)) return file;
  const index = join(file, 'index.html');
  return isFile(index) ? index : undefined;
}

/** The 404 page of the locale the path is under (`/il/…`), else the site's. */
export function notFoundPage(root: string, path: string): string | undefined {
  const prefix = path.split('/')[1] ?? '';
  for (const candidate of [...(prefix ? [`/${prefix}/404.html`] : []), '/404.html']) {
    const file = fileInside(root, candidate);
    if (file && isFile(file)) return file;
  }
  return undefined;
}
