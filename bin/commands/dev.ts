import { resolve } from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../../generator/errors.ts';
import { openInBrowser } from './serve.ts';
import { explainListenError, portFlag, rootOption } from './options.ts';

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('Build, serve and watch: a change to data/, locales/, content/ or templates/ rebuilds and reloads open pages.')
    .option('-p, --port <port>', 'port on 127.0.0.1 (0 picks a free one)', '4321')
    .addOption(rootOption())
    .option('-o, --out <dir>', 'where the development build goes', '.sitegen-dev')
    .option('--open', 'open the site in the browser')
    .addHelpText(
      'after',
      `
A content error is printed here and shown over the page; the last good build keeps being served.
Saves by rename (mv, sed -i, git checkout, safe writes) are picked up; a burst of changes is one
rebuild. A change to templates/styles/ swaps the stylesheet in open pages without reloading.
If watching fails, that is printed here and shown over the page. CHOKIDAR_USEPOLLING=1 makes the
watcher poll, for disks that do not report changes.

Example:
  $ sitegen dev --open`,
    )
    .action(async (flags: { port: string; root: string; out: string; open?: boolean }) => {
      const port = portFlag.safeParse(flags.port);
      if (!port.success) throw new UsageError(port.error.issues.map((issue) => issue.message).join('\n'));
      const { startDevServer } = await import('../../generator/dev/dev-server.ts');
      const server = await startDevServer({ root: resolve(flags.root), outDir: resolve(flags.out), port: port.data }).catch(
        (error: unknown) => {
          throw explainListenError(error, port.data);
        },
      );
      process.stderr.write(`Dev server at ${server.url}/ (Ctrl+C to stop)\n`);
      if (flags.open) openInBrowser(`${server.url}/`);
      await new Promise<void>((done) => process.once('SIGINT', () => server.close().then(done)));
    });
}
