import { spawn } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { templatesDir } from '../assets/assets.ts';
import { SiteError } from '../errors.ts';
import { createIncrementalBuilder } from './incremental-build.ts';
import { serveSite, type Middleware, type RunningServer } from './serve.ts';

const clientScript = fileURLToPath(new URL('./dev-client.js', import.meta.url));
const cliEntry = fileURLToPath(new URL('../../bin/sitegen.js', import.meta.url));

export interface DevServer extends RunningServer {
  /** Resolves after the rebuild that follows the latest change (for tests). */
  idle(): Promise<void>;
}

/**
 * Where a change lands decides how to rebuild: template code needs fresh modules (a new
 * process); styles and template images are rebuilt in process like content.
 */
function needsFreshProcess(paths: string[]): boolean {
  const templates = normalize(templatesDir);
  return paths.some((path) => path.startsWith(templates) && !/^(styles|assets)[\\/]/.test(path.slice(templates.length)));
}

/** Builds in a child process, for template edits the running process cannot re-import. */
function buildInChild(root: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(process.execPath, [cliEntry, 'generate', '--root', root, '--out', outDir, '--quiet'], { env: { ...process.env, NO_COLOR: '1' } });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new SiteError(stderr.trim() || `The build exited with code ${code}.`))));
  });
}

/**
 * `sitegen dev`: builds into `outDir`, serves it, watches data/, locales/, content/ and
 * templates/, rebuilds on a change and reloads open pages. A failed build keeps the last good
 * one served and shows the error in the terminal and over the page.
 */
export async function startDevServer(options: { root: string; outDir: string; port?: number; host?: string; log?: (line: string) => void }): Promise<DevServer> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const clients = new Set<ServerResponse>();
  let lastError: string | undefined;
  const send = (event: string, data: object) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  // Once a template has changed, this process holds stale template modules for good: every
  // later build runs in a fresh process too.
  let templatesChanged = false;
  const rebuildChanged = createIncrementalBuilder({ root: options.root, outDir: options.outDir });
  const rebuild = async (changed: string[]) => {
    const started = performance.now();
    templatesChanged ||= needsFreshProcess(changed);
    try {
      let scope = 'all pages';
      if (templatesChanged) await buildInChild(options.root, options.outDir);
      else {
        const result = await rebuildChanged(changed);
        result.warnings.forEach((warning) => log(`Warning: ${warning}`));
        scope = result.full ? `all ${result.rendered.length} pages` : `${result.rendered.length} page(s), ${result.written.length - result.rendered.length} other file(s)${result.removed.length ? `, ${result.removed.length} removed` : ''}`;
      }
      lastError = undefined;
      log(`Rebuilt ${scope} in ${Math.round(performance.now() - started)} ms${changed.length ? ` (${changed.map((p) => relative(options.root, p) || p).slice(0, 3).join(', ')})` : ''}`);
      send('reload', {});
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      log(`Build failed; still serving the last good build.\n${lastError}`);
      send('error-report', { message: lastError });
    }
  };

  await rebuild([]);
  // Only the two dev endpoints live here; pages go through serve's file lookup (which keeps
  // every path inside outDir) and get the reload script from `rewriteHtml`.
  const devEndpoints: Middleware = (req, res, next) => {
    const path = req.url?.split('?')[0];
    if (path === '/__sitegen/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (lastError) res.write(`event: error-report\ndata: ${JSON.stringify({ message: lastError })}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (path === '/__sitegen/client.js') {
      readFile(clientScript).then(
        (script) => {
          res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(script);
        },
        () => {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('The live-reload script could not be read.\n');
        },
      );
      return;
    }
    next();
  };
  const server = await serveSite(options.outDir, {
    port: options.port,
    host: options.host,
    before: [devEndpoints],
    // Same origin, so the site's `script-src 'self'` allows it.
    rewriteHtml: (html) => html.replace('</body>', '<script src="/__sitegen/client.js"></script></body>'),
    // Pages change on every rebuild; the reload must fetch the new one.
    htmlCacheControl: 'no-store',
  });

  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (path: string) => {
    pending.add(path);
    clearTimeout(timer);
    // Editors write a file in several steps; wait for them to settle.
    timer = setTimeout(() => {
      const changed = [...pending];
      pending = new Set();
      running = running.then(() => rebuild(changed));
    }, 30);
  };
  const watchers: FSWatcher[] = [
    ...['data', 'locales', 'content'].map((folder) => join(options.root, folder)),
    templatesDir,
  ].map((dir) => watch(dir, { recursive: true }, (_event, name) => schedule(join(dir, String(name ?? '')))));

  return {
    ...server,
    idle: async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      await running;
    },
    close: async () => {
      watchers.forEach((watcher) => watcher.close());
      clearTimeout(timer);
      for (const client of clients) client.end();
      await server.close();
    },
  };
}
