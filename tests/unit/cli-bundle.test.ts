import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceHash } from '../../generator/assets/source-hash.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sitegen-hash-'));
  for (const folder of ['bin', 'generator', 'templates/pages']) await mkdir(join(root, folder), { recursive: true });
  await writeFile(join(root, 'tsconfig.json'), '{}');
  await writeFile(join(root, 'bin', 'cli.ts'), 'export const a = 1;');
  await writeFile(join(root, 'templates', 'pages', 'home.tsx'), 'export const Home = () => null;');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the cache key of the CLI and render-thread bundles', () => {
  it('changes with any source file: edited, added, or in a nested folder', async () => {
    const first = sourceHash(root);
    expect(sourceHash(root)).toBe(first);
    await writeFile(join(root, 'templates', 'pages', 'home.tsx'), 'export const Home = () => "hi";');
    const edited = sourceHash(root);
    expect(edited).not.toBe(first);
    await writeFile(join(root, 'generator', 'new.ts'), '');
    expect(sourceHash(root)).not.toBe(edited);
  });

  it('changes with tsconfig.json and the esbuild version, not with hidden or unrelated files', async () => {
    const first = sourceHash(root, '0.28.2');
    expect(sourceHash(root, '0.28.3')).not.toBe(first);
    await writeFile(join(root, 'generator', '.scratch.mjs'), 'x');
    await writeFile(join(root, 'templates', 'notes.md'), 'x');
    expect(sourceHash(root, '0.28.2')).toBe(first);
    await writeFile(join(root, 'tsconfig.json'), '{"compilerOptions":{}}');
    expect(sourceHash(root, '0.28.2')).not.toBe(first);
  });

  it('changes with the extra files it is given (the lockfile, for bundles that include packages)', async () => {
    const withoutLockfile = sourceHash(root, '', ['package-lock.json']);
    await writeFile(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(sourceHash(root, '', ['package-lock.json'])).not.toBe(withoutLockfile);
    const first = sourceHash(root, '', ['package-lock.json']);
    expect(sourceHash(root, '')).not.toBe(first);
    await writeFile(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(sourceHash(root, '', ['package-lock.json'])).not.toBe(first);
  });
});
