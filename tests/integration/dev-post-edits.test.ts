import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { createIncrementalBuilder } from '../../generator/dev/incremental-build.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint, listFolders } from '../helpers/output-files.ts';
import { postEdit, publish, rebuildBothWays, withFixes, type PostEdit } from '../helpers/post-edits.ts';
import { propertyRuns } from '../helpers/property-runs.ts';

/**
 * Saves of posts (and of photos, aliases, broken files) under `sitegen dev`: after each, the
 * output is what a cold build of the same files writes.
 */

/** A translation deleted (a fallback page and no card there), an original renamed (links to it break), each put back. */
const deleteAndRename: PostEdit[] = [
  { kind: 'delete', post: 3 },
  { kind: 'rename', post: 0, text: 'moved' },
];

/** An alias (a redirect file, made by the whole plan), then saves of the same post's text (which keep it). */
const aliasThenText: PostEdit[] = [
  { kind: 'alias', post: 0, text: 'first' },
  { kind: 'body', post: 0, text: 'more' },
  { kind: 'title', post: 0, text: 'news' },
];

/** A photo's new bytes saved while a post is broken: the rebuild after the fix draws the cards showing it (CI found it, seed 644398544). */
const imageWhileBroken: PostEdit[] = [
  { kind: 'broken', post: 0, how: 'front matter' },
  { kind: 'image', post: 0 },
];

describe('a dev rebuild after saves of posts and other files, as the watcher lists them', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    // An original language and one translating it: enough for fallbacks, alternates and links
    // across locales; each step's two builds then make 2 of the shipped 5 locales.
    site = await createFixtureSite({ locales: ['global', 'mx'] });
  });
  afterAll(() => site.cleanup());

  it(
    'gives the same bytes as a cold build after any sequence of edits, and fails while a cold build would',
    async () => {
      const dev = createIncrementalBuilder({ root: site.root, outDir: site.out, publish });
      await dev([]);
      /** Files broken by an edit, with the text to put back (`fix`). */
      const broken = new Map<string, string | Uint8Array>();
      let step = 0;
      /** Steps compared after a build and after a failure: the test says nothing unless both happen. */
      let successes = 0;
      let failures = 0;
      try {
        await fc.assert(
          fc.asyncProperty(fc.array(postEdit, { minLength: 1, maxLength: 5 }), async (edits) => {
            for (const change of withFixes(edits, broken)) {
              const cold = join(site.root, `cold-${step++}`);
              const outcome = await rebuildBothWays({
                site,
                change,
                broken,
                dev,
                coldDir: cold,
                coldBuild: (outDir) => build({ root: site.root, outDir, publish }),
              });
              if (!outcome) continue;
              const { rebuilt, cold: coldBuild } = outcome;
              if (coldBuild instanceof Error) {
                // The same problems, found by the same stage.
                expect(rebuilt instanceof Error ? rebuilt.message : 'built', JSON.stringify(change)).toBe(coldBuild.message);
                failures += 1;
                continue;
              }
              if (rebuilt instanceof Error) throw new Error(`${JSON.stringify(change)}: ${rebuilt.message}`);
              successes += 1;
              expect(await fingerprint(site.out), JSON.stringify(change)).toEqual(await fingerprint(cold));
              expect(await listFolders(site.out), JSON.stringify(change)).toEqual(await listFolders(cold));
              await rm(cold, { recursive: true, force: true });
            }
          }),
          { numRuns: propertyRuns(5), examples: [[aliasThenText], [deleteAndRename], [imageWhileBroken]] },
        );
        expect(successes).toBeGreaterThan(5);
        expect(failures).toBeGreaterThan(0);
      } finally {
        await dev.close();
      }
    },
    propertyRuns(5) * 200_000,
  );
});
