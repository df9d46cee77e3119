import { serveSite } from '../../generator/dev/serve.ts';

/**
 * Serves a built site on 127.0.0.1 as a static host does (clean URLs, 404s, _headers), without the
 * API stand-in of `sitegen serve`: a site whose `apiBase` is empty then runs the spec's
 * simulation, as it does once published.
 */
export async function serveStatic(root: string): Promise<{ url: string; close(): Promise<void> }> {
  return serveSite(root, { apiStandIn: false });
}
