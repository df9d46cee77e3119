import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One request that reached the collector, in the order they came. */
export interface CollectorRequest {
  method: string;
  path: string;
  /** The body, parsed as JSON when it is JSON. */
  body: unknown;
}

export interface AnalyticsCollector {
  origin: string;
  /** Plausible's events API, as a self-hosted Plausible serves it. */
  endpoint: string;
  /** A stand-in for gtag.js: it posts the data layer as it found it to `/tag-loaded`, then records nothing else. */
  scriptUrl: string;
  requests: CollectorRequest[];
  /** The events the events API received (Plausible's JSON: name, url, domain, referrer, props). */
  events(): { name: string; url: string; domain: string; referrer: string | null; props: Record<string, unknown> }[];
  reset(): void;
  close(): Promise<void>;
}

/**
 * A local analytics collector on 127.0.0.1: Plausible's events API (`POST /api/event`, a JSON
 * body sent as text/plain, answered 202 with CORS open as Plausible does) and a gtag.js whose
 * only job is to report the data layer it was loaded onto. Every request is recorded, so a test
 * can say that none came at all.
 */
export async function startAnalyticsCollector(): Promise<AnalyticsCollector> {
  const requests: CollectorRequest[] = [];
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Kept as text.
    }
    const path = request.url ?? '/';
    requests.push({ method: request.method ?? '', path, body });
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (path.startsWith('/gtag/js')) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      // Arguments objects become arrays: what gtag.js would read, in order.
      response.end(
        `fetch(${JSON.stringify(`${origin}/tag-loaded`)}, { method: 'POST', body: JSON.stringify((window.dataLayer || []).map((entry) => Array.from(entry))) });`,
      );
      return;
    }
    response.writeHead(request.method === 'POST' ? 202 : 204);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoint: `${origin}/api/event`,
    scriptUrl: `${origin}/gtag/js`,
    requests,
    events: () =>
      requests
        .filter((r) => r.method === 'POST' && r.path === '/api/event')
        .map((r) => r.body as ReturnType<AnalyticsCollector['events']>[number]),
    reset: () => void requests.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A collector for the tests of one file (as `useBrowser` gives a browser): started before them, closed after. */
export function useAnalyticsCollector(): () => AnalyticsCollector {
  let collector: AnalyticsCollector | undefined;
  beforeAll(async () => {
    collector = await startAnalyticsCollector();
  });
  afterAll(() => collector?.close());
  return () => {
    if (!collector) throw new Error('The collector is not running: use it inside a test.');
    return collector;
  };
}
