import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { createIncrementalBuilder } from '../../generator/dev/incremental-build.ts';
import { loadSiteData } from '../../generator/load/load-data.ts';
import { withEditedPosts } from '../../generator/load/post-edits.ts';
import { drawAllCards } from '../helpers/card-drawing.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint } from '../helpers/output-files.ts';

/**
 * A save of posts alone updates the dev server's last load (load/post-edits.ts) instead of
 * loading the site again. These tests hold it to what a full load and a cold build give.
 */

// As the dev server publishes: drafts and scheduled posts too, with a ribbon.
const publish = { drafts: true, future: true, today: '2026-06-01' };
const postFile = 'content/posts/en/whatsapp-review-request-templates.md';

describe('the last load, updated with edited posts', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await createFixtureSite();
  });
  afterAll(() => site.cleanup());

  it('is what a full load gives after an edit of a post\'s text, title or date', async () => {
    // Every post of the shipped site is published (none is a draft or dated after `today`): the posts shown are the posts loaded.
    const data = await loadSiteData(site.root, { publish });
    const last = { data, posts: data.posts };
    const text = await site.read(postFile);
    await site.write(postFile, text.replace(/^title: .*$/m, 'title: "Retitled"').replace(/^publishedDate: .*$/m, 'publishedDate: "2024-01-02"').concat('\nOne more paragraph.\n'));
    const updated = await withEditedPosts(site.root, last, [site.path(postFile)], publish);
    expect(updated?.data.posts.find((post) => post.file === postFile)?.title).toBe('Retitled');
    expect(updated?.data).toEqual(await loadSiteData(site.root, { publish }));
    expect(updated?.posts).toEqual(updated?.data.posts);
    await site.write(postFile, text);
  });

  it('declines what other posts or files are checked against or built from: a slug, id, term, status, a new file, a problem', async () => {
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
    expect(await declined(text.replace(/^featured: (.*)$/m, 'featured: $1\ndraft: true'))).toBeUndefined();
    expect(await declined(text.replace(/^publishedDate: .*$/m, 'publishedDate: "2099-01-01"'))).toBeUndefined();
    expect(await declined(text.replace(/^title: .*$/m, 'title: [unclosed'))).toBeUndefined();
    expect(await declined(`${text}\nCosts {{price.nothing}} a month.\n`)).toBeUndefined();
    expect(await declined(text.replace(/^slug: .*$/m, 'slug: copy').replace(/^id: .*$/m, 'id: 77'), 'content/posts/en/copy.md')).toBeUndefined();
    // Anything but a post: the whole load.
    expect(await withEditedPosts(site.root, last, [site.path('data/site.json')], publish)).toBeUndefined();
    expect(await withEditedPosts(site.root, last, [], publish)).toBeUndefined();
  });
});

/** A save of one post: changes that keep its place, changes that move it, and mistakes. */
type PostEdit =
  | { kind: 'body' | 'title' | 'excerpt' | 'tag'; post: number; text: string }
  | { kind: 'date' | 'future' | 'draft' | 'id'; post: number }
  | { kind: 'fix'; post: number }
  | { kind: 'broken'; post: number; how: 'front matter' | 'placeholder' | 'image' }
  // Saves of other files between them: the posts are not read again unless they depend on it.
  | { kind: 'strings'; text: string }
  | { kind: 'data'; text: string }
  | { kind: 'cover gone'; post: number };

const word = fc.stringMatching(/^[a-z]{3,9}$/);
const postEdit: fc.Arbitrary<PostEdit> = fc.oneof(
  fc.record({ kind: fc.constantFrom('body' as const, 'title' as const, 'excerpt' as const, 'tag' as const), post: fc.nat(), text: word }),
  fc.record({ kind: fc.constantFrom('date' as const, 'future' as const, 'draft' as const, 'id' as const, 'fix' as const), post: fc.nat() }),
  fc.record({ kind: fc.constant('broken' as const), post: fc.nat(), how: fc.constantFrom('front matter' as const, 'placeholder' as const, 'image' as const) }),
  fc.record({ kind: fc.constantFrom('strings' as const, 'data' as const), text: word }),
  fc.record({ kind: fc.constant('cover gone' as const), post: fc.nat() }),
);

