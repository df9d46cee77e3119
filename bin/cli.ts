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

/**
 * Builds the command tree. Commands only parse flags and call the generator, which each imports
 * when it runs: `sitegen --help` then loads a dozen modules, not the whole generator.
 */
export function createProgram(): Command {
  const program = new Command('sitegen')
    .description('Generates the per-country static marketing sites from data/, locales/ and content/.')
    .showHelpAfterError('(run "sitegen --help" for usage)')
    .exitOverride();
  registerGenerate(program);
  registerServe(program);
  registerDev(program);
  registerCheck(program);
  registerPack(program);
  registerNew(program);
  registerOgImages(program);
  return program;
}

/**
 * Runs the CLI and returns the exit code: 0 success, 1 invalid content or a failed build,
 * 2 wrong usage. The one place that prints errors; library code only throws.
 */
export async function main(argv: string[]): Promise<number> {
  const program = createProgram();
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
      process.stderr.write(`error The site's templates or code do not compile; nothing was built and the previous output is untouched.\n\n${formatted.join('')}`);
      return 1;
    }
    printError(error);
    return error instanceof SiteError ? error.exitCode : 1;
  }
}

/** esbuild's BuildFailure: errors with a place in a source file. */
function isSyntaxFailure(error: unknown): error is { errors: import('esbuild').Message[] } {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every((entry) => typeof entry === 'object' && entry !== null && 'location' in entry);
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
