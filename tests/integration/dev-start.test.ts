import { appendFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../generator/dev/dev-server.ts';
import { DevClient } from '../helpers/dev-client.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';

/**
 * `sitegen dev` builds first and starts watching after (the watcher's first scan would slow the
 * build down). Saves made at any moment of the start, during the first build or while the
 * watcher is still scanning, must still be served: the test saves every 50 ms from the call
 * until the server answers, then reads what it serves.
 */

let site: FixtureSite;
let dev: DevServer;
let client: DevClient;
const log: string[] = [];
let lastSave = 0;

const editedPost = 'content/posts/en/more-reviews-more-money.md';
const deletedPost = 'content/posts/en/whatsapp-google-review-funnel.md'; // no page links to it

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global'] });
  let started = false;
  const starting = startDevServer({ root: site.root, outDir: site.out, port: 0, log: (line) => log.push(line) }).finally(
    () => (started = true),
  );
  let deleted = false;
  while (!started) {
    lastSave += 1;
    await appendFile(site.path(editedPost), `\nSave number ${lastSave} while dev starts.\n`);
    // Deleted part-way, while the first build runs or after it.
    if (lastSave === 3 && !deleted) {
      await rm(site.path(deletedPost));
      deleted = true;
    }
    await new Promise((wake) => setTimeout(wake, 50));
  }
  dev = await starting;
  client = new DevClient(dev.url, log);
  // A few saves more, right after it answers (the watcher may still be scanning).
  for (let n = 0; n < 3; n += 1) {
    lastSave += 1;
    await appendFile(site.path(editedPost), `\nSave number ${lastSave} while dev starts.\n`);
  }
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await site?.cleanup();
});

describe('sitegen dev start', () => {
  it('serves every save made while it started, and no page of a post deleted meanwhile', async () => {
    expect(lastSave).toBeGreaterThan(3);
    await client.served('/blog/more-reviews-more-money/', `Save number ${lastSave} while dev starts.`);
    await dev.idle();
    expect((await client.fetch('/blog/whatsapp-google-review-funnel/')).status).toBe(404);
    expect((await client.fetch('/blog/more-reviews-more-money/')).body).toContain(`Save number ${lastSave} while dev starts.`);
  });
});
