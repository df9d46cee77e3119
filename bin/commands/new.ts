import { resolve } from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../../generator/errors.ts';
import { rootOption } from './options.ts';
import { listedLocales } from './help-locales.ts';

export function registerNew(program: Command): void {
  const group = program.command('new').description('Create a post or a locale from a skeleton that passes validation.');
  group
    .command('locale')
    .argument('<prefix>', 'URL prefix and id of the new country site, like "fr"')
    .description(
      'Add a country: a row in locales/locales.json and, for a new language, an empty strings file: "sitegen check" lists every string to translate.',
    )
    .requiredOption('--lang <code>', 'language code, like "fr"')
    .requiredOption('--currency <code>', 'ISO 4217 currency, like "EUR"')
    .option('--dir <dir>', 'text direction: ltr or rtl', 'ltr')
    .option('--country <code>', 'ISO country code (default: the prefix)')
    .option('--label <name>', "the language's own name in the switcher (default: from Intl)")
    .addOption(rootOption())
    .addHelpText(
      'after',
      `
Examples:
  $ sitegen new locale fr --lang fr --currency EUR
  $ sitegen new locale ae --lang ar --currency AED --dir rtl
Prices: a currency without a table in data/currencies.json gets one to fill in (every amount
null); the build names each amount until it is set.
Then translate locales/<lang>.json: until then pages show English, and "sitegen check"
lists every string left and exits 1.`,
    )
    .action(
      async (prefix: string, flags: { lang: string; currency: string; dir: string; country?: string; label?: string; root: string }) => {
        if (flags.dir !== 'ltr' && flags.dir !== 'rtl') throw new UsageError('--dir must be "ltr" or "rtl".');
        const { scaffoldLocale } = await import('../../generator/scaffold/scaffold-locale.ts');
        const { written, notes } = await scaffoldLocale({ ...flags, prefix, dir: flags.dir, root: resolve(flags.root) });
        process.stderr.write(`Wrote ${written.join(', ')}
${notes.map((note) => `note ${note}\n`).join('')}`);
      },
    );
  group
    .command('post')
    .description('Write content/posts/<lang>/<slug>.md with valid front matter; refuses to overwrite.')
    .requiredOption('--lang <code>', `language of the post (${listedLocales('langs')})`)
    .requiredOption('--slug <slug>', 'URL name: lowercase words joined by hyphens, at most 100 characters')
    .option('--title <title>', 'the post title (default: a stand-in that "sitegen check" refuses until replaced)')
    .option('--author <name>', "author name (default: the English post's author, or the brand)")
    .addOption(rootOption())
    .addHelpText(
      'after',
      `
Examples:
  $ sitegen new post --lang en --slug reply-to-bad-reviews --title "How to reply to a bad review"
  $ sitegen new post --lang es --slug more-reviews-more-money --title "Más reseñas, más ventas"
    (a translation: it reuses the English post's id and cover image)`,
    )
    .action(async (flags: { lang: string; slug: string; title?: string; author?: string; root: string }) => {
      const { scaffoldPost } = await import('../../generator/scaffold/scaffold-post.ts');
      const written = await scaffoldPost({ ...flags, root: resolve(flags.root), today: new Date().toISOString().slice(0, 10) });
      process.stderr.write(`Wrote ${written}\n`);
    });
}
