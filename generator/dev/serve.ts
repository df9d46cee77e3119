import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { numberStandIn } from './number-stand-in.ts';

const require = createRequire(import.meta.url);
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const httpServer = require('http-server') as {
  createServer(options: Record<string, unknown>): { server: Server; listen(port: number, host: string, cb: () => void): void };
};

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Reads the `_headers` file the build wrote, so local serving sends the production headers. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      const escaped = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: [] });
    } else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * How the site is served locally, as a static host would: clean URLs (`/pricing` shows
 * `pricing/index.html`), each locale's own 404 page, and the `_headers` of the build.
 */
export function siteMiddleware(dir: string): Middleware {
  const headersFile = join(dir, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    for (const rule of rules) if (rule.pattern.test(path)) for (const [name, value] of rule.headers) res.setHeader(name, value);
    const local = normalize(join(dir, path));
    if (!local.startsWith(normalize(dir))) return next();
    if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path) && isFile(join(local, 'index.html'))) {
      req.url = `${path}/index.html${url.search}`;
      return next();
    }
    if (!isFile(local) && !isFile(join(local, 'index.html'))) {
      const prefix = path.split('/')[1] ?? '';
      const localized = join(dir, prefix, '404.html');
      const notFound = prefix && isFile(localized) ? localized : join(dir, '404.html');
      if (isFile(notFound)) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(notFound));
        return;
      }
    }
    next();
  };
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

/**
 * Serves `dir` on 127.0.0.1 (port 0 picks a free one), with the number-list stand-in the
 * wizard calls when no endpoint is configured. Extra middleware runs first.
 */
export async function serveSite(dir: string, options: { port?: number; before?: Middleware[]; dialCodes?: Record<string, string> } = {}): Promise<RunningServer> {
  const standIn = numberStandIn(options.dialCodes ?? defaultDialCodes());
  const instance = httpServer.createServer({ root: dir, cache: -1, silent: true, showDir: false, autoIndex: true, before: [...(options.before ?? []), standIn, siteMiddleware(dir)] });
  await new Promise<void>((resolve, reject) => {
    instance.server.once('error', reject);
    instance.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = instance.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server: instance.server,
    close: () => new Promise((resolve) => {
      instance.server.close(() => resolve());
      instance.server.closeAllConnections();
    }),
  };
}
