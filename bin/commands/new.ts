import { resolve } from 'node:path';
import type { Command } from 'commander';
import { scaffoldPost } from '../../generator/scaffold-post.ts';

export function registerNew(program: Command): void {
  const group = program.command('new').description('Create a new post (and, later, other content) from a skeleton that passes validation.');
  group
    .command('post')
    .description('Write content/posts/<lang>/<slug>.md with valid front matter; refuses to overwrite.')
    .requiredOption('--lang <code>', 'language of the post (en, he, hi, es, pt)')
    .requiredOption('--slug <slug>', 'URL name: lowercase words joined by hyphens')
    .requiredOption('--title <title>', 'the post title')
    .option('--author <name>', 'author name (default: the English post\'s author, or the brand)')
    .option('--root <dir>', 'folder that holds data/, locales/ and content/', '.')
    .addHelpText('after', `
Examples:
  $ sitegen new post --lang en --slug reply-to-bad-reviews --title "How to reply to a bad review"
  $ sitegen new post --lang es --slug more-reviews-more-money --title "Más reseñas, más ventas"
    (a translation: it reuses the English post's id and cover image)`)
    .action(async (flags: { lang: string; slug: string; title: string; author?: string; root: string }) => {
      const written = await scaffoldPost({ ...flags, root: resolve(flags.root), today: new Date().toISOString().slice(0, 10) });
      process.stderr.write(`Wrote ${written}\n`);
    });
}
