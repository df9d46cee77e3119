import { resolve } from 'node:path';
import type { Command } from 'commander';
import { SiteError } from '../../generator/errors.ts';
import { createReporter, formatBytes, shouldUseColor } from '../../generator/log.ts';
import { UsageError } from '../../generator/errors.ts';
import { basePathFlag, rootOption, localeOption, splitLocales } from './options.ts';

export function registerPack(program: Command): void {
  program
    .command('pack')
    .description(
      'Build the site and write one archive per country holding the files that country owns, with a manifest of files, sizes and hashes; unpacked together, in any order, they are the full site.',
    )
    .addOption(localeOption('pack only these locales (default: all)'))
    .option('-o, --out <dir>', 'folder for the archives', 'dist-packages')
    .addOption(rootOption())
    .option('--base-url <url>', 'site URL for canonical links and sitemaps')
    .option('--base-path <path>', 'the site is published under this path of its host (/sub), as for generate')
    .option('--from <dir>', 'split this full build (the output of generate, all locales) instead of building')
    .option('--verify <dir>', 'check an unpacked pack against its manifest.json instead of packing; exit 1 on any difference')
    .addHelpText(
      'after',
      `
Writes <out>/<locale>.tar.gz (with .sitegen-pack/<locale>.json inside) and <out>/<locale>.manifest.json.
A country's pack holds its subtree (mx/) and sitemap-<locale>.xml; the default locale's pack holds
the rest: its pages, sitemap.xml (the index), robots.txt, _headers and the shared assets.

Examples:
  $ sitegen pack                        all five packs into dist-packages/
  $ sitegen pack --locale mx            dist-packages/mx.tar.gz only
  $ sitegen pack --from dist -l mx      split an existing full build
  $ sitegen pack --verify site/         re-hash unpacked packs (one or several) against their manifests`,
    )
    .action(
      async (flags: {
        locale?: string[];
        out: string;
        root: string;
        baseUrl?: string;
        basePath?: string;
        from?: string;
        verify?: string;
      }) => {
        if (flags.verify !== undefined) {
          const { verifyPack } = await import('../../generator/output/pack.ts');
          const found = await verifyPack(resolve(flags.verify));
          const lines = [
            ...found.changed.map((path) => `  ${path}: bytes differ from the manifest`),
            ...found.missing.map((path) => `  ${path}: missing`),
            ...found.unlisted.map((path) => `  ${path}: not in the manifest`),
          ];
          if (lines.length === 0) {
            process.stderr.write(`${flags.verify}: every file matches its manifest.\n`);
            return;
          }
          throw new SiteError(`${flags.verify} does not match its manifest (${lines.length} file(s)):\n${lines.join('\n')}`, {
            hint: 'Unpack the archive again, or pack again.',
          });
        }
        const basePath = flags.basePath === undefined ? undefined : basePathFlag.safeParse(flags.basePath);
        if (basePath && !basePath.success) throw new UsageError(basePath.error.issues.map((issue) => issue.message).join('\n'));
        const reporter = createReporter({ quiet: true, color: shouldUseColor(process.stderr, process.env) });
        const { packLocales } = await import('../../generator/output/pack.ts');
        const results = await packLocales({
          root: resolve(flags.root),
          outDir: resolve(flags.out),
          locales: splitLocales(flags.locale),
          baseUrl: flags.baseUrl,
          basePath: basePath?.data,
          from: flags.from && resolve(flags.from),
          reporter,
        });
        for (const { locale, manifest } of results) {
          process.stderr.write(
            `Packed ${locale}: ${manifest.files.length} files, ${formatBytes(manifest.totalBytes)} → ${flags.out}/${locale}.tar.gz\n`,
          );
        }
      },
    );
}
