import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Staging } from '../../generator/output/write-output.ts';

let parent: string;
beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'sitegen-commit-'));
});
afterEach(() => rm(parent, { recursive: true, force: true }));

/** A previous output of `count` pages, each in its own folder, as a blog's are. */
async function previousOutput(count: number): Promise<string> {
  const out = join(parent, 'dist');
  for (let i = 0; i < count; i += 1) {
    await mkdir(join(out, 'blog', `post-${i}`), { recursive: true });
    await writeFile(join(out, 'blog', `post-${i}`, 'index.html'), `<p>old ${i}</p>`);
  }
  return out;
}

const leftovers = async () => (await readdir(parent)).filter((name) => name.startsWith('.sitegen-'));

describe('Staging.commit', () => {
  it('swaps the new output in and deletes the old one before returning', async () => {
    const out = await previousOutput(3);
    const staging = await Staging.create(out);
    await staging.write([{ path: 'index.html', contents: '<p>new</p>' }]);
    await staging.commit();
    expect(await readdir(out)).toEqual(['index.html']);
    expect(await leftovers()).toEqual([]);
  });

  it('with removeOldInBackground, returns with the new output in place and the old one goes soon after', async () => {
    const out = await previousOutput(200);
    // A copy an interrupted run set aside: swept up too.
    await mkdir(join(parent, '.sitegen-old-dist-999999', 'blog'), { recursive: true });
    const staging = await Staging.create(out);
    await staging.write([{ path: 'index.html', contents: '<p>new</p>' }]);
    await staging.commit({ removeOldInBackground: true });
    expect(await readdir(out)).toEqual(['index.html']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('<p>new</p>');
    await expect.poll(leftovers, { timeout: 10_000, interval: 50 }).toEqual([]);
  });

  it('leaves other folders next to the output alone', async () => {
    const out = await previousOutput(1);
    await mkdir(join(parent, '.sitegen-old-other-1'));
    await mkdir(join(parent, '.sitegen-old-dist-x-1')); // set aside by a build of `dist-x`
    await mkdir(join(parent, 'dist-old'));
    const staging = await Staging.create(out);
    await staging.commit({ removeOldInBackground: true });
    await expect
      .poll(async () => (await readdir(parent)).sort(), { timeout: 10_000, interval: 50 })
      .toEqual(['.sitegen-old-dist-x-1', '.sitegen-old-other-1', 'dist', 'dist-old']);
  });
});
