import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { bundleIslandClients, bundleIslandServer, listIslands } from '../../generator/assets/islands.ts';

// Island bundles are kept between builds under the key of the code (bundleKey). What comes out
// of the cache must be what bundling gives, byte for byte, or pages would load stale scripts.
describe('island bundles kept between builds', () => {
  it('gives the client scripts and their entries exactly as bundling them does', async () => {
    const names = await listIslands();
    const fresh = await bundleIslandClients('preact', names, { fresh: true });
    const cached = await bundleIslandClients('preact', names);
    expect(cached.entries).toEqual(fresh.entries);
    expect(cached.files.map((file) => file.path)).toEqual(fresh.files.map((file) => file.path));
    cached.files.forEach((file, i) => expect(Buffer.from(file.contents).equals(Buffer.from(fresh.files[i]!.contents)), file.path).toBe(true));
    expect(fresh.files.length).toBeGreaterThan(names.length);
  });

  it('keeps one server bundle per runtime', async () => {
    const [preact, react] = [await bundleIslandServer('preact'), await bundleIslandServer('react')];
    expect(preact).not.toBe(react);
    expect(await bundleIslandServer('preact')).toBe(preact);
    expect(await readFile(preact, 'utf8')).toContain('renderIsland');
  });
});
