import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { sealText } from '../../generator/output/cache-seal.ts';
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

  it('refuses a folder inside .sitegen-cache that is a symbolic link to elsewhere, writing nothing there', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'sitegen-elsewhere-'));
    await rm(site.path('.sitegen-cache'), { recursive: true, force: true });
    await mkdir(site.path('.sitegen-cache'));
    await symlink(elsewhere, site.path('.sitegen-cache/images'));
    try {
      const result = await runCli(['generate', '--root', site.root, '--out', site.path('linked'), '--quiet'], {
        env: { SITEGEN_IMAGE_CACHE_DIR: '' },
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('.sitegen-cache/images in');
      expect(result.stderr).toContain('is a symbolic link to a folder; the build writes its caches there.');
      expect(await readdir(elsewhere)).toEqual([]);
    } finally {
      await rm(site.path('.sitegen-cache'), { recursive: true, force: true });
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});

/**
 * Every cache entry is sealed (generator/output/cache-seal.ts): one edited or replaced by hand is
 * made again, never published (issue 46, item 5). Each case plants an entry the way an attacker
 * with write access to the cache would, and builds into a fresh output folder, as CI does.
 */
describe('cache entries edited or replaced', () => {
  let site: FixtureSite;
  let expected: Record<string, string>;
  const post = 'content/posts/en/automated-reviews-vs-manual.md';
  const imageEnv = { SITEGEN_IMAGE_CACHE_DIR: '' };
  const fresh = () => site.path(`out-${Math.random().toString(36).slice(2)}`);

  beforeAll(async () => {
    site = await createFixtureSite({ locales: ['global'] });
    // A photo, so that the cache holds derived images (the shipped covers are SVG).
    await site.write('content/images/blog/seal-photo.jpg', await photoLikeJpeg(600, 400, 11));
    await site.write(post, `${await site.read(post)}\n![A photo](/images/blog/seal-photo.jpg)\n`);
    const first = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet'], { env: imageEnv });
    expect(first.code, first.stderr).toBe(0);
    expected = await fingerprint(site.out);
  });
  afterAll(() => site.cleanup());

  /** Builds into a new folder with the cache as it is, and gives that output. */
  async function buildFresh(env: Record<string, string> = {}): Promise<Record<string, string>> {
    const out = fresh();
    const result = await runCli(['generate', '--root', site.root, '--out', out, '--quiet'], { env: { ...imageEnv, ...env } });
    expect(result.code, result.stderr).toBe(0);
    return fingerprint(out);
  }

  /** The post cache's shard holding `post`: its seal line (with its newline) and its JSON. */
  async function postShard(): Promise<{ file: string; seal: string; json: { entries: Record<string, { post: { title: string } }> } }> {
    const folder = site.path('.sitegen-cache/posts');
    for (const name of await readdir(folder)) {
      const text = await readFile(join(folder, name), 'utf8');
      const newline = text.indexOf('\n'); // none before seals
      const json = JSON.parse(text.slice(newline + 1));
      if (json.entries[post]) return { file: join(folder, name), seal: text.slice(0, newline + 1), json };
    }
    throw new Error(`no shard holds ${post}`);
  }

  it('does not publish a post-cache entry whose title was edited by hand', async () => {
    const shard = await postShard();
    shard.json.entries[post]!.post.title = 'Planted title';
    await writeFile(shard.file, `${shard.seal}${JSON.stringify(shard.json)}`);
    const built = await buildFresh();
    expect(built).toEqual(expected);
  });

  it('makes a derived image again whose bytes were replaced', async () => {
    const images = site.path('.sitegen-cache/images');
    const derived = (await readdir(images, { recursive: true })).filter((name) => /\.(avif|webp|jpg)$/.test(name));
    expect(derived.length).toBeGreaterThan(0);
    for (const entry of derived) await writeFile(join(images, entry), await photoLikeJpeg(400, 210, 3));
    expect(await buildFresh()).toEqual(expected);
  });

  /** Cache files copied into the output as they are: the build stops, naming the file and the fix. */
  async function refusedCopy(file: string) {
    const out = fresh();
    const result = await runCli(['generate', '--root', site.root, '--out', out, '--quiet'], { env: imageEnv });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The cache file ${file} does not match its seal: it changed after a build wrote it.`);
    expect(result.stderr).toContain('Delete .sitegen-cache/ (it is only a cache) and build again');
    expect(existsSync(out)).toBe(false);
    await rm(site.path('.sitegen-cache'), { recursive: true, force: true });
    expect(await buildFresh()).toEqual(expected);
  }

  it('refuses to publish a social card whose bytes were replaced', async () => {
    const images = site.path('.sitegen-cache/images');
    const card = (await readdir(images, { recursive: true })).find((name) => name.endsWith('.png'))!;
    await writeFile(join(images, card), await photoLikeJpeg(1200, 630, 3));
    await refusedCopy(join(images, card));
  });

  it('refuses to publish a search index file that was replaced', async () => {
    const search = site.path('.sitegen-cache/search');
    const files = (await readdir(search, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    const fragment = files.find((entry) => entry.parentPath.endsWith('fragment') && !entry.name.endsWith('.seal'))!;
    await writeFile(join(fragment.parentPath, fragment.name), 'planted');
    await refusedCopy(join(fragment.parentPath, fragment.name));
  });

  it('under SITEGEN_CACHE_SECRET, does not accept an entry sealed without it', async () => {
    // What anyone can do without the secret: seal a planted entry with the public key.
    const shard = await postShard();
    shard.json.entries[post]!.post.title = 'Planted title';
    delete process.env.SITEGEN_CACHE_SECRET;
    await writeFile(shard.file, sealText(relative(site.path('.sitegen-cache'), shard.file), JSON.stringify(shard.json)));
    // Without the secret such a seal passes (the seal catches accidents, not forgers) ...
    const unkeyed = await buildFresh();
    expect(Object.keys(unkeyed).filter((path) => unkeyed[path] !== expected[path]).length).toBeGreaterThan(0);
    // ... with it, the entry is made again, and what the build writes is sealed with the secret.
    expect(await buildFresh({ SITEGEN_CACHE_SECRET: 'only trusted runs hold this' })).toEqual(expected);
    expect(await buildFresh({ SITEGEN_CACHE_SECRET: 'only trusted runs hold this' })).toEqual(expected);
  });
});
