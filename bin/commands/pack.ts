import { resolve } from 'node:path';
import type { Command } from 'commander';
import { createReporter, formatBytes, shouldUseColor } from '../../generator/log.ts';
import { rootOption, localeOption, splitLocales } from './options.ts';

export function registerPack(program: Command): void {
  program
    .command('pack')
    .description('Build each country alone and write one archive per country, with a manifest of files, sizes and hashes, for CI to publish.')
    .addOption(localeOption('pack only these locales (default: all)'))
    .option('-o, --out <dir>', 'folder for the archives', 'dist-packages')
    .addOption(rootOption())
    .option('--base-url <url>', 'site URL for canonical links and sitemaps')
    .addHelpText('after', `
Writes <out>/<locale>.tar.gz (with manifest.json inside) and <out>/<locale>.manifest.json.

Examples:
  $ sitegen pack                    all five countries into dist-packages/
  $ sitegen pack --locale mx        dist-packages/mx.tar.gz only`)
    .action(async (flags: { locale?: string[]; out: string; root: string; baseUrl?: string }) => {
      const reporter = createReporter({ quiet: true, color: shouldUseColor(process.stderr, process.env) });
      const { packLocales } = await import('../../generator/output/pack.ts');
      const results = await packLocales({ root: resolve(flags.root), outDir: resolve(flags.out), locales: splitLocales(flags.locale), baseUrl: flags.baseUrl, reporter });
      for (const { locale, manifest } of results) {
        process.stderr.write(`Packed ${locale}: ${manifest.files.length} files, ${formatBytes(manifest.totalBytes)} → ${flags.out}/${locale}.tar.gz\n`);
      }
    });
}
