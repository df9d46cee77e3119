import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture-site.ts';
import { copyProject, type ProjectCopy } from '../helpers/project-copy.ts';
import { get, hasNginx, startNginx } from '../helpers/nginx-server.ts';
import { runCli } from '../helpers/run-cli.ts';

/** The shell block that follows `<!-- deploy-guide-test: name -->` in docs/deploy.md. */
async function guideCommands(name: string): Promise<string> {
  const guide = await readFile(join(repoRoot, 'docs', 'deploy.md'), 'utf8');
  const match = new RegExp(`<!-- deploy-guide-test: ${name} -->\\n\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(guide);
  if (!match) throw new Error(`docs/deploy.md has no tested block "${name}"`);
  return match[1]!;
}

/** Runs commands as a reader would paste them, in bash, stopping at the first failure. */
function runShell(script: string, cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    // Offline: npx must find the project's own sitegen, never a package of the same name.
    const child = spawn('bash', ['-euo', 'pipefail', '-c', script], {
      cwd,
      env: { ...process.env, NO_COLOR: '1', npm_config_offline: 'true' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

async function treeHash(root: string): Promise<string> {
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .filter((path) => !path.startsWith('.sitegen-pack/'))
    .sort();
  const hash = createHash('sha256');
  for (const path of files) hash.update(`${path}\0`).update(await readFile(join(root, path)));
  return hash.digest('hex');
}

let project: ProjectCopy;
beforeAll(async () => {
  project = await copyProject();
}, 60_000);
afterAll(() => project?.cleanup());

describe('docs/deploy.md, followed as written', () => {
  it("merges the packs into site/, which verifies and equals generate's output", async () => {
    const merged = await runShell(await guideCommands('merge'), project.root);
    expect(merged.code, merged.output).toBe(0);
    expect(merged.output).toContain('site: every file matches its manifest.');
    const generated = await runCli(['generate', '--out', 'dist', '--quiet'], { cwd: project.root, project: project.root });
    expect(generated.code, generated.stderr).toBe(0);
    expect(await treeHash(join(project.root, 'site'))).toBe(await treeHash(join(project.root, 'dist')));
  }, 120_000);

  it.runIf(hasNginx)(
    'writes an nginx configuration that serves site/: pages, 404s, headers, no manifests',
    async () => {
      const written = await runShell(await guideCommands('nginx'), project.root);
      expect(written.code, written.output).toBe(0);
      const config = await readFile(join(project.root, 'sitegen.conf'), 'utf8');
      expect(config).toContain('listen 127.0.0.1:8080;');
      const nginx = await startNginx((port) => config.replace('listen 127.0.0.1:8080;', `listen 127.0.0.1:${port};`));
      try {
        const page = await get(nginx.port, '/mx/pricing');
        expect(page.status).toBe(200);
        expect(page.body).toBe(await readFile(join(project.root, 'site', 'mx', 'pricing', 'index.html'), 'utf8'));
        expect(page.headers['content-security-policy']).toContain("default-src 'self'");
        const missing = await get(nginx.port, '/br/nothing-here/');
        expect(missing.status).toBe(404);
        expect(missing.body).toBe(await readFile(join(project.root, 'site', 'br', '404.html'), 'utf8'));
        expect((await get(nginx.port, '/.sitegen-pack/mx.json')).status).toBe(404);
      } finally {
        await nginx.stop();
      }
    },
    60_000,
  );
});
