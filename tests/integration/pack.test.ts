import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extract, list } from 'tar';
import { repoRoot } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitegen-pack-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('sitegen pack', () => {
  it('writes one reproducible archive per country with a manifest of files, sizes and hashes', async () => {
    const first = await runCli(['pack', '--locale', 'mx', '--out', join(dir, 'a'), '--root', repoRoot]);
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/^Packed mx: \d+ files, [\d.]+ (KB|MB) → .*mx\.tar\.gz$/m);
    const manifest = JSON.parse(await readFile(join(dir, 'a', 'mx.manifest.json'), 'utf8'));
    expect(manifest.locale).toBe('mx');
    const entries: { path: string; size: number }[] = [];
    await list({
      file: join(dir, 'a', 'mx.tar.gz'),
      onReadEntry: (entry) => {
        entries.push({ path: entry.path, size: entry.size });
      },
    });
    const paths = entries.map((e) => e.path);
    expect(paths).toContain('.sitegen-pack/mx.json');
    expect(paths).toContain('mx/index.html');
    expect(paths).toContain('sitemap-mx.xml');
    expect(paths).not.toContain('sitemap.xml');
    expect(manifest).toMatchObject({ shape: 'one-origin', baseUrl: 'https://www.example.com', links: ['global', 'il', 'in', 'mx', 'br'] });
    expect(paths.some((p) => p.startsWith('il/'))).toBe(false);
    for (const file of manifest.files) {
      expect(entries.find((e) => e.path === file.path)?.size, file.path).toBe(file.bytes);
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(manifest.totalBytes).toBe(manifest.files.reduce((sum: number, f: { bytes: number }) => sum + f.bytes, 0));
    await runCli(['pack', '--locale', 'mx', '--out', join(dir, 'b'), '--root', repoRoot]);
    const hash = async (path: string) =>
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex');
    expect(await hash(join(dir, 'b', 'mx.tar.gz'))).toBe(await hash(join(dir, 'a', 'mx.tar.gz')));
  });

  it('verifies an unpacked pack against its manifest, and catches one changed byte', async () => {
    const unpacked = join(dir, 'unpacked');
    await mkdir(unpacked, { recursive: true });
    await extract({ file: join(dir, 'a', 'mx.tar.gz'), cwd: unpacked });
    const ok = await runCli(['pack', '--verify', unpacked]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stderr).toContain('every file matches its manifest');
    const page = join(unpacked, 'mx', 'index.html');
    const bytes = await readFile(page);
    bytes[100] = bytes[100]! ^ 1;
    await writeFile(page, bytes);
    await writeFile(join(unpacked, 'stray.txt'), 'x');
    const changed = await runCli(['pack', '--verify', unpacked]);
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain(
      'does not match its manifest (2 file(s)):\n  mx/index.html: bytes differ from the manifest\n  stray.txt: not in the manifest',
    );
  });
});
