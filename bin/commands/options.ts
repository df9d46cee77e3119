import { Option } from 'commander';

/** `--root`, the same for every command that reads the site's files. */
export function rootOption(): Option {
  return new Option('--root <dir>', 'folder that holds data/, locales/ and content/').default('.');
}

/** `--locale`, repeatable and comma-separated: `-l mx,il -l br`. */
export function localeOption(description: string): Option {
  return new Option('-l, --locale <id...>', description);
}

/** `['mx,il', 'br']` → `['mx', 'il', 'br']`. */
export function splitLocales(values: string[] | undefined): string[] | undefined {
  return values?.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
}
