import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { createIncrementalBuilder } from '../../generator/dev/incremental-build.ts';
import { loadSiteData } from '../../generator/load/load-data.ts';
import { withEditedPosts } from '../../generator/load/post-edits.ts';
import { drawAllCards } from '../helpers/card-drawing.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint, listFolders } from '../helpers/output-files.ts';
import { postEdit, publish, rebuildBothWays, withFixes, type PostEdit } from '../helpers/post-edits.ts';
import { propertyRuns } from '../helpers/property-runs.ts';

/**
 * A save of posts alone updates the dev server's last load (load/post-edits.ts) instead of
 * loading the site again. These tests hold it to what a full load and a cold build give.
 */

const postFile = 'content/posts/en/whatsapp-review-request-templates.md';

describe('the last load, updated with edited posts', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await createFixtureSite();
  });
  afterAll(() => site.cleanup());

  it("is what a full load gives after an edit of a post's text, title or date", async () => {
    // Every post of the shipped site is published (none is a draft or dated after `today`): the posts shown are the posts loaded.
    const data = await loadSiteData(site.root, { publish });
    const last = { data, posts: data.posts };
    const text = await site.read(postFile);
    await site.write(
      postFile,
      text
        .replace(/^title: .*$/m, 'title: "Retitled"')
        .replace(/^publishedDate: .*$/m, 'publishedDate: "2024-01-02"')
        .concat('\nOne more paragraph.\n'),
    );
    const updated = await withEditedPosts(site.root, last, [site.path(postFile)], publish);
    expect(updated?.data.posts.find((post) => post.file === postFile)?.title).toBe('Retitled');
    expect(updated?.data).toEqual(await loadSiteData(site.root, { publish }));
    expect(updated?.posts).toEqual(updated?.data.posts);
    await site.write(postFile, text);
  });

  it('declines what other posts or files are checked against or built from: a slug, id, term, alias, status, a new file, a problem', async () => {
    const data = await loadSiteData(site.root, { publish });
    const last = { data, posts: data.posts };
    const text = await site.read(postFile);
    const declined = async (edited: string, file = postFile) => {
      await site.write(file, edited);
      const result = await withEditedPosts(site.root, last, [site.path(file)], publish);
      await (file === postFile ? site.write(postFile, text) : rm(site.path(file)));
      return result;
    };
    expect(await declined(text.replace(/^slug: .*$/m, 'slug: another-slug'))).toBeUndefined();
    expect(await declined(text.replace(/^id: .*$/m, 'id: 1'))).toBeUndefined();
    expect(await declined(text.replace(/^tags: \[/m, 'tags: ["new tag", '))).toBeUndefined();
    expect(await declined(text.replace(/^featured: (.*)$/m, 'featured: $1\naliases: ["/blog/an-old-address/"]'))).toBeUndefined();
    expect(await declined(text.replace(/^featured: (.*)$/m, 'featured: $1\ndraft: true'))).toBeUndefined();
    expect(await declined(text.replace(/^publishedDate: .*$/m, 'publishedDate: "2099-01-01"'))).toBeUndefined();
    expect(await declined(text.replace(/^title: .*$/m, 'title: [unclosed'))).toBeUndefined();
    expect(await declined(`${text}\nCosts {{price.nothing}} a month.\n`)).toBeUndefined();
    expect(
      await declined(text.replace(/^slug: .*$/m, 'slug: copy').replace(/^id: .*$/m, 'id: 77'), 'content/posts/en/copy.md'),
    ).toBeUndefined();
    // Anything but a post: the whole load.
    expect(await withEditedPosts(site.root, last, [site.path('data/site.json')], publish)).toBeUndefined();
    expect(await withEditedPosts(site.root, last, [], publish)).toBeUndefined();
  });
});

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
    site = await createFixtureSite();
  });
  afterAll(() => site.cleanup());

  it(
    'gives the same bytes as a cold build after any sequence of edits, and fails while a cold build would',
    async () => {
      const dev = createIncrementalBuilder({ root: site.root, outDir: site.out, publish });
      await drawAllCards(await dev([]));
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
              await drawAllCards(rebuilt);
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
