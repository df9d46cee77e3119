import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { photoLikeJpeg } from '../helpers/photo-fixture.ts';
import { fingerprint } from '../helpers/output-files.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * The build's caches follow the rules files of content/ follow (issue 46, items 5 and 8): the
 * cache folder is never a link to elsewhere, a cache file that is a link or a device is absent,
 * and two images with the same bytes are one cache entry written safely twice.
 */

describe('the caches of a build', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await createFixtureSite({ locales: ['global'] });
  });
  afterAll(() => site.cleanup());

  it('refuses a .sitegen-cache that is a symbolic link, writing nothing where it points', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'sitegen-elsewhere-'));
    await symlink(elsewhere, site.path('.sitegen-cache'));
    try {
      const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('.sitegen-cache in');
      expect(result.stderr).toContain('is a symbolic link; the build writes its caches there.');
      expect(await readdir(elsewhere)).toEqual([]);
      expect(existsSync(site.path('dist/index.html'))).toBe(false);
    } finally {
      await rm(site.path('.sitegen-cache'));
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('reads a cache shard that is a link to /dev/zero as absent, and builds as a cold build does', async () => {
    await build({ root: site.root, outDir: site.out });
    const shards = site.path('.sitegen-cache/posts');
    const first = (await readdir(shards)).find((name) => name.endsWith('.json'))!;
    await rm(join(shards, first));
    await symlink('/dev/zero', join(shards, first));
    await build({ root: site.root, outDir: site.out });
    const cold = site.path('cold');
    await build({ root: site.root, outDir: cold, force: true });
    expect(await fingerprint(site.out)).toEqual(await fingerprint(cold));
    await rm(cold, { recursive: true, force: true });
  });

  it('builds two images with the same bytes under two names, cold, every time', async () => {
    const post = 'content/posts/en/automated-reviews-vs-manual.md';
    // An inline image (not a cover): any width is published; 600×400 as the photo this used to copy.
    const photo = await photoLikeJpeg(600, 400, 11);
    await mkdir(site.path('content/images/twins'), { recursive: true });
    await Promise.all(['one.jpg', 'two.jpg'].map((name) => site.write(`content/images/twins/${name}`, photo)));
    await site.write(post, `${await site.read(post)}\n![One](/images/twins/one.jpg)\n\n![Two](/images/twins/two.jpg)\n`);
    // Its own image cache, empty: the two writes of one key happen at once only when nothing is cached.
    const env = { SITEGEN_IMAGE_CACHE_DIR: '' };
    for (let run = 0; run < 3; run += 1) {
      await rm(site.path('.sitegen-cache'), { recursive: true, force: true });
      const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet', '--force'], { env });
      expect(result.code, result.stderr).toBe(0);
    }
  });
});
