import { dirname } from 'node:path';
import { Command, CommanderError } from 'commander';
import { SiteError } from '../generator/errors.ts';
import { createReporter, shouldUseColor } from '../generator/log.ts';
import { registerCheck } from './commands/check.ts';
import { registerGenerate } from './commands/generate.ts';
import { registerNew } from './commands/new.ts';
import { registerOgImages } from './commands/og-images.ts';
import { registerServe } from './commands/serve.ts';
import { registerPack } from './commands/pack.ts';
import { registerDev } from './commands/dev.ts';
import { registerNginx } from './commands/nginx.ts';
import { registerTranslations } from './commands/translations.ts';
import { assertProjectFolder } from './commands/options.ts';

/**
 * Builds the command tree. Commands only parse flags and call the generator, which each imports
 * when it runs: `sitegen --help` then loads a dozen modules, not the whole generator.
 */
export function createProgram(): Command {
  const program = new Command('sitegen')
    .description('Generates the per-country static marketing sites from data/, locales/ and content/.')
    .showHelpAfterError('(run "sitegen --help" for usage)')
    .exitOverride()
    .hook('preAction', (_program, command) => {
      // `serve` only needs a built folder; every other command reads the project's files.
      if (command.name() !== 'serve') assertProjectFolder(command.opts().root ?? '.');
    });
  registerGenerate(program);
  registerServe(program);
  registerDev(program);
  registerCheck(program);
  registerPack(program);
  registerNginx(program);
  registerNew(program);
  registerOgImages(program);
  registerTranslations(program);
  return program;
}

/**
 * Runs the CLI and returns the exit code: 0 success, 1 invalid content or a failed build,
 * 2 wrong usage. The one place that prints errors; library code only throws.
 */
export async function main(argv: string[]): Promise<number> {
  const program = createProgram();
  // The folder the command writes to, for a system error that names no path.
  let folder = '.';
  program.hook('preAction', (_program, command) => {
    const flags = command.opts();
    folder = flags.out ?? flags.root ?? '.';
  });
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version "errors" are successful exits; everything else is wrong usage.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (isSyntaxFailure(error)) {
      // An island or stylesheet that does not compile: esbuild's own report, file:line:column and frame.
      const esbuild = await import('esbuild');
      const formatted = await esbuild.formatMessages(error.errors, { kind: 'error', color: shouldUseColor(process.stderr, process.env) });
      process.stderr.write(
        `error The site's templates or code do not compile; nothing was built and the previous output is untouched.\n\n${formatted.join('')}`,
      );
      return 1;
    }
    const plain = error instanceof SiteError ? error : (systemError(error, folder) ?? error);
    printError(plain);
    return plain instanceof SiteError ? plain.exitCode : 1;
  }
}

/**
 * System errors the user fixes, not sitegen: a full disk, a folder they may not write to. Node's
 * own message ("EACCES: permission denied, mkdir '…'") with a stack reads as a crash; each code
 * here gets a sentence naming the folder, and what to do. Exit 1, like a failed build.
 */
const systemErrors: Record<string, (folder: string, access: string) => { message: string; hint: string }> = {
  ENOSPC: (folder) => ({
    message: `The disk is full: could not write to ${folder}.`,
    hint: 'Free some space on that disk, or write to a folder on another disk, and run the command again.',
  }),
  EDQUOT: (folder) => ({
    message: `Your disk quota is used up: could not write to ${folder}.`,
    hint: 'Delete some of your files, or write to a folder on another disk, and run the command again.',
  }),
  EACCES: (folder, access) => ({
    message: `Permission denied: sitegen may not ${access} ${folder}.`,
    hint: 'Change the permissions of that folder, or choose another folder (--out or --root).',
  }),
  EPERM: (folder, access) => ({
    message: `Permission denied: sitegen may not ${access} ${folder}.`,
    hint: 'Change the permissions of that folder, or choose another folder (--out or --root).',
  }),
  EROFS: (folder) => ({
    message: `Could not write to ${folder}: it is on a read-only file system.`,
    hint: 'Choose a folder on a writable disk (--out or --root).',
  }),
  ENOTDIR: (folder) => ({
    message: `Could not write to ${folder}: part of that path is a file, not a folder.`,
    hint: 'Choose another folder (--out or --root), or move the file that is in the way.',
  }),
  ENAMETOOLONG: (folder) => ({
    message: `Could not write to ${folder}: a file name there is too long for the file system.`,
    hint: 'Use shorter names (slugs, prefixes) or a shorter folder path.',
  }),
};

/** Calls that list a folder: their path is the folder itself (single files are read by readProjectFile, which reports its own problems). */
const listingCalls = new Set(['scandir', 'opendir']);

/** A SiteError saying what went wrong, when `error` or one of its causes is a known system error. */
export function systemError(error: unknown, commandFolder: string): SiteError | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, path, syscall } = cause as NodeJS.ErrnoException;
    const describe = code === undefined ? undefined : systemErrors[code];
    if (!describe) continue;
    const listing = syscall !== undefined && listingCalls.has(syscall);
    // Otherwise the folder of the file is what the user can act on. A write to an open file names
    // no path: then the folder the command writes to (--out, or --root) is named.
    const folder = path === undefined ? commandFolder : listing ? path : dirname(path);
    const { message, hint } = describe(folder, listing ? 'read' : 'write to');
    return new SiteError(message, { hint, cause: error });
  }
  return undefined;
}

/** esbuild's BuildFailure: errors with a place in a source file. */
function isSyntaxFailure(error: unknown): error is { errors: import('esbuild').Message[] } {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((entry) => typeof entry === 'object' && entry !== null && 'location' in entry)
  );
}

function printError(error: unknown): void {
  const color = shouldUseColor(process.stderr, process.env);
  const red = (text: string) => (color ? `\u001b[31m${text}\u001b[0m` : text);
  const reporter = createReporter({ color });
  if (error instanceof SiteError) {
    process.stderr.write(`${red('error')} ${error.message}\n`);
    if (error.hint) process.stderr.write(`${error.hint}\n`);
    if (process.env.DEBUG && error.cause) process.stderr.write(`${String((error.cause as Error).stack ?? error.cause)}\n`);
    return;
  }
  reporter.warn('this is a bug in sitegen, not in your content; please report it with the output below.');
  process.stderr.write(`${red('error')} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  let cause = error instanceof Error ? error.cause : undefined;
  while (cause) {
    process.stderr.write(`caused by: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}\n`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
}
