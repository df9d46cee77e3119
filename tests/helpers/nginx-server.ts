import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx (`npm run setup:tools` installs it); NGINX_PATH picks another. */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const hasNginx = existsSync(nginxPath);

/** A port nothing listens on right now, for nginx to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One GET to 127.0.0.1 with the given Host header (and `headers`); redirects are returned, not followed. */
export function get(port: number, path: string, host = 'localhost', headers: Record<string, string> = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { ...headers, host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

export interface RunningNginx {
  port: number;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground as a child of the test (one process, no daemon, no root needed),
 * with a main configuration of its own in a temporary folder that includes `siteConfig` in its
 * http block, as /etc/nginx/nginx.conf includes conf.d/*.conf.
 */
export async function startNginx(siteConfig: (port: number) => string): Promise<RunningNginx> {
  const dir = await mkdtemp(join(tmpdir(), 'sitegen-nginx-'));
  const port = await freePort();
  await writeFile(join(dir, 'site.conf'), siteConfig(port));
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr;',
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      `  include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(nginxPath, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Ready once it answers; an nginx that refuses the configuration exits with its reason.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ready = await get(port, '/').then(
      () => true,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      await rm(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
