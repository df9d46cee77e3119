import { performance } from 'node:perf_hooks';
/** Progress on stderr: one line per stage, warnings, a summary. Quiet mode prints warnings only. */
export interface Reporter {
  stage(name: string, detail: string, ms: number): void;
  info(message: string): void;
  warn(message: string): void;
  /** Printed only with --verbose. */
  detail(message: string): void;
}

export interface ReporterOptions {
  quiet?: boolean;
  verbose?: boolean;
  color?: boolean;
  write?: (text: string) => void;
}

/** Colour only on a terminal and never when NO_COLOR is set (https://no-color.org). */
export function shouldUseColor(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv): boolean {
  return Boolean(stream.isTTY) && !('NO_COLOR' in env) && env.TERM !== 'dumb';
}

export function createReporter(options: ReporterOptions = {}): Reporter {
  const write = options.write ?? ((text: string) => process.stderr.write(text));
  const paint = (code: string, text: string) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  return {
    stage(name, detail, ms) {
      if (!options.quiet) write(`${paint('32', '✓')} ${name.padEnd(8)} ${detail.padEnd(44)} ${paint('2', `${ms} ms`)}\n`);
    },
    info(message) {
      if (!options.quiet) write(`${message}\n`);
    },
    warn(message) {
      write(`${paint('33', 'warning')} ${message}\n`);
    },
    detail(message) {
      if (options.verbose && !options.quiet) write(`  ${paint('2', message)}\n`);
    },
  };
}

/** A reporter that prints nothing, for tests and library use. */
export const silentReporter: Reporter = { stage() {}, info() {}, warn() {}, detail() {} };

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** Times the stages in order and reports each as it ends. */
export function stageClock(reporter: Reporter) {
  const started = performance.now();
  let last = started;
  const stages: Record<string, number> = {};
  return {
    stages,
    stage(name: string, detail: string) {
      const now = performance.now();
      stages[name] = Math.round(now - last);
      last = now;
      reporter.stage(name, detail, stages[name]);
    },
    total: () => Math.round(performance.now() - started),
  };
}
