import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { UsageError } from '../../generator/errors.ts';
import { rootOption } from './options.ts';

/** `sitegen translations export` and `import`: the translator's hand-off in XLIFF 2.0 (issue 42). */
export function registerHandOff(group: Command): void {
  group
    .command('export')
    .description("Write one language's translations as XLIFF 2.0 for a translator or a TMS.")
    .addOption(new Option('-l, --locale <lang>', 'the language (he) or a locale of it (il)').makeOptionMandatory())
    .option('--stale-only', 'only the units that are stale or missing')
    .requiredOption('-o, --out <file>', 'the .xlf file to write')
    .addOption(rootOption())
    .addHelpText(
      'after',
      `
Every UI string, data text, and each post, page and legal text (front-matter fields and Markdown
blocks) with its English source and the translation on disk. Placeholders, inline code, links and
emphasis are protected codes; each unit notes the hash of the English it was exported from.

Examples:
  $ sitegen translations export --locale he -o he.xlf
  $ sitegen translations export --locale mx --stale-only -o es.xlf`,
    )
    .action(async (flags: { locale: string; staleOnly?: boolean; out: string; root: string }) => {
      const { loadForTranslations } = await import('../../generator/translations/load-for-translations.ts');
      const { exportXliff } = await import('../../generator/translations/xliff-export.ts');
      const root = resolve(flags.root);
      const { data } = await loadForTranslations(root, []);
      const byLang = data.locales.find((l) => l.lang === flags.locale && l.lang !== 'en');
      const lang = byLang?.lang ?? (await loadForTranslations(root, [flags.locale])).langs[0];
      if (!lang) throw new UsageError(`No translated language "${flags.locale}".`);
      const { xml, units } = await exportXliff(root, data, lang, { staleOnly: flags.staleOnly === true });
      await writeFile(flags.out, xml);
      process.stderr.write(`Wrote ${units.length} unit(s) of ${lang} to ${flags.out}.\n`);
    });
  group
    .command('import')
    .argument('<file>', 'an .xlf file made by "sitegen translations export" and translated')
    .description('Write the translations of an XLIFF 2.0 file back in place and record them fresh.')
    .addOption(rootOption())
    .addHelpText(
      'after',
      `
All or nothing: a malformed file, another target language, an unknown or duplicate unit, a unit
exported from an older English, or a target that drops or adds a placeholder, inline code or link
is refused with the unit and the reason, and nothing is written.

Example:
  $ sitegen translations import he.xlf`,
    )
    .action(async (file: string, flags: { root: string }) => {
      const { loadForTranslations } = await import('../../generator/translations/load-for-translations.ts');
      const { importXliff } = await import('../../generator/translations/xliff-import.ts');
      const { markFresh } = await import('../../generator/translations/mark-fresh.ts');
      const root = resolve(flags.root);
      const result = await importXliff(root, (await loadForTranslations(root, [])).data, resolve(file));
      // The data is loaded again: the records are judged against what was just written.
      const marked =
        result.imported.length > 0
          ? await markFresh(root, (await loadForTranslations(root, [])).data, { langs: [result.lang], only: result.imported })
          : undefined;
      const written = [...new Set([...result.written, ...(marked?.written ?? [])])];
      process.stderr.write(
        `Imported ${result.imported.length} changed translation(s) of ${result.lang}${written.length > 0 ? `; wrote ${written.join(', ')}` : ''}.\n`,
      );
    });
}
