import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, onTestFinished, TestRunner } from 'vitest';
import { repoRoot } from './fixture-site.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The CLI processes started by this file's tests that have not exited yet. */
const running = new Set<ChildProcess>();

// Registered on the test file that imports this helper, while it is collected: a process still
// running once its tests are done (started by a hook that timed out, or by a concurrent test) is
// killed then, not left to eat the CPU the next file needs. Outside a test file there is no file.
try {
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
  });
} catch {
  // not imported by a test file
}

/**
 * Runs the real `sitegen` binary, as a user would, with colour off. The process is killed when
 * `signal` aborts, and when the test that started it ends, by a time-out or a failure included
 * (its result is then code -1): a concurrent test's is killed when its file's tests are done,
 * since several of them run at once.
 */
export function runCli(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; project?: string; signal?: AbortSignal } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(options.project ?? repoRoot, 'bin', 'sitegen.js'), ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
    });
    running.add(child);
    const kill = (): void => {
      child.kill('SIGKILL');
    };
    const test = TestRunner.getCurrentTest();
    const signals = [options.signal, test && !test.concurrent ? test.context.signal : undefined].filter((signal) => signal !== undefined);
    for (const signal of signals) {
      if (signal.aborted) kill();
      else signal.addEventListener('abort', kill, { once: true });
    }
    if (test && !test.concurrent) onTestFinished(kill);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      running.delete(child);
      for (const signal of signals) signal.removeEventListener('abort', kill);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

/** The in-process runs so far, one after another: each holds this process's stdout and stderr while it runs. */
let inProcessQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs `sitegen` in this process, through the `main` the binary calls, with its stdout and
 * stderr captured and colour off: what `runCli` returns, without starting Node and loading the
 * CLI for each run (most of a spawned run's time when the content is rejected early). Calls
 * wait for each other, since the capture replaces `process.stdout.write` and `process.stderr.write`.
 * It does not see what only a process of its own has: the exit code the process ends with, the
 * bundle bin/ loads, bin/process-settings.js, environment knobs read when a module is first
 * imported (generator/tuning.ts), and `process.argv` (the help texts list the locales of the
 * `--root` they find there: bin/commands/help-locales.ts): keep some runs on `runCli`, and set
 * no knobs per run.
 */
export function runCliInProcess(args: string[]): Promise<CliResult> {
  const run = inProcessQueue.then(() => runCaptured(args));
  inProcessQueue = run.catch(() => undefined);
  return run;
}

async function runCaptured(args: string[]): Promise<CliResult> {
  const { main } = await import('../../bin/cli.ts');
  const output = { stdout: '', stderr: '' };
  const capture = (stream: 'stdout' | 'stderr') =>
    ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      output[stream] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      // write(chunk, callback) and write(chunk, encoding, callback): a caller may wait for it.
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (done) process.nextTick(done);
      return true;
    }) as typeof process.stdout.write;
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
  const noColor = process.env.NO_COLOR;
  process.env.NO_COLOR = '1';
  process.stdout.write = capture('stdout');
  process.stderr.write = capture('stderr');
  try {
    const code = await main([process.execPath, join(repoRoot, 'bin', 'sitegen.js'), ...args]);
    return { code, ...output };
  } finally {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
    if (noColor === undefined) delete process.env.NO_COLOR;
    else process.env.NO_COLOR = noColor;
  }
}
