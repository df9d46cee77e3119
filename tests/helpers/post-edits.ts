import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import fc from 'fast-check';
import type { createIncrementalBuilder, RebuildResult } from '../../generator/dev/incremental-build.ts';
import type { FixtureSite } from './fixture-site.ts';

/**
 * Random saves of a site's posts and other files, for the property tests holding a dev
 * rebuild to a cold build (dev-post-edits*.test.ts). The site may be trimmed to fewer
 * locales, as long as it keeps mx: the strings edited are Spanish's, and the page a browser
 * has open after a save of another file is /mx/blog/.
 */

// As the dev server publishes: drafts and scheduled posts too, with a ribbon.
export const publish = { drafts: true, future: true, today: '2026-06-01' };

/** A save of one post: changes that keep its place, changes that move it, and mistakes. */
export type PostEdit =
  | { kind: 'body' | 'title' | 'excerpt' | 'tag' | 'alias' | 'rename'; post: number; text: string }
  // A post deleted (put back, a new file then, by a later `fix`).
  | { kind: 'delete'; post: number }
  | { kind: 'date' | 'future' | 'draft' | 'id'; post: number }
  | { kind: 'fix'; post: number }
  | { kind: 'broken'; post: number; how: 'front matter' | 'placeholder' | 'image' }
  // Saves of other files between them: the posts are not read again unless they depend on it.
  | { kind: 'strings'; text: string }
  | { kind: 'data'; text: string }
  | { kind: 'cover gone'; post: number }
  // Inputs besides posts (issue 39): a legal text, a photo's bytes, the brand's colour, and a
  // same-size edit of a post whose file keeps its modification time (cp -p, rsync -t, tar x).
  | { kind: 'legal'; post: number; text: string }
  | { kind: 'image' | 'brand' | 'keptTime'; post: number };

const word = fc.stringMatching(/^[a-z]{3,9}$/);
export const postEdit: fc.Arbitrary<PostEdit> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('body' as const, 'title' as const, 'excerpt' as const, 'tag' as const, 'alias' as const, 'rename' as const),
    post: fc.nat(),
    text: word,
  }),
  fc.record({ kind: fc.constant('delete' as const), post: fc.nat() }),
  fc.record({ kind: fc.constantFrom('date' as const, 'future' as const, 'draft' as const, 'id' as const, 'fix' as const), post: fc.nat() }),
  fc.record({
    kind: fc.constant('broken' as const),
    post: fc.nat(),
    how: fc.constantFrom('front matter' as const, 'placeholder' as const, 'image' as const),
  }),
  fc.record({ kind: fc.constantFrom('strings' as const, 'data' as const), text: word }),
  fc.record({ kind: fc.constant('cover gone' as const), post: fc.nat() }),
  fc.record({ kind: fc.constant('legal' as const), post: fc.nat(), text: word }),
  fc.record({ kind: fc.constantFrom('image' as const, 'brand' as const, 'keptTime' as const), post: fc.nat() }),
);

// Two shipped covers (SVG illustrations since issue 45 item 4; tests of raster covers are in media-pipeline.test.ts).
const photos = ['automated-reviews-vs-manual.svg', 'whatsapp-google-review-funnel.svg'];
const accents = ['#0b7a55', '#1d4ed8', '#9d174d'];

/**
 * The languages of `folders` (in that order) the site has a folder of under `under`: a site
 * trimmed to fewer locales (createFixtureSite's `locales`) is edited in the languages it keeps.
 */
const present = (site: FixtureSite, under: string, folders: string[]) =>
  folders.filter((lang) => existsSync(site.path(`${under}/${lang}`)));

/** Edits of files other than posts: the files they changed, or undefined for a post edit. */
async function applyToOtherFile(site: FixtureSite, change: PostEdit): Promise<string[] | undefined> {
  switch (change.kind) {
    case 'legal': {
      const langs = present(site, 'content/legal', ['en', 'he', 'es', 'pt']);
      const legal = `content/legal/${langs[change.post % langs.length]}/${change.post % 2 === 0 ? 'privacy' : 'terms'}.md`;
      await site.write(legal, `${await site.read(legal)}\nA new clause about ${change.text}.\n`);
      return [legal];
    }
    case 'image': {
      // One photo's bytes become the other's: the same names, other pixels.
      const [from, to] = change.post % 2 === 0 ? photos : [...photos].reverse();
      // A cover an earlier edit took away ('cover gone') stays gone until its fix puts it back.
      if (![from, to].every((name) => existsSync(site.path(`content/images/blog/${name}`)))) return [];
      await site.write(`content/images/blog/${to}`, await readFile(site.path(`content/images/blog/${from}`)));
      return [`content/images/blog/${to}`];
    }
    case 'brand':
      await site.editJson('data/brand.json', (brand) => (brand.colors.accent = accents[change.post % accents.length]));
      return ['data/brand.json'];
    default:
      return undefined;
  }
}

