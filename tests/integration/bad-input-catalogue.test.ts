import { readdirSync, readFileSync } from 'node:fs';
import { cp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { z } from 'zod';
import { createFixtureSite, repoRoot, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint, linkTree } from '../helpers/output-files.ts';
import { runCli, runCliInProcess, type CliResult } from '../helpers/run-cli.ts';

/**
 * The bad-input catalogue (tests/fixtures/bad-input/README.md): one folder per case, each a
 * change to a copy of the shipped site and what `sitegen generate` must say about it. Every
 * case runs the CLI over a good `dist/` and checks the exit code, the reported file, field and
 * message on stderr, and that the previous `dist/` is byte-for-byte intact. Most run the CLI's
 * `main` in this process, one at a time; `spawnedCases` run the real binary, as a user does.
 */

const catalogueDir = join(repoRoot, 'tests', 'fixtures', 'bad-input');

/** Sets or removes values of a JSON file at dotted paths, the notation errors use: `plans.0.price`. */
const jsonEdit = z.strictObject({
  file: z.string(),
  set: z.record(z.string(), z.unknown()).optional(),
  unset: z.array(z.string()).optional(),
});
/** Replaces the first occurrence of `replace` in a text file; missing text fails the case. */
const textEdit = z.strictObject({ file: z.string(), replace: z.string(), with: z.string() });
/** Inputs that are binary-ish or large, made at run time rather than committed. */
const generated = z.strictObject({ file: z.string(), kind: z.enum(['bom', 'crlf', 'latin1', 'large-post']) });

const problemExpectation = z.strictObject({ file: z.string(), field: z.string(), message: z.string().min(1) });
const acceptedExpectation = z.strictObject({
  accepted: z.literal(true),
  /** The output must equal the good build byte for byte (BOM and CRLF change nothing). */
  outputUnchanged: z.boolean().optional(),
  /** A file the output must contain. */
  outputIncludes: z.string().optional(),
});

const caseSchema = z.strictObject({
  description: z.string().min(1),
  delete: z.array(z.string()).optional(),
  edits: z.array(z.union([jsonEdit, textEdit])).optional(),
  generate: z.array(generated).optional(),
  expect: z.union([acceptedExpectation, problemExpectation]),
  /** What the generator does today instead; the test is expected to fail until it is fixed. */
  knownBug: z.string().optional(),
});

type CaseSpec = z.infer<typeof caseSchema>;
interface CatalogueCase {
  name: string;
  folder: string;
  spec: CaseSpec;
}

/** Read while collecting, so each folder becomes its own test. */
function readCatalogue(): CatalogueCase[] {
  return readdirSync(catalogueDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const folder = join(catalogueDir, name);
      const parsed = caseSchema.safeParse(JSON.parse(readFileSync(join(folder, 'case.json'), 'utf8')));
      if (!parsed.success) throw new Error(`${name}/case.json: ${z.prettifyError(parsed.error)}`);
      return { name, folder, spec: parsed.data };
    });
}

const catalogue = readCatalogue();

// ---------------------------------------------------------------------------------------------
// Applying a case to a copy of the site

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Copies `files/` of a case over the site, mirroring the site layout. */
async function overlayFiles(caseFolder: string, root: string): Promise<void> {
  const files = join(caseFolder, 'files');
  if (await exists(files)) await cp(files, root, { recursive: true });
}

/** Walks a dotted path to the object holding its last segment; array indexes are numbers. */
function parentOf(value: any, path: string): { parent: any; key: string } {
  const keys = path.split('.');
  const key = keys.pop()!;
  let parent = value;
  for (const segment of keys) {
    if (parent?.[segment] === undefined) throw new Error(`no "${segment}" on the way to ${path}`);
    parent = parent[segment];
  }
  return { parent, key };
}

