import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Option } from 'commander';
import { z } from 'zod';
import { UsageError } from '../../generator/errors.ts';

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
  return values
    ?.flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * Refuses a folder that is not a project at all, before a command reads it: run from the wrong
 * folder, every command otherwise listed each missing file of data/ and locales/ as a content
 * problem. A project that lacks only some files still gets that list, which names them.
 */
export function assertProjectFolder(root: string): void {
  if (existsSync(join(root, 'data')) || existsSync(join(root, 'locales'))) return;
  throw new UsageError(`${root === '.' ? 'This folder' : root} is not a sitegen project: data/site.json not found.`, {
    hint: 'Run from the project folder or pass --root.',
  });
}

/** `--base-path /sub`: where under its host the site is published (a GitHub Pages project site). */
export const basePathFlag = z
  .string()
  .regex(/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*\/?$/, {
    error: '--base-path must be a path like /sub or /docs/site (letters, digits, . _ ~ -)',
  })
  .transform((path) => path.replace(/\/$/, ''));

/** `--port` of `serve` and `dev`: a string on the command line, a port number for `listen`. */
const notAPort = '--port must be a port number (0-65535)';
export const portFlag = z.coerce
  .number({ error: notAPort })
  .int({ error: notAPort })
  .min(0, { error: notAPort })
  .max(65535, { error: notAPort });

/**
 * Why a server could not listen, in words, for the two reasons the user can fix; any other error
 * is returned as it is.
 */
export function explainListenError(error: unknown, port: number): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE')
    return new UsageError(`Port ${port} is in use; pass --port with a free one.`, { hint: '--port 0 picks a free port.', cause: error });
  // Ports below 1024 are reserved to the administrator on Linux and macOS.
  if (code === 'EACCES')
    return new UsageError(`Port ${port} may only be used by the administrator; pass --port with one above 1023.`, { cause: error });
  return error;
}
