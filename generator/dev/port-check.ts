import { createServer } from 'node:net';

/** Fails as the server would when `port` is taken, before a first build that can take seconds (0 or none: a free one is picked). */
export async function checkPortFree(port: number | undefined, host = '127.0.0.1'): Promise<void> {
  if (!port) return;
  const probe = createServer();
  await new Promise<void>((free, taken) => {
    probe.once('error', taken);
    probe.listen(port, host, () => probe.close(() => free()));
  });
}
