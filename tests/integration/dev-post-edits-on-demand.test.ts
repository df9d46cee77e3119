import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrokenLinksError } from '../../generator/errors.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint } from '../helpers/output-files.ts';
import { postEdit, publish, rebuildBothWays, withFixes, type PostEdit } from '../helpers/post-edits.ts';
import { propertyRuns } from '../helpers/property-runs.ts';

/**
 * `sitegen dev` on a big site (dev/deferred-pages.ts): a rebuild renders the stale pages on disk
 * and leaves the others until a browser asks for them, and a save of posts' text plans only the
 * pages on disk (dev/rebuild-plans.ts). Whatever the sequence of saves and requests, each file
 * of the output is what a cold build writes, or a page the server renders before serving it.
 */

// Read when tuning.ts is first imported, below. Past five stale pages a rebuild leaves the rest
// until they are asked for: two locales make a big site then.
process.env.SITEGEN_DEV_RENDER_AHEAD = '5';

/** Saves of posts' text, with pages asked for between them; a translation deleted, then an original other posts link to. */
const textEdits: PostEdit[] = [
  { kind: 'title', post: 0, text: 'first' },
  { kind: 'body', post: 0, text: 'more' },
  { kind: 'excerpt', post: 5, text: 'news' },
  { kind: 'date', post: 0 },
  { kind: 'delete', post: 3 },
  { kind: 'delete', post: 0 },
];

describe('a big site in dev, after saves and requests', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    // An original language and one translating it (fallbacks, alternates, links across locales).
    site = await createFixtureSite({ locales: ['global', 'mx'] });
  });
  afterAll(() => site.cleanup());

  it(
    'has each file as a cold build writes it, or left to be rendered when asked for, as it then is',
    async () => {
      // Imported after the limit is set (static imports run first).
      const { createIncrementalBuilder } = await import('../../generator/dev/incremental-build.ts');
      const { build } = await import('../../generator/build.ts');
      const dev = createIncrementalBuilder({ root: site.root, outDir: site.out, publish });
      await dev([]);
      const broken = new Map<string, string | Uint8Array>();
      let step = 0;
      /** The most pages left for later after a step: the test is void if none ever is. */
      let deferredSeen = 0;
      /** Steps whose broken links were all in pages left for later. */
      let linksLeft = 0;
      /** Failed steps whose broken links were in part in pages left for later. */
      let partlyReported = 0;
      try {
        await fc.assert(
          fc.asyncProperty(
            fc.array(postEdit, { minLength: 1, maxLength: 4 }),
            fc.array(fc.nat(), { maxLength: 12 }),
            async (edits, asks) => {
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
                if (coldBuild instanceof BrokenLinksError && !(rebuilt instanceof Error)) {
                  // Links are checked as pages are rendered: each page the cold build names is left for
                  // later here, and refused when asked for.
                  const named = [...new Set(coldBuild.links.map((link) => link.page))];
                  for (const page of named) expect(dev.isDeferred(`/${page}`), `${page} after ${JSON.stringify(change)}`).toBe(true);
                  await expect(dev.renderRequested(`/${named[0]}`)).rejects.toThrow(BrokenLinksError);
                  linksLeft += 1;
                  continue;
                }
                if (coldBuild instanceof BrokenLinksError && rebuilt instanceof BrokenLinksError) {
                  // The rebuild judged the pages it rendered and those on disk; the pages it left for
                  // later are judged when asked for. A failed rebuild keeps the last good state, so
                  // which pages it would have left is not known here: its links are a part of the cold
                  // build's, and the steps after the fix hold the rest to the cold build.
                  const render = (links: BrokenLinksError['links']) => links.map((link) => `${link.page} -> ${link.target}`);
                  expect(render(coldBuild.links), JSON.stringify(change)).toEqual(expect.arrayContaining(render(rebuilt.links)));
                  // Fewer than the cold build's: the message says some pages are yet to be checked.
                  if (rebuilt.links.length < coldBuild.links.length) {
                    expect(rebuilt.message, JSON.stringify(change)).toMatch(
                      /\(\d+ page\(s\) not rendered yet are checked when they are opened\)$/,
                    );
                    partlyReported += 1;
                  }
                  continue;
                }
                if (coldBuild instanceof Error) {
                  expect(rebuilt instanceof Error ? rebuilt.message : 'built', JSON.stringify(change)).toBe(coldBuild.message);
                  continue;
                }
                if (rebuilt instanceof Error) throw new Error(`${JSON.stringify(change)}: ${rebuilt.message}`);
                const expected = await fingerprint(cold);
                // Pages a browser asks for, each rendered from the last rebuild's data.
                const pages = Object.keys(expected).filter((file) => file.endsWith('.html'));
                for (const ask of asks) {
                  const url = `/${pages[ask % pages.length]}`;
                  if (dev.isDeferred(url)) await dev.renderRequested(url);
                }
                const actual = await fingerprint(site.out);
                deferredSeen = Math.max(deferredSeen, Object.keys(expected).filter((file) => dev.isDeferred(`/${file}`)).length);
                const context = `${JSON.stringify(change)}, asked ${asks.length}`;
                for (const [file, hash] of Object.entries(expected)) {
                  if (!dev.isDeferred(`/${file}`)) expect(actual[file], `${file} after ${context}`).toBe(hash);
                }
                expect(
                  Object.keys(actual).filter((file) => !(file in expected)),
                  context,
                ).toEqual([]);
                await rm(cold, { recursive: true, force: true });
              }
            },
          ),
          {
            numRuns: propertyRuns(6),
            examples: [
              [textEdits, []],
              [textEdits, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
            ],
          },
        );
        // Asked for at last, every page left is what the cold build wrote.
        const cold = join(site.root, 'cold-last');
        await build({ root: site.root, outDir: cold, publish });
        const expected = await fingerprint(cold);
        for (const file of Object.keys(expected)) if (dev.isDeferred(`/${file}`)) await dev.renderRequested(`/${file}`);
        expect(await fingerprint(site.out)).toEqual(expected);
        expect(deferredSeen).toBeGreaterThan(100);
        expect(linksLeft).toBeGreaterThan(0);
      } finally {
        await dev.close();
      }
    },
    propertyRuns(6) * 150_000,
  );
});
