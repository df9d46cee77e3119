import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveEvents } from '../../generator/dev/live-events.ts';
import { serveSite, type RunningServer } from '../../generator/dev/serve.ts';

/** `LiveEvents.shown`: what the rest of a dev rebuild waits for after telling the open pages. */

let dir: string;
let server: RunningServer;
const live = new LiveEvents(() => []);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitegen-live-'));
  server = await serveSite(dir, { port: 0, before: [live.endpoints] });
});

afterAll(async () => {
  live.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** An open page's event stream, as dev-client.js opens it. */
async function openPage(page: string): Promise<AbortController> {
  const stop = new AbortController();
  const response = await fetch(`${server.url}/__sitegen/events?page=${encodeURIComponent(page)}`, { signal: stop.signal });
  await response.body!.getReader().read(); // ': connected'
  return stop;
}

describe('LiveEvents.shown', () => {
  it('waits until the open page says it shows the update, and not for pages that are not open', async () => {
    const stream = await openPage('/blog/');
    try {
      let done = false;
      const shown = live.shown(['/blog/', '/not-open/'], 60_000).then(() => (done = true));
      await new Promise((wake) => setTimeout(wake, 100));
      expect(done).toBe(false);
      const answer = await fetch(`${server.url}/__sitegen/shown?page=${encodeURIComponent('/blog/')}`, { method: 'POST' });
      expect(answer.status).toBe(204);
      await shown;
      expect(done).toBe(true);
    } finally {
      stream.abort();
    }
  });

  it('stops waiting after its patience, for a page that never says so (it reloaded instead)', async () => {
    const stream = await openPage('/pricing/');
    try {
      await live.shown(['/pricing/'], 50);
    } finally {
      stream.abort();
    }
  });
});