describe('a dev rebuild after saves of posts and other files, as the watcher lists them', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await createFixtureSite();
  });
  afterAll(() => site.cleanup());

  it('gives the same bytes as a cold build after any sequence of edits, and fails while a cold build would', async () => {
    const dev = createIncrementalBuilder({ root: site.root, outDir: site.out, publish });
    await drawAllCards(await dev([]));
    /** Files broken by an edit, with the text to put back (`fix`). */
    const broken = new Map<string, string | Uint8Array>();
    let step = 0;
    try {
      await fc.assert(fc.asyncProperty(fc.array(postEdit, { minLength: 1, maxLength: 5 }), async (edits) => {
        for (const change of [...edits, { kind: 'fix', post: 0 } as const, { kind: 'fix', post: 1 } as const, { kind: 'fix', post: 2 } as const]) {
          const changed = await apply(site, change, broken);
          if (changed.length === 0) continue;
          const slug = changed[0]!.startsWith('content/posts/') ? /^slug: (.*)$/m.exec(await site.read(changed[0]!))?.[1] : undefined;
          const rebuilt = await dev(changed.map((file) => site.path(file)), { allChangesListed: true, openPages: [slug ? `/blog/${slug}/` : '/mx/blog/'] }).catch((error: unknown) => error as Error);
          const cold = join(site.root, `cold-${step++}`);
          const coldBuild = await build({ root: site.root, outDir: cold, publish }).catch((error: unknown) => error as Error);
          if (broken.size > 0) {
            // The same problems, found by the same stage.
            expect(coldBuild).toBeInstanceOf(Error);
            expect(rebuilt instanceof Error ? rebuilt.message : 'built', JSON.stringify(change)).toBe((coldBuild as Error).message);
            continue;
          }
          if (rebuilt instanceof Error || coldBuild instanceof Error) throw new Error(`${JSON.stringify(change)}: ${rebuilt instanceof Error ? rebuilt.message : ''} ${coldBuild instanceof Error ? coldBuild.message : ''}`);
          await drawAllCards(rebuilt);
          expect(await fingerprint(site.out), JSON.stringify(change)).toEqual(await fingerprint(cold));
          await rm(cold, { recursive: true, force: true });
        }
      }), { numRuns: 5 });
    } finally {
      await dev.close();
    }
  }, 240_000);
});

/**
 * Applies an edit to a post of the site (picked among the files there now) and returns the
 * files it changed. A broken file stays broken until a `fix` puts its text back.
 */
async function apply(site: FixtureSite, change: PostEdit, broken: Map<string, string | Uint8Array>): Promise<string[]> {
  if (change.kind === 'fix') {
    const [file, text] = [...broken][0] ?? [];
    if (!file) return [];
    broken.delete(file);
    await site.write(file, text!);
    return [file];
  }
  if (change.kind === 'strings' || change.kind === 'data') {
    const { text } = change;
    if (change.kind === 'strings') await site.editJson('locales/es.json', (strings) => (strings.blog.title = `Blog ${text}`));
    else await site.editJson('data/testimonials.json', (file) => (file.items[0].text.en = `Great ${text} service.`));
    return [change.kind === 'strings' ? 'locales/es.json' : 'data/testimonials.json'];
  }
  const folders = ['en', 'he', 'hi', 'es', 'pt'];
  const folder = folders[change.post % folders.length]!;
  const names = (await readdir(site.path(`content/posts/${folder}`))).filter((name) => name.endsWith('.md')).sort();
  const file = `content/posts/${folder}/${names[change.post % names.length]}`;
  const text = await site.read(file);
  const field = (name: string, value: string) => text.replace(new RegExp(`^${name}: .*$`, 'm'), `${name}: ${value}`);
  switch (change.kind) {
    case 'body':
      await site.write(file, `${text}\nA new paragraph about ${change.text}.\n`);
      break;
    case 'title':
      await site.write(file, field('title', `"A title about ${change.text}"`));
      break;
    case 'excerpt':
      await site.write(file, field('excerpt', `"An excerpt about ${change.text}"`));
      break;
    case 'tag':
      if (!text.includes(`"${change.text}", `)) await site.write(file, text.replace(/^tags: \[/m, `tags: ["${change.text}", `));
      break;
    case 'date': {
      // Moves the post in the lists and feeds (and out of the scheduled ones); modified on the same day.
      const date = `"2025-0${1 + (change.post % 9)}-1${change.post % 10}"`;
      await site.write(file, field('publishedDate', date).replace(/^modifiedDate: .*$/m, `modifiedDate: ${date}`));
      break;
    }
    case 'future':
      await site.write(file, field('publishedDate', '"2030-01-01"').replace(/^modifiedDate: .*$/m, 'modifiedDate: "2030-01-01"'));
      break;
    case 'draft':
      await site.write(file, /^draft: true$/m.test(text) ? text.replace(/^draft: true\n/m, '') : text.replace(/^featured: (.*)$/m, 'featured: $1\ndraft: true'));
      break;
    case 'id':
      // Another post's id: refused (two posts of one language) until fixed.
      if (!broken.has(file)) broken.set(file, text);
      await site.write(file, field('id', String(1 + ((Number(/^id: (\d+)$/m.exec(text)![1]) + 1) % names.length))));
      break;
    case 'cover gone': {
      // Every post with this cover is refused until it is back.
      const cover = `content${/^image: (.*)$/m.exec(text)![1]}`;
      if (broken.has(cover)) return [];
      broken.set(cover, await readFile(site.path(cover))); // a photo's bytes
      await rm(site.path(cover));
      return [cover];
    }
    case 'broken':
      if (!broken.has(file)) broken.set(file, text);
      if (change.how === 'front matter') await site.write(file, field('title', '[unclosed'));
      else if (change.how === 'placeholder') await site.write(file, `${text}\nFrom {{price.nothing}} a month.\n`);
      else await site.write(file, `${text}\n![A chart](/images/blog/missing-chart.svg)\n`);
      break;
  }
  return [file];
}
