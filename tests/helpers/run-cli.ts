import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './fixture-site.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real `sitegen` binary, as a user would, with colour off. */
export function runCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; project?: string } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(options.project ?? repoRoot, 'bin', 'sitegen.js'), ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
