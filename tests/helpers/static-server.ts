import { serveSite } from '../../generator/dev/serve.ts';

/** Serves a built site on 127.0.0.1 the way `sitegen serve` does (clean URLs, 404s, _headers). */
export async function serveStatic(root: string): Promise<{ url: string; close(): Promise<void> }> {
  return serveSite(root);
}
