import { readFile, rm, stat, utimes } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint } from '../helpers/output-files.ts';
import { runCli } from '../helpers/run-cli.ts';

const post = 'content/posts/en/automated-reviews-vs-manual.md';
const unchangedCount = (stderr: string) => Number(/✓ load .*?, (\d+) posts unchanged/.exec(stderr)?.[1] ?? 0);

describe('the post cache of generate (parsed posts kept in .sitegen-cache/)', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    // Two languages: twelve posts, an original and its translation among them. Every run is the
    // real binary, so no module state of an earlier run in this process can stand in for the cache.
    site = await createFixtureSite({ locales: ['global', 'mx'] });
    const first = await runCli(['generate', '--root', site.root, '--out', site.out]);
    expect(first.code, first.stderr).toBe(0);
    expect(unchangedCount(first.stderr)).toBe(0);
  });
  afterAll(() => site.cleanup());

  it('parses only the post that changed on the next build', async () => {
    const before = await runCli(['generate', '--root', site.root, '--out', site.out]);
    const all = unchangedCount(before.stderr);
    expect(all).toBeGreaterThan(10);
    await site.write(post, `${await site.read(post)}\n\nOne more sentence.\n`);
    const after = await runCli(['generate', '--root', site.root, '--out', site.out]);
    expect(after.code, after.stderr).toBe(0);
    expect(unchangedCount(after.stderr)).toBe(all - 1);
  });

  it('sees an edit that keeps the file size (a changed letter) and gives the cold build bytes', async () => {
    const text = await site.read(post);
    const edited = text.replace(/^title: "?(.)/m, (line, first: string) => line.replace(first, first === 'Z' ? 'Y' : 'Z'));
    expect(edited.length).toBe(text.length);
    expect(edited).not.toBe(text);
    await site.write(post, edited);
    await build({ root: site.root, outDir: site.out });
    const cold = site.path('cold');
    await build({ root: site.root, outDir: cold, force: true });
    expect(await fingerprint(site.out)).toEqual(await fingerprint(cold));
    await rm(cold, { recursive: true, force: true });
  });

  it('reuses a post whose mtime changed but whose text did not (a fresh git checkout in CI)', async () => {
    await runCli(['generate', '--root', site.root, '--out', site.out]);
    const later = new Date((await stat(site.path(post))).mtimeMs + 60_000);
    await utimes(site.path(post), later, later);
    const result = await runCli(['generate', '--root', site.root, '--out', site.out]);
    const again = await runCli(['generate', '--root', site.root, '--out', site.out]);
    expect(unchangedCount(result.stderr)).toBe(unchangedCount(again.stderr));
    expect(result.stderr).toMatch(/; 0 rendered|\b0 to render/);
  });

  it('still reports a cover image deleted since the post was cached', async () => {
    await runCli(['generate', '--root', site.root, '--out', site.out]);
    const cover = /^image: "?([^"\n]+)"?$/m.exec(await site.read(post))![1]!;
    const bytes = await readFile(site.path(`content${cover}`));
    await rm(site.path(`content${cover}`));
    try {
      const result = await runCli(['generate', '--root', site.root, '--out', site.out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${cover} does not exist`);
    } finally {
      await site.write(`content${cover}`, bytes);
    }
  });

  it('--force parses every post again', async () => {
    const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--force']);
    expect(result.code, result.stderr).toBe(0);
    expect(unchangedCount(result.stderr)).toBe(0);
  });
});