/**
 * The edits, then a `fix` for each file they left changed that must be put back (broken,
 * renamed or deleted): every sequence ends with the site as it started.
 */
export function* withFixes(edits: PostEdit[], broken: Map<string, unknown>): Generator<PostEdit> {
  yield* edits;
  while (broken.size > 0) yield { kind: 'fix', post: 0 };
}

/**
 * One step of an edit sequence: `change` applied, the dev builder told what it changed (with the
 * page a browser would have open), and a cold build of the same files into `coldDir`. Nothing
 * when the edit changed no file.
 */
export async function rebuildBothWays(args: {
  site: FixtureSite;
  change: PostEdit;
  broken: Map<string, string | Uint8Array>;
  dev: ReturnType<typeof createIncrementalBuilder>;
  coldBuild: (outDir: string) => Promise<unknown>;
  coldDir: string;
}): Promise<{ rebuilt: RebuildResult | Error; cold: Error | undefined } | undefined> {
  const changed = await apply(args.site, args.change, args.broken);
  if (changed.length === 0) return undefined;
  const rebuilt = await args
    .dev(
      changed.map((file) => args.site.path(file)),
      { openPages: [await openPageAfter(args.site, changed)] },
    )
    .catch((error: unknown) => error as Error);
  const cold = await args.coldBuild(args.coldDir).then(
    () => undefined,
    (error: unknown) => error as Error,
  );
  return { rebuilt, cold };
}

/** The page a browser has open after a change: the post's, or a list page. */
export async function openPageAfter(site: FixtureSite, changed: string[]): Promise<string> {
  const slug =
    changed[0]!.startsWith('content/posts/') && existsSync(site.path(changed[0]!))
      ? /^slug: (.*)$/m.exec(await site.read(changed[0]!))?.[1]
      : undefined;
  return slug ? `/blog/${slug}/` : '/mx/blog/';
}

/**
 * Applies an edit to a post of the site (picked among the files there now) and returns the
 * files it changed. A broken, renamed or deleted file stays so until a `fix` puts its text back
 * (`broken`: file → its text or bytes before).
 */
export async function apply(site: FixtureSite, change: PostEdit, broken: Map<string, string | Uint8Array>): Promise<string[]> {
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
  const other = await applyToOtherFile(site, change);
  if (other) return other;
  const folders = present(site, 'content/posts', ['en', 'he', 'hi', 'es', 'pt']);
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
    case 'alias':
      // An old address, redirected to the post (a file of its own, and checked against every page).
      await site.write(
        file,
        /^aliases: /m.test(text)
          ? field('aliases', `["/blog/old-${change.text}/"]`)
          : text.replace(/^featured: (.*)$/m, `featured: $1\naliases: ["/blog/old-${change.text}/"]`),
      );
      break;
    case 'rename':
      // A new address: links to the old one from other posts break (until fixed), the card moves.
      if (!broken.has(file)) broken.set(file, text);
      await site.write(file, field('slug', `${/^slug: (.*)$/m.exec(text)![1]}-${change.text}`));
      break;
    case 'delete':
      if (!broken.has(file)) broken.set(file, text);
      await rm(site.path(file));
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
      await site.write(
        file,
        /^draft: true$/m.test(text) ? text.replace(/^draft: true\n/m, '') : text.replace(/^featured: (.*)$/m, 'featured: $1\ndraft: true'),
      );
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
    case 'keptTime': {
      const before = await stat(site.path(file));
      await site.write(
        file,
        text.replace(/^title: "?(.)/m, (line, first: string) => line.replace(first, first === 'Q' ? 'W' : 'Q')),
      );
      await utimes(site.path(file), before.atimeMs / 1000, before.mtimeMs / 1000);
      break;
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
