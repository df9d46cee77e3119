import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { maxBodyBytes, numberStandIn } from './number-stand-in.ts';
import { parseRedirectsFile } from './redirect-rules.ts';
import { announceNumberStandIn } from '../render/onboarding-data.ts';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Reads the `_headers` file the build wrote, so local serving sends the production headers. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
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

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
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
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return (name === 'gzip' || name === '*') && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

function sendText(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(message));
  res.end(message);
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false; // missing, or a file where the path wants a folder (ENOTDIR)
  }
};
const textOrNothing = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};
const readIfAny = (path: string) => {
  try {
    return readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/** What a path shows, as a static host would: the file, or the folder's index.html (clean URLs). */
function findFile(root: string, path: string): string | undefined {
  const file = fileInside(root, path);
  // Hosts read `_headers` and `_redirects`; they never serve them.
  if (!file || file === join(root, '_headers') || file === join(root, '_redirects')) return undefined;
  if (!path.endsWith('/') && isFile(file)) return file;
  const index = join(file, 'index.html');
  return isFile(index) ? index : undefined;
}

/** The 404 page of the locale the path is under (`/il/…`), else the site's. */
function notFoundPage(root: string, path: string): string | undefined {
  const prefix = path.split('/')[1] ?? '';
  for (const candidate of [...(prefix ? [`/${prefix}/404.html`] : []), '/404.html']) {
    const file = fileInside(root, candidate);
    if (file && isFile(file)) return file;
  }
  return undefined;
}

interface StaticOptions {
  rewriteHtml?: (html: string) => string;
  htmlCacheControl?: string;
  compress: boolean;
}

/**
 * Answers from the folder: the `_headers` rules of the path (read on each request, as `dev`
 * rewrites the file), then the file or the 404 page. Files are small site files: read whole,
 * with blocking calls. This server answers a developer's browser on the machine that builds:
 * each read takes microseconds, while each of the dozen callbacks of asynchronous reads waited
 * for a turn between the pages a dev rebuild renders (a page told to reload during a strings
 * edit took 70-80 ms to serve).
 */
async function serveFile(root: string, req: IncomingMessage, res: ServerResponse, path: string, options: StaticOptions): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendText(res, 405, 'Method not allowed\n');
  }
  const rules = parseHeadersFile(textOrNothing(join(root, '_headers')));
  // Every matching rule applies in file order, so a later rule's value of a header replaces an
  // earlier one's: `/assets/*` keeps its year of caching over the `/*` default.
  for (const rule of rules) if (rule.pattern.test(path)) for (const [name, value] of rule.headers) res.setHeader(name, value);

  // A moved address answers with its redirect before any file, as on Cloudflare Pages.
  const moved = parseRedirectsFile(textOrNothing(join(root, '_redirects'))).get(path);
  if (moved) {
    res.statusCode = moved.status;
    res.setHeader('Location', moved.to);
    res.setHeader('Content-Length', 0);
    return void res.end();
  }
  let status = 200;
  let file = findFile(root, path);
  if (!file) {
    status = 404;
    file = notFoundPage(root, path);
    if (!file) return sendText(res, 404, 'Not found\n');
  }
  // A rebuild may delete the file between the lookup and the read: then it is not found.
  let body = readIfAny(file);
  if (body === undefined) return sendText(res, 404, 'Not found\n');
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  if (type.startsWith('text/html')) {
    if (options.rewriteHtml) body = Buffer.from(options.rewriteHtml(body.toString('utf8')));
    if (options.htmlCacheControl) res.setHeader('Cache-Control', options.htmlCacheControl);
  }
  if (options.compress && compressible.test(type)) {
    res.setHeader('Vary', 'Accept-Encoding');
    if (acceptsGzip(req.headers['accept-encoding'])) {
      body = gzipSync(body);
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The host name of a Host header (`localhost:4321` → `localhost`, `[::1]:80` → `[::1]`). */
function hostName(header: string | undefined): string | undefined {
  return /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d*)?$/i.exec(header ?? '')?.[1]?.toLowerCase();
}

/**
 * Checks every request before anything maps it to a file: the Host must name this server (a web
 * page on another origin can point its own domain at 127.0.0.1, DNS rebinding, and would then
 * read the local server as same-origin), a body must be small, and the path must decode.
 */
function admit(req: IncomingMessage, hosts: Set<string>): { path: string } | { status: number; message: string } {
  const name = hostName(req.headers.host);
  if (!name || !hosts.has(name)) return { status: 403, message: 'Forbidden: unknown Host. Open the site at 127.0.0.1 or localhost.\n' };
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return { status: 413, message: `Request body over ${maxBodyBytes} bytes\n` };
  const url = req.url ?? '';
  if (!url.startsWith('/')) return { status: 400, message: 'Bad request: the path must start with /\n' };
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0]!);
  } catch {
    return { status: 400, message: 'Bad request: malformed percent-encoding in the URL\n' };
  }
  if (path.includes('\0')) return { status: 400, message: 'Bad request: NUL in the URL\n' };
  return { path };
}

