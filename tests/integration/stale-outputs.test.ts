import { mkdir, readdir, rm, utimes } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { createFixtureSite, repoRoot, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint } from '../helpers/output-files.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Outputs a cached build once left stale (issue 39's reproductions): each is a build from the
 * cache compared with a cold build of the same input. The global site alone, but for the build of
 * one locale into a full build's folder.
 */

const post = 'content/posts/en/automated-reviews-vs-manual.md';

/** Every folder under `dir` that holds nothing, as paths relative to it. */
async function emptyFolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name));
  const empty: string[] = [];
  for (const folder of folders) if ((await readdir(folder)).length === 0) empty.push(relative(dir, folder));
  return empty.sort();
}

describe('a build from the cache is the cold build', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await createFixtureSite({ locales: ['global'] });
  });
  afterAll(() => site.cleanup());

  it('sees a same-size edit of a post whose file kept its modification time (cp -p, rsync -t, tar x)', async () => {
    // A whole second, so that setting it again gives the very same modification time.
    const kept = new Date('2026-01-02T03:04:05Z');
    await utimes(site.path(post), kept, kept);
    await build({ root: site.root, outDir: site.out });
    const text = await site.read(post);
    const edited = text.replace(/^title: "?(.)/m, (line, first: string) => line.replace(first, first === 'Z' ? 'Y' : 'Z'));
    expect(edited.length).toBe(text.length);
    await site.write(post, edited);
    await utimes(site.path(post), kept, kept);
    await build({ root: site.root, outDir: site.out });
    const cold = site.path('cold');
    await build({ root: site.root, outDir: cold, force: true });
    expect(await fingerprint(site.out)).toEqual(await fingerprint(cold));
    await rm(cold, { recursive: true, force: true });
  });

  it('applies the content limits of this run to posts parsed by an earlier one', async () => {
    const cached = await runCli(['generate', '--root', site.root, '--out', site.out]);
    expect(cached.code, cached.stderr).toBe(0);
    const env = { SITEGEN_MAX_POST_BYTES: '2000' };
    const limited = await runCli(['generate', '--root', site.root, '--out', site.out], { env });
    const forced = await runCli(['generate', '--root', site.root, '--out', site.path('forced'), '--force'], { env });
    expect(forced.code).toBe(1);
    expect(limited.code).toBe(1);
    const problems = (stderr: string) =>
      stderr.split('\n').filter((line) => line.includes('SITEGEN_MAX_POST_BYTES') || /longer than|too long|bytes/.test(line)).length;
    expect(problems(limited.stderr)).toBeGreaterThan(0);
    expect(problems(limited.stderr)).toBe(problems(forced.stderr));
  });

  it('leaves no empty folder when one locale is built into the folder of a full build', async () => {
    const two = await createFixtureSite({ locales: ['global', 'mx'] });
    try {
      await build({ root: two.root, outDir: two.out });
      await build({ root: two.root, outDir: two.out, locales: ['mx'] });
      const cold = two.path('cold-mx');
      await build({ root: two.root, outDir: cold, locales: ['mx'], force: true });
      expect(await emptyFolders(two.out)).toEqual(await emptyFolders(cold));
      expect(await fingerprint(two.out)).toEqual(await fingerprint(cold));
    } finally {
      await two.cleanup();
    }
  });

  it('removes files that no build wrote into the output (issue 46: planted files survived and were packed)', async () => {
    await build({ root: site.root, outDir: site.out });
    await site.write('dist/planted.html', '<script src="/images/blog/app.js"></script>');
    await mkdir(site.path('dist/blog/planted'));
    await site.write('dist/blog/planted/index.html', 'planted');
    await site.write('dist/assets/planted.js', 'alert(1)');
    await build({ root: site.root, outDir: site.out });
    const cold = site.path('cold-planted');
    await build({ root: site.root, outDir: cold, force: true });
    expect(await fingerprint(site.out)).toEqual(await fingerprint(cold));
    expect(await emptyFolders(site.out)).toEqual([]);
    await rm(cold, { recursive: true, force: true });
  });

  it('copies the files it keeps where the disk refuses hard links (another device)', async () => {
    await build({ root: site.root, outDir: site.out });
    const text = await site.read(post);
    await site.write(post, `${text}\n\nA sentence for a build without hard links.\n`);
    const hook = join(repoRoot, 'tests/helpers/no-hard-links.mjs');
    const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--verbose'], {
      env: { NODE_OPTIONS: `--import ${hook}` },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr + result.stdout).toMatch(/unchanged \(build cache\)/);
    const cold = site.path('cold-copied');
    await build({ root: site.root, outDir: cold, force: true });
    expect(await fingerprint(site.out)).toEqual(await fingerprint(cold));
    await rm(cold, { recursive: true, force: true });
    await site.write(post, text);
  });

  it('writes everything when another project built into the output folder since (issue 46 item 8: its feed and lists stayed)', async () => {
    const other = await createFixtureSite({ locales: ['global'] });
    const shared = site.path('shared');
    const cold = site.path('cold-shared');
    try {
      await other.write(
        post,
        (await other.read(post)).replace(/^title: "?/m, (start) => `${start}The other project's `),
      );
      await build({ root: site.root, outDir: shared });
      await build({ root: other.root, outDir: shared });
      await build({ root: site.root, outDir: shared });
      await build({ root: site.root, outDir: cold, force: true });
      expect(await fingerprint(shared)).toEqual(await fingerprint(cold));
    } finally {
      await other.cleanup();
      await rm(shared, { recursive: true, force: true });
      await rm(cold, { recursive: true, force: true });
    }
  });
});
