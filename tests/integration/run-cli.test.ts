import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../helpers/run-cli.ts';

/**
 * The helper's own promise: a CLI process a test started is not left running once the test is
 * over (a test that timed out used to leave its build eating the CPU the next tests needed).
 * `sitegen serve` runs until it is stopped, so only a kill ends these runs.
 */
describe('runCli', () => {
  let dir: string;
  let leftRunning: Promise<CliResult> | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitegen-run-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('kills the process when the signal it was given aborts', async () => {
    const controller = new AbortController();
    const serving = runCli(['serve', '--port', '0', '--dir', dir], { signal: controller.signal });
    controller.abort();
    expect(await serving).toMatchObject({ code: -1 });
  });

  it('starts a process and ends without waiting for it (as a test that times out does)', () => {
    leftRunning = runCli(['serve', '--port', '0', '--dir', dir]);
  });

  it('and that process was killed when the test ended', async () => {
    // Were it still serving, this would wait until the test timed out.
    expect(await leftRunning).toMatchObject({ code: -1 });
  });
});
