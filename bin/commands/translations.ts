import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { localeOption, rootOption, splitLocales } from './options.ts';
import { registerHandOff } from './translations-xliff.ts';

/** `sitegen translations`: what each language's translations are made from (issue 42). */
export function registerTranslations(program: Command): void {
  const group = program
    .command('translations')
    .description('Report and record which English each translation was made from (fresh, stale, missing, fallback).');
  registerHandOff(group);
  group
    .command('status')
    .description('Print per locale the fresh, stale, missing and fallback strings, data texts, posts, pages and legal texts.')
    .addOption(localeOption('only these locales (ids of locales/locales.json)'))
    .option('--json', 'print the report as JSON, for tools')
    .option('--html <file>', 'also write the report as one HTML page (a CI artefact)')
    .addOption(rootOption())
    .addHelpText(
      'after',
      `
Stale units are listed with what changed: a string or data text with the English it now
reads, a file with the English file it translates. Exit 0 whatever the state ("sitegen check"
fails on stale translations).

Examples:
  $ sitegen translations status
  $ sitegen translations status --locale il --json
  $ sitegen translations status --html translations.html`,
    )
    .action(async (flags: { locale?: string[]; json?: boolean; html?: string; root: string }) => {
      const { loadForTranslations } = await import('../../generator/translations/load-for-translations.ts');
      const { translationReport, formatTranslationReport } = await import('../../generator/translations/status.ts');
      const { data, langs } = await loadForTranslations(resolve(flags.root), splitLocales(flags.locale));
      const report = translationReport(data).filter((entry) => langs.includes(entry.lang));
      if (flags.html) {
        const { translationReportHtml } = await import('../../generator/translations/status-html.ts');
        await writeFile(flags.html, translationReportHtml(report));
      }
      process.stdout.write(flags.json ? `${JSON.stringify(report, null, 2)}\n` : formatTranslationReport(report));
    });
  group
    .command('mark-fresh')
    .argument('[units...]', 'only these: a file (content/posts/he/x.md, data/faqs.json) or file#key (locales/he.json#nav.home)')
    .description('Record that stale translations now translate the English on disk (after a translator updated them).')
    .addOption(localeOption('only these locales (ids of locales/locales.json)'))
    .addOption(rootOption())
    .addHelpText(
      'after',
      `
Writes "source: <hash>" into the front matter of posts, pages and legal texts, and the hashes of
strings and data texts into locales/<lang>.sources.json. Run it once a translation is updated
and reviewed; missing and fallback units have nothing to record.

Examples:
  $ sitegen translations mark-fresh content/posts/he/why-whatsapp-for-reviews.md
  $ sitegen translations mark-fresh --locale il locales/he.json#nav.home
  $ sitegen translations mark-fresh --locale mx`,
    )
    .action(async (units: string[], flags: { locale?: string[]; root: string }) => {
      const { loadForTranslations } = await import('../../generator/translations/load-for-translations.ts');
      const { markFresh } = await import('../../generator/translations/mark-fresh.ts');
      const root = resolve(flags.root);
      const { data, langs } = await loadForTranslations(root, splitLocales(flags.locale));
      const result = await markFresh(root, data, { langs, only: units });
      process.stderr.write(
        `Marked ${result.marked.length} translation(s) fresh${result.written.length > 0 ? `; wrote ${result.written.join(', ')}` : ''}.\n`,
      );
    });
}
