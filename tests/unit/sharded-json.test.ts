import { copyFile, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readShardedJson, writeShardedJson } from '../../generator/output/sharded-json.ts';

describe('sharded JSON (the caches of .sitegen-cache/)', () => {
  let folder: string;
  beforeEach(async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'sitegen-shards-')), 'cache');
  });
  afterEach(() => rm(join(folder, '..'), { recursive: true, force: true }));

  const entries = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`content/posts/en/post-${i}.md`, { n: i }]));

  it('reads back what it wrote, and nothing of another version', async () => {
    const written = entries(500);
    await writeShardedJson(folder, 'test', 'v1', written, undefined);
    expect(await readShardedJson(folder, 'test', 'v1')).toEqual(written);
    expect(await readShardedJson(folder, 'test', 'v2')).toEqual({});
    expect(await readShardedJson(join(folder, 'missing'), 'test', 'v1')).toEqual({});
  });

  it('rewrites only the shards whose entries changed, were added or went', async () => {
    const first = entries(500);
    expect(await writeShardedJson(folder, 'test', 'v1', first, undefined)).toBe((await readdir(folder)).length);
    const read = await readShardedJson<{ n: number }>(folder, 'test', 'v1');
    expect(await writeShardedJson(folder, 'test', 'v1', { ...read }, read, (a, b) => a.n === b.n)).toBe(0);

    const times = async () =>
      Object.fromEntries(
        await Promise.all((await readdir(folder)).map(async (name) => [name, (await stat(join(folder, name))).mtimeMs] as const)),
      );
    const before = await times();
    await new Promise((wake) => setTimeout(wake, 20));
    const edited: Record<string, { n: number }> = { ...read, 'content/posts/en/post-7.md': { n: -7 } };
    expect(await writeShardedJson(folder, 'test', 'v1', edited, read, (a, b) => a.n === b.n)).toBe(1);
    const after = await times();
    expect(Object.keys(after).filter((name) => after[name] !== before[name])).toHaveLength(1);

    const { 'content/posts/en/post-8.md': _gone, ...fewer } = edited;
    expect(await writeShardedJson(folder, 'test', 'v1', fewer, edited, (a, b) => a.n === b.n)).toBe(1);
    expect(await readShardedJson(folder, 'test', 'v1')).toEqual(fewer);
  });

  it('reads a shard edited by hand, or under another name, as empty', async () => {
    await writeShardedJson(folder, 'test', 'v1', entries(500), undefined);
    const [first, second] = (await readdir(folder)).sort();
    const keysOf = async (name: string) =>
      Object.keys((JSON.parse((await readFile(join(folder, name), 'utf8')).split('\n')[1]!) as { entries: object }).entries);
    const [firstKeys, secondKeys] = [await keysOf(first!), await keysOf(second!)];
    // Still valid JSON of the same shape: only the seal tells.
    await writeFile(join(folder, first!), (await readFile(join(folder, first!), 'utf8')).replaceAll('"n":', '"n":1'));
    await copyFile(join(folder, first!), join(folder, second!));
    const read = await readShardedJson<{ n: number }>(folder, 'test', 'v1');
    expect(Object.keys(read)).toHaveLength(500 - firstKeys.length - secondKeys.length);
    expect([...firstKeys, ...secondKeys].filter((key) => key in read)).toEqual([]);
    // The same bytes under another name in the cache do not match either.
    expect(await readShardedJson(folder, 'other', 'v1')).toEqual({});
  });
});
