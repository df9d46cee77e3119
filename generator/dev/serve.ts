import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { announceApiStandIn, apiStandInRoot, createApiStandIn, outboxPath } from './api-stand-in.ts';
import type { SentMessage, StandInOptions } from './api-stand-in-state.ts';
import { maxBodyBytes } from './request-body.ts';
import { parseRedirectsFile } from './redirect-rules.ts';
import {
  acceptsGzip,
  compressible,
  contentTypes,
  findFile,
  notFoundPage,
  parseHeadersFile,
  readIfAny,
  textOrNothing,
} from './static-files.ts';

export { fileInside, parseHeadersFile } from './static-files.ts';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function sendText(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(message));
  res.end(message);
}

function sendJsonError(res: ServerResponse, status: number, code: string, message: string): void {
  const body = JSON.stringify({ error: { code, message } });
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
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
  // A type `_headers` names for the file wins, as on the hosts that read it (the speculation rules').
  const named = status === 200 ? res.getHeader('Content-Type') : undefined;
  const type = typeof named === 'string' ? named : (contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream');
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
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes)
    return { status: 413, message: `Request body over ${maxBodyBytes} bytes\n` };
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

/** A stand-in's message, where the developer sees it: the terminal. */
const printMessage = (message: SentMessage) =>
  process.stderr.write(`sitegen: the API stand-in sent a ${message.kind} to ${message.to}: ${message.text}\n`);

/** Dial codes of the shipped countries list, for the stand-in's fixture numbers. */
function defaultDialCodes(): Record<string, string> {
  const file = fileURLToPath(new URL('../../data/countries.json', import.meta.url));
  const { countries } = JSON.parse(readFileSync(file, 'utf8')) as { countries: { code: string; dial: string }[] };
  return Object.fromEntries(countries.map((c) => [c.code, c.dial]));
}

export interface RunningServer {
  url: string;
  server: Server;
  /** Where the stand-in of the API answers, and where the messages it "sent" are listed; absent when it is off. */
  apiStandIn?: { url: string; outbox: string };
  close(): Promise<void>;
}

export interface ServeOptions {
  /** 0 picks a free one. */
  port?: number;
  /** Where to listen, 127.0.0.1 by default; requests may name it in their Host besides 127.0.0.1, localhost and [::1]. */
  host?: string;
  /** Runs first, in order, before the API stand-in and the files. */
  before?: Middleware[];
  /**
   * The stand-in of the platform's API (`api-stand-in.ts`), on by default as in `sitegen serve`
   * and `dev`; `false` serves the files only, as a static host does. Options tune it for tests.
   */
  apiStandIn?: false | Partial<StandInOptions>;
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
 * stand-in of the platform's API, which the islands call when no `apiBase` is configured.
 */
export async function serveSite(dir: string, options: ServeOptions = {}): Promise<RunningServer> {
  const root = resolve(dir);
  const host = options.host ?? '127.0.0.1';
  const hostForUrl = host.includes(':') ? `[${host}]` : host;
  const hosts = new Set(['127.0.0.1', 'localhost', '[::1]', hostForUrl.toLowerCase()]);
  const standIn =
    options.apiStandIn === false
      ? undefined
      : await createApiStandIn({ dialCodes: defaultDialCodes(), onMessage: printMessage, ...options.apiStandIn });
  const middlewares = [...(options.before ?? []), ...(standIn ? [standIn] : [])];
  // The stand-in answers on this server, so its pages say so: the islands call it (DECISIONS.md).
  const rewriteHtml = (html: string) => (options.rewriteHtml ?? String)(standIn ? announceApiStandIn(html) : html);
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
        // The API's callers get the contract's error body.
        if (admitted.status === 413 && standIn && req.url?.startsWith(`${apiStandInRoot}/`))
          return sendJsonError(res, 413, 'payload_too_large', admitted.message.trim());
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
  const url = `http://${hostForUrl}:${port}`;
  return {
    url,
    server,
    ...(standIn ? { apiStandIn: { url: `${url}${apiStandInRoot}`, outbox: `${url}${outboxPath}` } } : {}),
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
