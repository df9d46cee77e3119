import { afterAll, beforeAll, beforeEach } from 'vitest';
import { build } from '../../generator/build.ts';
import { serveSite } from '../../generator/dev/serve.ts';
import { startContractServer, type ContractServer } from './contract-server.ts';
import { createFixtureSite, type FixtureSite } from './fixture-site.ts';

export interface LiveSite {
  /** The built site, served as a static host serves it (its `_headers`, no stand-in). */
  url: string;
  api: ContractServer;
  site: FixtureSite;
  close(): Promise<void>;
}

export interface LiveSiteOptions {
  locales: string[];
  timeoutMs?: number;
  /** Other settings of data/site.json (analytics). */
  site?: (file: Record<string, unknown>) => void;
}

/**
 * A site configured to go live: a small fixture site whose `apiBase` is a contract server on
 * 127.0.0.1, built and served under its production CSP. `apiTimeoutMs` (data/site.json) is the
 * knob that keeps timeouts short in tests.
 */
export async function startLiveSite(options: LiveSiteOptions): Promise<LiveSite> {
  const api = await startContractServer();
  const site = await createFixtureSite({ locales: options.locales });
  // Served before it is built (files are read per request), so the site's own URL is known: the
  // API redirects a form post back to it.
  const host = await serveSite(site.out, { apiStandIn: false });
  await site.editJson('data/site.json', (file) => {
    file.siteUrl = host.url;
    file.apiBase = api.apiBase;
    file.apiTimeoutMs = options.timeoutMs ?? 2000;
    options.site?.(file);
  });
  await build({ root: site.root, outDir: site.out });
  return {
    url: host.url,
    api,
    site,
    async close() {
      await host.close();
      await api.close();
      await site.cleanup();
    },
  };
}

/**
 * A live site for the tests of one file (as `useBrowser` gives a browser): started before them,
 * closed after, its contract server's memory reset before each test.
 */
export function useLiveSite(options: LiveSiteOptions): () => LiveSite {
  let live: LiveSite | undefined;
  beforeAll(async () => {
    live = await startLiveSite(options);
  });
  afterAll(() => live?.close());
  beforeEach(() => live?.api.reset());
  return () => {
    if (!live) throw new Error('The live site is not running: use it inside a test.');
    return live;
  };
}
