import { cp, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { ContentError } from '../../generator/errors.ts';
import { loadPostFiles, type PostFile } from '../../generator/load/load-posts.ts';
import { RenderPool } from '../../generator/render/threads/render-pool.ts';
import { createFixtureSite, repoRoot, type FixtureSite } from '../helpers/fixture-site.ts';

const catalogue = join(repoRoot, 'tests', 'fixtures', 'bad-input');

/** The shipped posts plus every broken post file of the bad-input catalogue, all at once. */
let site: FixtureSite;
let files: PostFile[];
beforeAll(async () => {
  site = await createFixtureSite();
  for (const name of (await readdir(catalogue)).filter((entry) => entry.startsWith('post-'))) {
    await cp(join(catalogue, name, 'files'), site.root, { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // a case that edits files instead of adding them
    });
  }
  const postsDir = site.path('content/posts');
  files = [];
  for (const lang of (await readdir(postsDir)).sort()) {
    for (const name of (await readdir(join(postsDir, lang))).sort()) files.push({ path: join(postsDir, lang, name), lang });
  }
});
afterAll(() => site.cleanup());

describe('loading posts on render threads', () => {
  it('gives the same posts and problems as loading them on the main thread', async () => {
    const here = await loadPostFiles(site.root, files);
    expect(here.filter((result) => result.problems.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(here.filter((result) => result.post).length).toBeGreaterThan(15);
    const pool = new RenderPool(2);
    try {
      // Small shares and no main-thread part: every file is loaded by a thread, both threads busy.
      const onThreads = await pool.loadPosts(site.root, files, { shareSize: 3, onMainThread: false });
      expect(onThreads).toEqual(here);
    } finally {
      await pool.close();
    }
  });

  it('reports the same content errors, in the same order, whichever thread found them', async () => {
    const problemsOf = (workers: number) =>
      build({ root: site.root, outDir: site.out, workers, dryRun: true }).then(
        () => {
          throw new Error('the build should have failed');
        },
        (error: unknown) => {
          expect(error).toBeInstanceOf(ContentError);
          return (error as ContentError).message;
        },
      );
    const inline = await problemsOf(1);
    expect(inline).toContain('content/posts/es/zz-duplicate.md');
    expect(inline).toContain('content/posts/fr');
    expect(await problemsOf(2)).toBe(inline);
  });
});
