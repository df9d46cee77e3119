import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { templatesDir } from '../../generator/assets/assets.ts';
import { bundleIslandClients, bundleIslandServer, listIslands } from '../../generator/assets/islands.ts';
import { islandContexts } from '../../generator/assets/island-contexts.ts';

// Island bundles are kept between builds under the key of the code (bundleKey). What comes out
// of the cache must be what bundling gives, byte for byte, or pages would load stale scripts.
describe('island bundles kept between builds', () => {
  it('gives the client scripts and their entries exactly as bundling them does', async () => {
    const names = await listIslands();
    const fresh = await bundleIslandClients('preact', names, { fresh: true });
    const cached = await bundleIslandClients('preact', names);
    expect(cached.entries).toEqual(fresh.entries);
    expect(cached.files.map((file) => file.path)).toEqual(fresh.files.map((file) => file.path));
    cached.files.forEach((file, i) =>
      expect(Buffer.from(file.contents).equals(Buffer.from(fresh.files[i]!.contents)), file.path).toBe(true),
    );
    expect(fresh.files.length).toBeGreaterThan(names.length);
  });

  it('keeps one server bundle per runtime', async () => {
    const [preact, react] = [await bundleIslandServer('preact'), await bundleIslandServer('react')];
    expect(preact).not.toBe(react);
    expect(await bundleIslandServer('preact')).toBe(preact);
    expect(await readFile(preact, 'utf8')).toContain('renderIsland');
  });

  it('in dev, gives the same bundles from esbuild contexts, and makes them again only after a change of a file they are made of', async () => {
    const names = await listIslands();
    const contexts = islandContexts('preact');
    try {
      const path = (file: string) => join(templatesDir, file);
      const [server, clients] = await Promise.all([contexts.server(), contexts.clients(names)]);
      const fresh = await bundleIslandClients('preact', names, { fresh: true });
      expect(clients.entries).toEqual(fresh.entries);
      expect(await readFile(server, 'utf8')).toContain('renderIsland');
      // Kept: the same objects, not bundled again.
      expect(await contexts.clients(names)).toBe(clients);
      // Islands import the icons; the footer and the pages are rendered on the server only.
      expect(contexts.changed([path('layout/site-footer.tsx'), path('pages/blog-post-page.tsx')])).toBe(false);
      expect(await contexts.clients(names)).toBe(clients);
      for (const file of ['islands/site-nav.tsx', 'components/icons.tsx', 'islands/a-new-island.tsx']) {
        await Promise.all([contexts.server(), contexts.clients(names)]);
        expect(contexts.changed([path(file)]), file).toBe(true);
      }
      // Made again (unchanged files: the same server bundle's name), and kept again.
      const again = await contexts.clients(names);
      expect(again).not.toBe(clients);
      expect(again.entries).toEqual(clients.entries);
      expect(await contexts.server()).toBe(server);
    } finally {
      await contexts.dispose();
    }
  });
});
