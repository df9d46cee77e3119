import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

const run = promisify(execFile);
const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build', 'dist', 'vnu.jar');
let dir: string | undefined;
afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

describe('valid HTML (W3C Nu Html Checker)', () => {
  it('finds no error in any generated page of any locale', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitegen-vnu-'));
    await build({ root: repoRoot, outDir: join(dir, 'dist') });
    // The checker needs Java; .ci/run installs a JRE when there is none.
    const result = await run('java', ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'text', join(dir, 'dist')], {
      maxBuffer: 16 << 20,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? 1,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    expect(result.output.replaceAll(dir, '')).toContain('No errors found');
    expect(result.code).toBe(0);
  }, 120_000);
});
