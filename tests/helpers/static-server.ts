import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const httpServer = require('http-server') as { createServer(options: Record<string, unknown>): { server: import('node:http').Server; listen(port: number, host: string, cb: () => void): void; close(): void } };

/** Serves a built site on 127.0.0.1 (a free port) the way a static host would, 404.html included. */
export async function serveStatic(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = httpServer.createServer({ root, cache: -1, silent: true, showDir: false, autoIndex: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => { server.server.close(() => resolve()); server.server.closeAllConnections(); }),
  };
}