async function applyEdit(site: FixtureSite, edit: z.infer<typeof jsonEdit> | z.infer<typeof textEdit>): Promise<void> {
  if ('replace' in edit) {
    const text = await site.read(edit.file);
    // A case whose anchor text disappeared must fail loudly, not quietly test nothing.
    if (!text.includes(edit.replace)) throw new Error(`${edit.file} does not contain ${JSON.stringify(edit.replace)}`);
    await site.write(
      edit.file,
      text.replace(edit.replace, () => edit.with),
    );
    return;
  }
  await site.editJson(edit.file, (value) => {
    for (const [path, newValue] of Object.entries(edit.set ?? {})) {
      const { parent, key } = parentOf(value, path);
      parent[key] = newValue;
    }
    for (const path of edit.unset ?? []) {
      const { parent, key } = parentOf(value, path);
      if (!(key in parent)) throw new Error(`${edit.file} has no ${path} to remove`);
      delete parent[key];
    }
  });
}

/** A post of at least 5 MB, otherwise valid: plain paragraphs with a heading every 50 of them. */
function largePost(slug: string): string {
  const frontMatter = [
    '---',
    'id: 90',
    `slug: ${slug}`,
    'title: "A very long post"',
    'excerpt: "Five megabytes of text."',
    'image: /images/blog/default-cover.svg',
    'author: "Test Author"',
    'publishedDate: "2025-05-01"',
    'modifiedDate: "2025-05-01"',
    'categories: ["Guides"]',
    'tags: ["long"]',
    'featured: false',
    '---',
    '',
  ].join('\n');
  const paragraph = `${'Ask every happy customer for a review, at the right moment, in the app they already use. '.repeat(10).trim()}\n\n`;
  const parts = [frontMatter];
  let size = Buffer.byteLength(frontMatter);
  for (let index = 0; size < 5 * 1024 * 1024; index += 1) {
    const chunk = (index % 50 === 0 ? `## Part ${index / 50 + 1}\n\n` : '') + paragraph;
    parts.push(chunk);
    size += Buffer.byteLength(chunk);
  }
  return parts.join('');
}

async function generateInput(site: FixtureSite, input: z.infer<typeof generated>): Promise<void> {
  const path = site.path(input.file);
  switch (input.kind) {
    case 'bom':
      await writeFile(path, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), await readFile(path)]));
      return;
    case 'crlf':
      await writeFile(path, (await readFile(path, 'utf8')).replace(/\n/g, '\r\n'));
      return;
    case 'latin1':
      // How an editor set to Latin-1 would save the text: é becomes the single byte 0xE9.
      await writeFile(path, Buffer.from(await readFile(path, 'utf8'), 'latin1'));
      return;
    case 'large-post':
      await writeFile(path, largePost(input.file.replace(/^.*\/|\.md$/g, '')));
      return;
  }
}

/** Order: deletions, then `files/`, then edits (which may edit a file `files/` wrote), then generated inputs. */
async function applyCase(site: FixtureSite, entry: CatalogueCase): Promise<void> {
  for (const path of entry.spec.delete ?? []) await rm(site.path(path), { recursive: true });
  await overlayFiles(entry.folder, site.root);
  for (const edit of entry.spec.edits ?? []) await applyEdit(site, edit);
  for (const input of entry.spec.generate ?? []) await generateInput(site, input);
}

// ---------------------------------------------------------------------------------------------
// Comparing outputs

/** What differs between two fingerprints, one line per path; [] when the outputs are identical. */
function outputChanges(before: Record<string, string>, after: Record<string, string>): string[] {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return paths.flatMap((path) => {
    if (!(path in after)) return [`removed ${path}`];
    if (!(path in before)) return [`added ${path}`];
    return before[path] === after[path] ? [] : [`changed ${path}`];
  });
}

/** The problem lines of a content error, as the CLI prints them: `  file: field: message (hint)`. */
function problemLines(stderr: string, file: string, field: string): string[] {
  const where = field ? `${file}: ${field}: ` : `${file}: `;
  return stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith(where));
}

// ---------------------------------------------------------------------------------------------
// Running the catalogue

/**
 * Cases run by the real binary in a process of their own: its exit code, the bundle it loads
 * and its process settings, which an in-process run does not see. One accepted input, one data
 * file and one post, so both loaders and the full build are covered there too.
 */
const spawnedCases = new Set(['accepted-crlf-line-endings', 'plans-two-popular', 'post-not-utf8']);

/** Generous: a case may wait for others before it starts (the time counts against it). */
const caseTimeout = 180_000;