/** Dial codes of the shipped countries list, for the stand-in's fixture numbers. */
function defaultDialCodes(): Record<string, string> {
  const file = fileURLToPath(new URL('../../data/countries.json', import.meta.url));
  const { countries } = JSON.parse(readFileSync(file, 'utf8')) as { countries: { code: string; dial: string }[] };
  return Object.fromEntries(countries.map((c) => [c.code, c.dial]));
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export interface ServeOptions {
  /** 0 picks a free one. */
  port?: number;
  /** Where to listen, 127.0.0.1 by default; requests may name it in their Host besides 127.0.0.1, localhost and [::1]. */
  host?: string;
  /** Runs first, in order, before the number stand-in and the files. */
  before?: Middleware[];
  dialCodes?: Record<string, string>;
  /** Changes every HTML page sent (`dev` adds its reload script). */
  rewriteHtml?: (html: string) => string;
  /** Cache-Control of HTML pages in place of the `_headers` one (`dev`: no-store, pages change on each rebuild). */
  htmlCacheControl?: string;
  /** gzip text when the client accepts it, as hosts do; on by default. */
  compress?: boolean;
}

/**
 * Serves `dir` on 127.0.0.1 as a static host would: clean URLs (`/pricing` shows
 * `pricing/index.html`), each locale's own 404 page, the `_headers` of the build, gzip; plus the
 * number-list stand-in the wizard calls when no endpoint is configured.
 */
export async function serveSite(dir: string, options: ServeOptions = {}): Promise<RunningServer> {
  const root = resolve(dir);
  const host = options.host ?? '127.0.0.1';
  const hostForUrl = host.includes(':') ? `[${host}]` : host;
  const hosts = new Set(['127.0.0.1', 'localhost', '[::1]', hostForUrl.toLowerCase()]);
  const middlewares = [...(options.before ?? []), numberStandIn(options.dialCodes ?? defaultDialCodes())];
  // The stand-in answers on this server, so its pages say so: the wizard offers number purchase here (DECISIONS.md).
  const rewriteHtml = (html: string) => (options.rewriteHtml ?? String)(announceNumberStandIn(html));
  const staticOptions = { rewriteHtml, htmlCacheControl: options.htmlCacheControl, compress: options.compress ?? true };

  const server = createServer((req, res) => {
    // Whatever goes wrong answers this request only: a local server must outlive a bad request.
    const fail = (error: unknown) => {
      process.stderr.write(`sitegen: ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal server error\n');
    };
    try {
      const admitted = admit(req, hosts);
      if ('status' in admitted) {
        // The body is never read: closing the connection stops it.
        if (admitted.status === 413) res.setHeader('Connection', 'close');
        return sendText(res, admitted.status, admitted.message);
      }
      let index = 0;
      const next = () => {
        const middleware = middlewares[index++];
        if (middleware) middleware(req, res, next);
        else serveFile(root, req, res, admitted.path, staticOptions).catch(fail);
      };
      next();
    } catch (error) {
      fail(error);
    }
  });
  await new Promise<void>((done, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${hostForUrl}:${port}`,
    server,
    close: () => new Promise((done) => {
      server.close(() => done());
      server.closeAllConnections();
    }),
  };
}
