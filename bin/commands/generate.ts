import { resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { UsageError } from '../../generator/errors.ts';
import { createReporter, formatBytes, shouldUseColor } from '../../generator/log.ts';
import { basePathFlag, rootOption, localeOption, splitLocales } from './options.ts';
import { listedLocales } from './help-locales.ts';
import { buildDate } from '../../generator/load/publishing.ts';

/** Flags as commander parses them, validated into the generator's options. */
const generateFlags = z.object({
  locale: z.array(z.string()).optional(),
  out: z.string().min(1),
  root: z.string().min(1),
  baseUrl: z
    .url({ protocol: /^https?$/, error: '--base-url must be an absolute http(s) URL, like https://www.example.com' })
    .refine((url) => !/[?#]/.test(url), { error: '--base-url must not have a query (?…) or fragment (#…)' })
    .optional(),
  basePath: basePathFlag.optional(),
  runtime: z.enum(['preact', 'react'], { error: '--runtime must be "preact" or "react"' }),
  quiet: z.boolean().optional(),
  verbose: z.boolean().optional(),
  force: z.boolean().optional(),
  drafts: z.boolean().optional(),
  future: z.boolean().optional(),
});

export function registerGenerate(program: Command): void {
  program
    .command('generate')
    .description('Build the static sites (all locales, or the ones named) into the output folder.')
    .addOption(localeOption(`build only these locales (${listedLocales('ids')}); repeatable, or comma-separated`))
    .option('-o, --out <dir>', 'output folder, replaced as a whole on success', 'dist')
    .addOption(rootOption())
    .option('--base-url <url>', 'site URL for canonical links and the sitemap (overrides data/site.json)')
    .option(
      '--base-path <path>',
      "publish the site under this path of its host (/sub): every link, asset and sitemap entry starts with it; replaces the site URL's path",
    )
    .option('--runtime <name>', 'client runtime of the interactive widgets: preact (smaller) or react', 'preact')
    .option('-q, --quiet', 'print warnings and errors only')
    .option('-v, --verbose', 'list every missing translation, each page rendered again and why, and how each cache did')
    .option(
      '--future',
      'also build posts whose publishedDate is after the build date (SOURCE_DATE_EPOCH, else today), with a "Scheduled" ribbon',
    )
    .option('--drafts', 'also build draft: true posts and pages, with a "Draft" ribbon (what sitegen dev shows)')
    .option(
      '--force',
      'rebuild everything, ignoring the build cache in .sitegen-cache/, and replace an output folder that holds other files',
    )
    .addHelpText(
      'after',
      `
Examples:
  $ sitegen generate                          build every site into dist/
  $ sitegen generate --locale mx              build the Mexican site only
  $ sitegen generate -l il -l br --out public build two sites into public/
  $ sitegen generate --base-url https://staging.example.com
  $ sitegen generate --base-path /sub          a site served at https://www.example.com/sub/
  $ sitegen generate --runtime react             widgets on React instead of Preact
  $ SOURCE_DATE_EPOCH=1767225600 sitegen generate  build as of 2026-01-01: posts dated later wait
  $ sitegen generate --future --out preview      include scheduled posts (a preview)

Exit codes: 0 built, 1 invalid content or a failed build (the previous output is kept),
2 wrong usage (for example an unknown locale).`,
    )
    .action(async (rawFlags: Record<string, unknown>) => {
      const parsed = generateFlags.safeParse(rawFlags);
      if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('\n'));
      const flags = parsed.data;
      const color = shouldUseColor(process.stderr, process.env);
      const reporter = createReporter({ quiet: flags.quiet, verbose: flags.verbose, color });
      const { build } = await import('../../generator/build.ts');
      const result = await build({
        root: resolve(flags.root),
        outDir: resolve(flags.out),
        locales: splitLocales(flags.locale),
        baseUrl: flags.baseUrl,
        basePath: flags.basePath,
        runtime: flags.runtime,
        force: flags.force,
        publish: { drafts: flags.drafts, future: flags.future, today: buildDate() },
        reporter,
      });
      const cached =
        result.rendered < result.pages ? `; ${result.rendered} rendered, ${result.pages - result.rendered} unchanged (build cache)` : '';
      reporter.info(
        `Built ${result.pages} pages (${result.files} files, ${formatBytes(result.bytes)}) into ${flags.out} in ${result.ms} ms${cached}`,
      );
    });
}
