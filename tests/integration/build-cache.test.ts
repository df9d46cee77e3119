import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { tuning } from '../../generator/tuning.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint, listFolders } from '../helpers/output-files.ts';
import { runCli } from '../helpers/run-cli.ts';
import { propertyRuns } from '../helpers/property-runs.ts';

/** Edits a site owner makes between two builds. */
type Edit =
  | { kind: 'body'; post: number; text: string }
  | { kind: 'title'; post: number; text: string }
  | { kind: 'add'; post: number; slug: string }
  | { kind: 'delete'; post: number }
  | { kind: 'rename'; post: number; slug: string }
  | { kind: 'strings'; text: string }
  | { kind: 'data'; text: string }
  // Authoring (issue 23): content pages (their text, title and footer label reach other pages
  // through the footer), a draft flag, and tags (archives and chips).
  | { kind: 'page'; post: number; text: string; field: 'title' | 'label' | 'body' }
  | { kind: 'addPage'; text: string }
  | { kind: 'draft'; post: number }
  | { kind: 'tag'; post: number; text: string }
  // Inputs that are not posts (issue 39): legal texts, images, the brand, and a same-size edit
  // whose file keeps its modification time (cp -p, rsync -t, tar x).
  | { kind: 'legal'; post: number; text: string }
  | { kind: 'image'; post: number }
  | { kind: 'brand'; post: number }
  | { kind: 'keptTime'; post: number }
  // An environment knob: the most bytes a post may have (SITEGEN_MAX_POST_BYTES), read when a
  // process starts; here both builds run in one process under the value `tuning` holds.
  | { kind: 'limit'; bytes: number };

const word = fc.stringMatching(/^[a-z]{3,9}$/);
const defaultPostBytes = tuning.maxPostBytes;
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('body' as const), post: fc.nat(), text: word }),
  fc.record({ kind: fc.constant('title' as const), post: fc.nat(), text: word }),
  fc.record({ kind: fc.constant('add' as const), post: fc.nat(), slug: word }),
  fc.record({ kind: fc.constant('delete' as const), post: fc.nat() }),
  fc.record({ kind: fc.constant('rename' as const), post: fc.nat(), slug: word }),
  fc.record({ kind: fc.constant('strings' as const), text: word }),
  fc.record({ kind: fc.constant('data' as const), text: word }),
  fc.record({
    kind: fc.constant('page' as const),
    post: fc.nat(),
    text: word,
    field: fc.constantFrom('title' as const, 'label' as const, 'body' as const),
  }),
  fc.record({ kind: fc.constant('addPage' as const), text: word }),
  fc.record({ kind: fc.constant('draft' as const), post: fc.nat() }),
  fc.record({ kind: fc.constant('tag' as const), post: fc.nat(), text: word }),
  fc.record({ kind: fc.constant('legal' as const), post: fc.nat(), text: word }),
  fc.record({ kind: fc.constantFrom('image' as const, 'brand' as const, 'keptTime' as const), post: fc.nat() }),
  // The default, one that refuses every shipped post, one that refuses the longer ones.
  fc.record({ kind: fc.constant('limit' as const), bytes: fc.constantFrom(defaultPostBytes, 2_000, 9_000) }),
);

/** As `SITEGEN_MAX_POST_BYTES=<bytes>` at the start of a process does. */
const setPostLimit = (bytes: number) => ((tuning as { maxPostBytes: number }).maxPostBytes = bytes);

// Two shipped covers (SVG illustrations since issue 45 item 4; tests of raster covers are in media-pipeline.test.ts).
const photos = ['automated-reviews-vs-manual.svg', 'whatsapp-google-review-funnel.svg'];
const accents = ['#0b7a55', '#1d4ed8', '#9d174d'];

let nextId = 100;

/**
 * The property test's site: English, Hebrew (right to left) and Mexican Spanish (another currency),
 * three of the five locales, since each run is several cold builds. Edits take these languages.
 */
const locales = ['global', 'il', 'mx'];
const languages = ['en', 'he', 'es'];
const translations = languages.filter((lang) => lang !== 'en');

