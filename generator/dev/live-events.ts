import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Middleware } from './serve.ts';

/** The live-reload script pages get, and morphdom, which it updates open pages with. */
const clientScripts: Record<string, string> = {
  '/__sitegen/client.js': fileURLToPath(new URL('./dev-client.js', import.meta.url)),
  '/__sitegen/morphdom.js': join(dirname(createRequire(import.meta.url).resolve('morphdom')), 'morphdom-esm.js'),
};

export interface LiveEvent {
  name: string;
  data: object;
}

const format = ({ name, data }: LiveEvent) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The page an event stream is for (`?page=`, the page's `location.pathname`), as page lookups spell it (decoded). */
function pagePathOf(url = ''): string {
  const page = new URL(url, 'http://dev.invalid').searchParams.get('page') ?? '';
  try {
    return decodeURI(page);
  } catch {
    return page;
  }
}

/**
 * The dev server's line to open pages: the scripts they load (`dev-client.js`, morphdom),
 * their event streams (`/__sitegen/events`, server-sent), each knowing the page it is for, and
 * the word of a page that it shows an update (`/__sitegen/shown`).
 * `greeting` gives what a page is told as it connects (a failed build or watcher).
 */
export class LiveEvents {
  private readonly streams = new Map<ServerResponse, string>();
  /** Pages told to update, by URL path: what to call when one says it shows the update. */
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly greeting: () => LiveEvent[]) {}

  /** Sends an event to the open pages `to` chooses by URL path (all by default). */
  send(event: LiveEvent, to: (page: string) => boolean = () => true): void {
    for (const [stream, page] of this.streams) if (to(page)) stream.write(format(event));
  }

  /**
   * Resolves once each of `pages` open now has said it shows the update (`dev-client.js` posts
   * to `/__sitegen/shown` after it), or after `patienceMs` (a page that reloads instead, say).
   */
  shown(pages: string[], patienceMs: number): Promise<void> {
    const open = new Set(this.streams.values());
    const waits = pages
      .filter((page) => open.has(page))
      .map(
        (page) =>
          new Promise<void>((done) => {
            const waiting = this.waiting.get(page) ?? [];
            this.waiting.set(page, [...waiting, done]);
          }),
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const patience = new Promise<void>((done) => (timer = setTimeout(done, patienceMs)));
    return Promise.race([Promise.all(waits).then(() => {}), patience]).finally(() => {
      clearTimeout(timer);
      // Pages that never said so (they reloaded, or closed) are not waited for any more.
      for (const page of pages) this.waiting.delete(page);
    });
  }

  /** URL paths of the pages open now. */
  openPages(): string[] {
    return [...new Set(this.streams.values())];
  }

  /** The endpoints; anything else goes on to the site. */
  readonly endpoints: Middleware = (req, res, next) => {
    const path = req.url?.split('?')[0];
    if (path === '/__sitegen/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      for (const event of this.greeting()) res.write(format(event));
      this.streams.set(res, pagePathOf(req.url));
      req.on('close', () => this.streams.delete(res));
      return;
    }
    if (path === '/__sitegen/shown' && req.method === 'POST') {
      const page = pagePathOf(req.url);
      this.waiting.get(page)?.forEach((done) => done());
      this.waiting.delete(page);
      res.writeHead(204).end();
      return;
    }
    const script = path === undefined ? undefined : clientScripts[path];
    if (!script) return next();
    readFile(script).then(
      (text) => {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(text);
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The live-reload script could not be read.\n');
      },
    );
  };

  close(): void {
    for (const stream of this.streams.keys()) stream.end();
  }
}
