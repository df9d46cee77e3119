import { resolve } from 'node:path';
import type { Command } from 'commander';
import { SiteError } from '../../generator/errors.ts';
import { rootOption } from './options.ts';

export function registerCheck(program: Command): void {
  program
    .command('check')
    .description(
      'Validate every data, locale and content file, render every page in memory and check its links, lint the CSS; write nothing.',
    )
    .addOption(rootOption())
    .addHelpText(
      'after',
      `
Prints every problem found (exit 1 if there is any) and a translation status table per locale:
pages and posts shown in the locale's own language or in English, UI strings the language
lacks, and data texts (FAQ, testimonials) shown in English. A translation made from an older
English than the one on disk is a problem too ("sitegen translations status" lists the state
of every translation; docs/translations.md). Drafts and scheduled posts are
listed with their dates (SOURCE_DATE_EPOCH sets the build date; they are not problems).

Example:
  $ sitegen check`,
    )
    .action(async (flags: { root: string }) => {
      const { checkSite, formatStatusTable } = await import('../../generator/check/check-site.ts');
      const result = await checkSite(resolve(flags.root));
      if (result.status.length > 0) process.stdout.write(`${formatStatusTable(result.status)}\n`);
      const { formatUnpublished } = await import('../../generator/check/unpublished-report.ts');
      const { buildDate } = await import('../../generator/load/publishing.ts');
      if (result.unpublished.length > 0) process.stdout.write(`\n${formatUnpublished(result.unpublished, buildDate())}\n`);
      if (result.problems.length > 0) {
        throw new SiteError(`${result.problems.length} problem(s):\n${result.problems.map((p) => `  ${p}`).join('\n')}`, {
          hint: 'Fix them and run "sitegen check" again.',
        });
      }
      process.stderr.write('No problems found.\n');
    });
}
