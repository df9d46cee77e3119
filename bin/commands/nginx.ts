import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../../generator/errors.ts';
import { basePathFlag, rootOption } from './options.ts';

export function registerNginx(program: Command): void {
  program
    .command('nginx')
    .description(
      "Print the nginx configuration that serves the built site: each locale's 404 page, the headers of _headers (CSP on every page), clean URLs.",
    )
    .requiredOption('--dist <dir>', 'folder nginx serves the site from (the output of generate, or the merged packs)')
    .option('--listen <address>', 'nginx listen address: a port, or host:port', '80')
    .option('--server-name <host>', 'host name to answer to (default: the host of the site URL)')
    .option('--base-url <url>', 'site URL (overrides data/site.json), as given to generate')
    .option('--base-path <path>', 'the path the site is published under (/sub), as given to generate')
    .option('-o, --out <file>', 'write the configuration to this file instead of printing it')
    .addOption(rootOption())
    .addHelpText(
      'after',
      `
The output belongs in nginx's http block, for example /etc/nginx/conf.d/sitegen.conf.

Examples:
  $ sitegen nginx --dist /var/www/site > /etc/nginx/conf.d/sitegen.conf
  $ sitegen nginx --dist "$PWD/dist" --listen 127.0.0.1:8080 --server-name localhost`,
    )
    .action(
      async (flags: {
        dist: string;
        listen: string;
        serverName?: string;
        baseUrl?: string;
        basePath?: string;
        out?: string;
        root: string;
      }) => {
        const { loadSiteData } = await import('../../generator/load/load-data.ts');
        const { nginxConfigForSite } = await import('../../generator/output/nginx-for-site.ts');
        const { withSiteUrl } = await import('../../generator/i18n/locale-graph.ts');
        const basePath = flags.basePath === undefined ? undefined : basePathFlag.safeParse(flags.basePath);
        if (basePath && !basePath.success) throw new UsageError(basePath.error.issues.map((issue) => issue.message).join('\n'));
        const data = withSiteUrl(await loadSiteData(resolve(flags.root)), { baseUrl: flags.baseUrl, basePath: basePath?.data });
        // The redirects of data/redirects.json and of `aliases`, checked as the build checks them.
        const { createTranslators } = await import('../../generator/i18n/i18n.ts');
        const { buildRoutes } = await import('../../generator/routes/routes.ts');
        const { redirectsOf } = await import('../../generator/output/site-redirects.ts');
        const { basePathOf } = await import('../../generator/i18n/locale-graph.ts');
        const base = basePathOf(data.site.siteUrl);
        // nginx-config.ts puts the base path in front itself.
        const inSite = (path: string) => (base && path.startsWith(`${base}/`) ? path.slice(base.length) : path);
        const redirects = redirectsOf(data, buildRoutes(data, createTranslators(data))).map((r) => ({
          from: inSite(r.from),
          to: inSite(r.to),
          status: r.status,
        }));
        const config = nginxConfigForSite(data, {
          root: resolve(flags.dist),
          listen: flags.listen,
          serverName: flags.serverName,
          redirects,
        });
        if (flags.out) await writeFile(flags.out, config);
        else process.stdout.write(config);
      },
    );
}
