/**
 * The `_redirects` file the build writes (one `from to status` rule a line, as Netlify and
 * Cloudflare Pages read it), so `serve` and `dev` answer moved addresses as the host will.
 * Only what the build writes is understood: exact paths, no splats or placeholders.
 */
export function parseRedirectsFile(text: string): Map<string, { to: string; status: number }> {
  const rules = new Map<string, { to: string; status: number }>();
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) continue;
    const code = Number.parseInt(status ?? '301', 10);
    // The topmost rule for a path wins, as on Cloudflare Pages.
    if (!rules.has(from)) rules.set(from, { to, status: code >= 300 && code < 400 ? code : 301 });
  }
  return rules;
}
