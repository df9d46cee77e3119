import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../helpers/output-files.ts';
import { copyProject, type ProjectCopy } from '../helpers/project-copy.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * The CLI's bundles are cached under node_modules/.cache; a bundle made in one folder resolves
 * templates/ from that folder. A copied or moved project must build its own files.
 */
describe('a copied project', () => {
  let project: ProjectCopy;
  beforeAll(async () => {
    // The original's bundles exist (its own build) and are copied along.
    expect((await runCli(['generate', '--out', join(tmpdir(), `sitegen-original-${process.pid}`), '--quiet'])).code).toBe(0);
    project = await copyProject({ withBundleCache: true });
  });
  afterAll(async () => {
    await project.cleanup();
    await rm(join(tmpdir(), `sitegen-original-${process.pid}`), { recursive: true, force: true });
  });

  it("builds with its own CSS and templates, not the original folder's", async () => {
    // Built once as copied (same sources as the original), then with its CSS changed.
    expect(
      (await runCli(['generate', '--root', project.root, '--out', join(project.root, 'first'), '--quiet'], { project: project.root })).code,
    ).toBe(0);
    await project.edit('templates/styles/tokens.css', '--focus: #1d4ed8;', '--focus: #c0ffee;');
    const out = join(project.root, 'second');
    const result = await runCli(['generate', '--root', project.root, '--out', out, '--quiet'], { project: project.root });
    expect(result.code, result.stderr).toBe(0);
    const css = (await listFiles(out)).find((file) => /^assets\/site\.[0-9a-f]+\.css$/.test(file))!;
    expect(await readFile(join(out, css), 'utf8')).toContain('#c0ffee');
  });
});