let good: FixtureSite;
let goodDist: Record<string, string>;
beforeAll(async () => {
  good = await createFixtureSite();
  const result = await runCli(['generate', '--root', good.root, '--out', good.out, '--quiet']);
  if (result.code !== 0) throw new Error(`the shipped site does not build:\n${result.stderr}`);
  goodDist = await fingerprint(good.out);
}, 120_000);
afterAll(() => good?.cleanup());

async function runCase(entry: CatalogueCase, expect: ExpectStatic): Promise<void> {
  const site = await createFixtureSite();
  try {
    // A build that rejects its input writes nothing: its case gets links to the good files, and
    // a write into one shows as a change against `goodDist`. An accepted input is built, so
    // its case gets files of its own.
    const expected = entry.spec.expect;
    await ('accepted' in expected ? cp(good.out, site.out, { recursive: true }) : linkTree(good.out, site.out));
    await applyCase(site, entry);
    const args = ['generate', '--root', site.root, '--out', site.out, '--quiet'];
    const result: CliResult = spawnedCases.has(entry.name) ? await runCli(args) : await runCliInProcess(args);
    // Anything but a content error is printed with a stack and this warning.
    expect(result.stderr).not.toContain('this is a bug in sitegen');
    if ('accepted' in expected) {
      expect(result.code, result.stderr).toBe(0);
      const output = await fingerprint(site.out);
      if (expected.outputUnchanged) expect(outputChanges(goodDist, output)).toEqual([]);
      if (expected.outputIncludes) expect(Object.keys(output)).toContain(expected.outputIncludes);
      return;
    }
    const report = `exit ${result.code}, stderr:\n${result.stderr}`;
    const lines = problemLines(result.stderr, expected.file, expected.field);
    expect(lines, `no problem reported for ${expected.file}${expected.field ? `: ${expected.field}` : ''}; ${report}`).not.toEqual([]);
    expect(
      lines.some((line) => line.includes(expected.message)),
      `message not found; ${report}`,
    ).toBe(true);
    expect(result.code).toBe(1);
    expect(outputChanges(goodDist, await fingerprint(site.out))).toEqual([]);
    // The staging folder of a failed build is removed too.
    expect((await readdir(site.root)).filter((name) => name.startsWith('.sitegen-'))).toEqual([]);
  } finally {
    await site.cleanup();
  }
}

/** `[test name, case]`: `%s` prints the name in full (`$name` would quote and shorten it). */
const testName = (entry: CatalogueCase) => `${entry.name}${spawnedCases.has(entry.name) ? ' (spawned CLI)' : ''}`;
const regularCases = catalogue.filter((entry) => !entry.spec.knownBug).map((entry) => [testName(entry), entry] as const);
const knownBugs = catalogue.filter((entry) => entry.spec.knownBug).map((entry) => [`${testName(entry)} (known bug)`, entry] as const);

// Concurrent: one case's copies are made and checked while another's CLI runs.
describe.concurrent('bad-input catalogue (tests/fixtures/bad-input)', () => {
  it('runs the real binary for some cases, each of them in the catalogue', ({ expect }) => {
    const names = new Set(catalogue.map((entry) => entry.name));
    expect([...spawnedCases].filter((name) => !names.has(name))).toEqual([]);
  });

  it('has a row for each case in its README, and counts them right', ({ expect }) => {
    const readme = readFileSync(join(catalogueDir, 'README.md'), 'utf8');
    expect(catalogue.filter((entry) => !readme.includes(`| \`${entry.name}\` |`)).map((entry) => entry.name)).toEqual([]);
    const accepted = catalogue.filter((entry) => 'accepted' in entry.spec.expect).length;
    expect(readme).toContain(`${catalogue.length - accepted} error cases and ${accepted} accepted inputs.`);
  });

  it.for(regularCases)('%s', { timeout: caseTimeout }, ([, entry], { expect }) => runCase(entry, expect));

  // Fail today; when a fix makes one pass, `it.fails` fails: remove that case's knownBug then.
  // SHOW_KNOWN_BUGS=1 runs them as ordinary tests, to see what the generator says instead.
  (process.env.SHOW_KNOWN_BUGS ? it : it.fails).for(knownBugs)('%s', { timeout: caseTimeout }, ([, entry], { expect }) =>
    runCase(entry, expect),
  );
});
