import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The locales and languages of the project the command runs on, for help texts: read from its
 * locales/locales.json (`--root` if given, else the current folder), so the help lists the
 * sites that exist, a new locale included. Outside a project: undefined, and the help says so.
 */
export function projectLocales(argv: string[] = process.argv): { ids: string[]; langs: string[] } | undefined {
  const at = argv.findIndex((arg) => arg === '--root' || arg.startsWith('--root='));
  const root = at === -1 ? '.' : argv[at]!.includes('=') ? argv[at]!.slice('--root='.length) : (argv[at + 1] ?? '.');
  try {
    const table = JSON.parse(readFileSync(join(root, 'locales', 'locales.json'), 'utf8')) as {
      locales?: { id?: unknown; lang?: unknown }[];
    };
    const rows = (table.locales ?? []).filter((row) => typeof row.id === 'string' && typeof row.lang === 'string');
    return { ids: rows.map((row) => row.id as string), langs: [...new Set(['en', ...rows.map((row) => row.lang as string)])] };
  } catch {
    return undefined;
  }
}

/** "global, il, in, mx, br", or where to find them when the folder is not a project. */
export function listedLocales(kind: 'ids' | 'langs'): string {
  const found = projectLocales();
  return found ? found[kind].join(', ') : 'see locales/locales.json';
}
