import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { UsageError } from '../../generator/errors.ts';
import { explainListenError, portFlag } from './options.ts';

const serveFlags = z.object({
  port: portFlag,
  dir: z.string().min(1),
  open: z.boolean().optional(),
});

/** Opens a URL in the desktop's browser, where there is one; a failure is only a note. */
export function openInBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  spawn(command, [url], { stdio: 'ignore', detached: true })
    .on('error', () => process.stderr.write(`Open ${url} in your browser.\n`))
    .unref();
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description(
      "Serve the built site on 127.0.0.1 as a static host would: clean URLs, localized 404 pages, the _headers rules; plus a stand-in of the platform's API (docs/api.md).",
    )
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', '4321')
    .option('-d, --dir <dir>', 'folder to serve', 'dist')
    .option('--open', 'open the site in the browser')
    .addHelpText(
      'after',
      `
Examples:
  $ sitegen generate && sitegen serve          build, then serve dist/ on http://127.0.0.1:4321
  $ sitegen serve --port 8080 --open`,
    )
    .action(async (raw: Record<string, unknown>) => {
      const parsed = serveFlags.safeParse(raw);
      if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('\n'));
      const dir = resolve(parsed.data.dir);
      if (!existsSync(dir))
        throw new UsageError(`Nothing to serve: ${parsed.data.dir} does not exist.`, { hint: 'Run "sitegen generate" first.' });
      const { serveSite } = await import('../../generator/dev/serve.ts');
      const server = await serveSite(dir, { port: parsed.data.port }).catch((error: unknown) => {
        throw explainListenError(error, parsed.data.port);
      });
      process.stderr.write(`Serving ${parsed.data.dir} at ${server.url}/ (Ctrl+C to stop)\n`);
      if (server.apiStandIn)
        process.stderr.write(
          `The API's stand-in answers at ${server.apiStandIn.url}/ (a site without apiBase calls it); the messages it sends: ${server.apiStandIn.outbox}\n`,
        );
      if (parsed.data.open) openInBrowser(`${server.url}/`);
      await new Promise<void>((done) => process.once('SIGINT', () => server.close().then(done)));
    });
}