/** Applies an edit to the site's files; posts are picked among the files there now. */
async function apply(site: FixtureSite, change: Edit): Promise<void> {
  // Deleting or renaming an English original would break the links other posts make to it (a
  // build error, cold or cached): those edits take translations, which become fallbacks.
  const folders = change.kind === 'delete' || change.kind === 'rename' || change.kind === 'draft' ? translations : languages;
  const folder = folders[('post' in change ? change.post : 0) % folders.length]!;
  const files = (await readdir(site.path(`content/posts/${folder}`))).filter((name) => name.endsWith('.md')).sort();
  const file = files.length > 0 ? `content/posts/${folder}/${files[('post' in change ? change.post : 0) % files.length]}` : undefined;
  switch (change.kind) {
    case 'limit':
      setPostLimit(change.bytes);
      return;
    case 'body':
      if (file) await site.write(file, `${await site.read(file)}\n\nA new paragraph about ${change.text}.\n`);
      return;
    case 'title':
      if (file) await site.write(file, (await site.read(file)).replace(/^title: .*$/m, `title: "A title about ${change.text}"`));
      return;
    case 'add':
      if (!file) return;
      // A new English post (an original: other languages then show it as a fallback).
      await site.write(
        `content/posts/en/new-${change.slug}-${nextId}.md`,
        (await site.read(file)).replace(/^slug: .*$/m, `slug: new-${change.slug}-${nextId}`).replace(/^id: .*$/m, `id: ${nextId}`),
      );
      nextId += 1;
      return;
    case 'delete':
      if (file && files.length > 1) await rm(site.path(file));
      return;
    case 'rename': {
      if (!file) return;
      const slug = `renamed-${change.slug}-${nextId++}`;
      await site.write(file, (await site.read(file)).replace(/^slug: .*$/m, `slug: ${slug}`));
      await rename(site.path(file), site.path(`content/posts/${folder}/${slug}.md`));
      return;
    }
    case 'strings':
      await site.editJson('locales/es.json', (strings) => (strings.blog.subtitle = `Subtítulo ${change.text}`));
      return;
    case 'data':
      await site.editJson('data/testimonials.json', (file) => (file.items[0].text.en = `Great ${change.text} service.`));
      return;
    case 'page': {
      const page = `content/pages/${languages[change.post % languages.length]}/${change.post % 2 === 0 ? 'about' : 'cookie-policy'}.md`;
      const text = await site.read(page);
      if (change.field === 'body') await site.write(page, `${text}\nA new paragraph about ${change.text}.\n`);
      else if (change.field === 'title') await site.write(page, text.replace(/^title: .*$/m, `title: "Page about ${change.text}"`));
      else
        await site.write(
          page,
          text.replace(/^  order: (\d+)$/m, `  order: $1\n  label: "Link ${change.text}"`).replace(/^  label: .*\n(  label: )/m, '$1'),
        );
      return;
    }
    case 'addPage':
      await site.write(
        `content/pages/en/page-${change.text}.md`,
        `---\ntitle: "About ${change.text}"\ndescription: "A page about ${change.text}."\nnav:\n  menu: footer\n  column: resources\n---\nText about ${change.text}.\n`,
      );
      return;
    case 'draft':
      if (file)
        await site.write(
          file,
          (await site.read(file))
            .replace(/^featured: (.*)$/m, (line) => `${line}\ndraft: true`)
            .replace(/\ndraft: true\ndraft: true/, '\ndraft: true'),
        );
      return;
    case 'tag':
      if (file)
        await site.write(
          file,
          (await site.read(file))
            .replace(/^tags: \[/m, `tags: ["${change.text}", `)
            .replace(new RegExp(`"${change.text}", "${change.text}", `), `"${change.text}", `),
        );
      return;
    case 'legal': {
      const legal = `content/legal/${languages[change.post % languages.length]}/${change.post % 2 === 0 ? 'privacy' : 'terms'}.md`;
      await site.write(legal, `${await site.read(legal)}\nA new clause about ${change.text}.\n`);
      return;
    }
    case 'image': {
      // One photo's bytes become the other's: the same names, other pixels.
      const [from, to] = change.post % 2 === 0 ? photos : [...photos].reverse();
      await site.write(`content/images/blog/${to}`, await readFile(site.path(`content/images/blog/${from}`)));
      return;
    }
    case 'brand':
      await site.editJson('data/brand.json', (brand) => (brand.colors.accent = accents[change.post % accents.length]));
      return;
    case 'keptTime': {
      if (!file) return;
      const before = await stat(site.path(file));
      const text = await site.read(file);
      await site.write(
        file,
        text.replace(/^title: "?(.)/m, (line, first: string) => line.replace(first, first === 'Q' ? 'W' : 'Q')),
      );
      await utimes(site.path(file), before.atimeMs / 1000, before.mtimeMs / 1000);
    }
  }
}

/** The folder of .sitegen-cache/ holding the manifest of the site's output folder (other tests build elsewhere too). */
async function manifestOf(site: FixtureSite): Promise<string> {
  const names = (await readdir(site.path('.sitegen-cache'))).filter((name) => name.startsWith('build-'));
  const heads = await Promise.all(
    // The head is a seal line, then JSON (output/cache-seal.ts).
    names.map(async (name) => {
      const head = await readFile(site.path(`.sitegen-cache/${name}/head.json`), 'utf8');
      return [name, JSON.parse(head.slice(head.indexOf('\n') + 1)).outDir] as const;
    }),
  );
  const found = heads.find(([, outDir]) => outDir === resolve(site.out));
  if (!found) throw new Error(`No manifest of ${site.out} among ${names.join(', ')}`);
  return found[0];
}

describe('the build cache of generate', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await createFixtureSite({ locales });
  });
  afterAll(() => site.cleanup());

  it(
    'gives the same bytes as a cold build after any sequence of edits',
    async () => {
      let step = 0;
      await build({ root: site.root, outDir: site.out });
      await fc.assert(
        fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 4 }), async (edits) => {
          try {
            for (const change of edits) {
              await apply(site, change);
              const cached = await build({ root: site.root, outDir: site.out }).catch((error: Error) => error);
              const cold = join(site.root, `cold-${step++}`);
              const coldBuilt = await build({ root: site.root, outDir: cold, force: true }).catch((error: Error) => error);
              if (cached instanceof Error || coldBuilt instanceof Error) {
                // Refused under a limit: the same problems, cached or cold (the output stays as it was).
                const outcome = (result: unknown) => (result instanceof Error ? result.message : 'built');
                expect(outcome(cached), JSON.stringify(change)).toBe(outcome(coldBuilt));
                continue;
              }
              expect(await fingerprint(site.out), JSON.stringify(change)).toEqual(await fingerprint(cold));
              expect(await listFolders(site.out), JSON.stringify(change)).toEqual(await listFolders(cold));
              await rm(cold, { recursive: true, force: true });
              expect(cached.rendered).toBeLessThanOrEqual(cached.pages);
            }
          } finally {
            setPostLimit(defaultPostBytes);
          }
        }),
        { numRuns: propertyRuns(6) },
      );
      // Each run is up to eight builds, half of them cold: a minute a run covers a busy machine.
    },
    propertyRuns(6) * 60_000,
  );

  it('re-renders only the pages an edit touches, says so, and --force renders everything', async () => {
    await build({ root: site.root, outDir: site.out });
    const file = 'content/posts/en/automated-reviews-vs-manual.md';
    await site.write(file, `${await site.read(file)}\n\nOne more sentence.\n`);
    const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--verbose']);
    expect(result.code, result.stderr).toBe(0);
    // The pages showing the post's text: its English page, and its fallback pages in languages
    // the edits above left without a translation. Cards and related blocks show no text.
    expect(result.stderr).toMatch(/✓ plan\s+[1-5] to render, \d+ unchanged \(build cache\)/);
    expect(result.stderr).toContain('blog/automated-reviews-vs-manual/index.html: inputs changed');
    expect(result.stderr).toMatch(/; [1-5] rendered, \d+ unchanged \(build cache\)/);
    const forced = await runCli(['generate', '--root', site.root, '--out', site.out, '--force']);
    expect(forced.stderr).toMatch(/✓ plan\s+\d+ to render \(no build cache\)/);
  });

  it('rewrites only the cache shards of what an edit changed', async () => {
    await build({ root: site.root, outDir: site.out });
    const cache = site.path('.sitegen-cache');
    const manifest = await manifestOf(site);
    const shards = async () => {
      const folders = [join(cache, manifest!, 'pages'), join(cache, 'posts')];
      const names = (await Promise.all(folders.map(async (folder) => (await readdir(folder)).map((name) => join(folder, name))))).flat();
      return new Map(await Promise.all(names.map(async (path) => [path, (await stat(path)).mtimeMs] as const)));
    };
    const before = await shards();
    await new Promise((wake) => setTimeout(wake, 20));
    const file = 'content/posts/en/automated-reviews-vs-manual.md';
    await site.write(file, `${await site.read(file)}\n\nA sentence for the shards.\n`);
    const result = await build({ root: site.root, outDir: site.out });
    const after = await shards();
    const rewritten = [...after].filter(([path, time]) => before.get(path) !== time).map(([path]) => path);
    // The post's own shard, and those of the pages showing its text (1-5, as above).
    expect(rewritten.filter((path) => path.includes(`${manifest}`)).length).toBeGreaterThanOrEqual(1);
    expect(rewritten.filter((path) => path.includes(`${manifest}`)).length).toBeLessThanOrEqual(result.rendered);
    expect(rewritten.filter((path) => !path.includes(`${manifest}`))).toHaveLength(1);
    expect(after.size).toBe(before.size);
  });

  it('renders every page again after a build killed while it changed the output', async () => {
    const first = await build({ root: site.root, outDir: site.out });
    const cold = await fingerprint(site.out);
    const manifest = await manifestOf(site);
    // What a build leaves when killed between changing the output and recording it.
    await writeFile(site.path(`.sitegen-cache/${manifest}/output-changing`), '');
    const result = await build({ root: site.root, outDir: site.out });
    expect(result.rendered).toBe(first.pages);
    expect(await fingerprint(site.out)).toEqual(cold);
    // Recorded again: the next build reuses every page.
    expect((await build({ root: site.root, outDir: site.out })).rendered).toBe(0);
  });

  it('leaves the previous output as it was when a build from the cache fails', async () => {
    await build({ root: site.root, outDir: site.out });
    const before = await fingerprint(site.out);
    const file = 'content/posts/en/automated-reviews-vs-manual.md';
    const text = await site.read(file);
    await site.write(file, `${text}\n\n[broken](/no-such-page/)\n`);
    await expect(build({ root: site.root, outDir: site.out })).rejects.toThrow(/Broken internal links/);
    expect(await fingerprint(site.out)).toEqual(before);
    await site.write(file, text);
  });

  it('checks the links of the rendered pages only, and of every page once an anchor another page links to is gone', async () => {
    // Two new English posts, untranslated: every locale shows their English text (the edits of
    // the property test above may have left any translation deleted, renamed or a draft).
    const source = await site.read('content/posts/en/automated-reviews-vs-manual.md');
    const asPost = (slug: string, body: string) =>
      `${source.replace(/^slug: .*$/m, `slug: ${slug}`).replace(/^id: .*$/m, `id: ${nextId++}`)}\n\n${body}\n`;
    const target = 'content/posts/en/anchor-target.md';
    const linking = 'content/posts/en/anchor-linking.md';
    const targetText = asPost('anchor-target', '## A heading linked to\n\nText under it.');
    await site.write(target, targetText);
    await site.write(linking, asPost('anchor-linking', 'See [the heading](/blog/anchor-target/#a-heading-linked-to).'));
    try {
      await build({ root: site.root, outDir: site.out });
      await site.write(target, `${targetText}\nOne more sentence.\n`);
      const edited = await runCli(['generate', '--root', site.root, '--out', site.out]);
      expect(edited.code, edited.stderr).toBe(0);
      expect(edited.stderr).toMatch(/✓ links\s+[1-5] rendered page\(s\) and \d+ llms\.txt and Markdown file\(s\) checked/);
      // The heading goes: the linking pages are kept as they were, their link now broken.
      await site.write(target, targetText.replace('## A heading linked to', 'No heading any more.'));
      const broken = await runCli(['generate', '--root', site.root, '--out', site.out]);
      expect(broken.code).not.toBe(0);
      expect(broken.stderr).toContain('blog/anchor-linking/index.html');
      expect(broken.stderr).toContain('/blog/anchor-target/#a-heading-linked-to');
    } finally {
      await Promise.all([rm(site.path(target)), rm(site.path(linking))]);
    }
  });

  it('renders again a page deleted or edited by hand in the output', async () => {
    await build({ root: site.root, outDir: site.out });
    const cold = await fingerprint(site.out);
    await rm(join(site.out, 'pricing', 'index.html'));
    await site.write('dist/mx/index.html', 'edited by hand');
    const result = await build({ root: site.root, outDir: site.out });
    expect(result.rendered).toBe(2);
    expect(await fingerprint(site.out)).toEqual(cold);
  });
});
