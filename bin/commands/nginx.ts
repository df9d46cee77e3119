import { resolve } from 'node:path';
import type { Command } from 'commander';
import { rootOption } from './options.ts';

export function registerNginx(program: Command): void {
  program
    .command('nginx')
    .description('Print the nginx rules for the built site: the Content-Security-Policy and headers of _headers, caching, clean URLs and each locale\'s 404 page.')
    .addOption(rootOption())
    .addHelpText('after', `
The locales come from locales/locales.json and the endpoints the policy allows from
data/site.json, so the rules follow the project; paste them into the site's server block.

Example:
  $ sitegen nginx > /etc/nginx/snippets/sitegen.conf`)
    .action(async (flags: { root: string }) => {
      const { loadSiteData } = await import('../../generator/load/load-data.ts');
      const { nginxSnippet } = await import('../../generator/output/nginx-snippet.ts');
      const data = await loadSiteData(resolve(flags.root));
      process.stdout.write(nginxSnippet(data.site, data.locales));
    });
}
