import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint } from '../helpers/output-files.ts';
import { runCli, runCliInProcess } from '../helpers/run-cli.ts';

/**
 * Issue 42, the translator's hand-off: `translations export` writes XLIFF 2.0, `translations
 * import` writes the targets back. Refusals write nothing; a file a translation tool edited
 * (attributes reordered, CRLF, Hebrew with its placeholders moved) imports and shows on the pages.
 * The commands run the CLI's main in process; a refusal and the build of the imported pages run
 * the real binary, for its exit codes.
 */
let site: FixtureSite;
beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il'] });
});
afterAll(() => site?.cleanup());

const cli = (...args: string[]) => runCliInProcess([...args, '--root', site.root]);
const exportHebrew = async () => {
  const result = await cli('translations', 'export', '--locale', 'he', '-o', site.path('he.xlf'));
  expect(result.code, result.stderr).toBe(0);
  return site.read('he.xlf');
};
/** The unit's `<target>` replaced, as a translator would in a tool. */
const withTarget = (xml: string, id: string, target: string) =>
  xml.replace(
    new RegExp(`(<unit id="${id.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}">[\\s\\S]*?<target>)[\\s\\S]*?(</target>)`),
    `$1${target}$2`,
  );

/**
 * Imports `xml` and expects a refusal naming the file, the unit and `reason`, with nothing
 * written; `spawned`: by the real binary.
 */
async function expectRefused(xml: string, unit: string, reason: string | RegExp, spawned = false): Promise<void> {
  await site.write('he.xlf', xml);
  const before = await fingerprint(site.root);
  const args = ['translations', 'import', site.path('he.xlf')];
  const result = spawned ? await runCli([...args, '--root', site.root]) : await cli(...args);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('he.xlf');
  if (unit) expect(result.stderr).toContain(unit);
  expect(result.stderr).toMatch(reason);
  expect(await fingerprint(site.root)).toEqual(before);
}

describe('XLIFF export (issue 42)', () => {
  it('writes XLIFF 2.0 from English into Hebrew with readable ids, protected codes and the English hash', async () => {
    const xml = await exportHebrew();
    expect(xml).toMatch(/^<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="he">/);
    expect(xml).toContain('<unit id="strings/footer.rights"><notes><note>source: ');
    expect(xml).toContain('<ph id="2" equiv="{{brand}}"/>');
    expect(xml).toContain('<unit id="posts/why-whatsapp-for-reviews/title">');
    expect(xml).toContain('<unit id="legal/terms/description">');
    expect(xml).toContain('<unit id="data/faqs.json#entries.which-industries.answer">');
    expect(xml).toMatch(/<pc id="1" equivStart="\[" equivEnd="\]\(\/blog\/why-whatsapp-for-reviews\)">/);
    const stale = await cli('translations', 'export', '--locale', 'il', '--stale-only', '-o', site.path('stale.xlf'));
    expect(stale.stderr).toContain('Wrote 0 unit(s) of he');
  }, 60_000);
});

describe('XLIFF import refusals write nothing (issue 42)', () => {
  let xml: string;
  beforeAll(async () => {
    xml = await exportHebrew();
  }, 60_000);

  it('a malformed file', () => expectRefused(xml.slice(0, 500), '', /is not well-formed XML/, true), 60_000);
  it('another target language', () => expectRefused(xml.replace('trgLang="he"', 'trgLang="de"'), '', /translates en into de/), 60_000);
  it(
    'an unknown unit',
    () =>
      expectRefused(
        xml.replace('<unit id="strings/footer.rights">', '<unit id="strings/footer.nope">'),
        'strings/footer.nope',
        /is not a unit/,
      ),
    60_000,
  );
  it('a duplicate unit', () => {
    const unit = /<unit id="strings\/footer.rights">[\s\S]*?<\/unit>/.exec(xml)![0];
    return expectRefused(xml.replace(unit, unit + unit), 'strings/footer.rights', /appears more than once/);
  }, 60_000);
  it(
    'a target that drops a placeholder',
    () =>
      expectRefused(
        withTarget(xml, 'strings/footer.rights', '© <ph id="1" equiv="{{year}} "/>. כל הזכויות'),
        'strings/footer.rights',
        /drops the code 2 \("\{\{brand\}\}"\)/,
      ),
    60_000,
  );
  it(
    'a target that adds a link',
    () =>
      expectRefused(
        withTarget(
          xml,
          'posts/why-whatsapp-for-reviews/block-3',
          'פער <pc id="9" equivStart="[" equivEnd="](https://x.example)">שיעורי</pc> הפתיחה',
        ),
        'posts/why-whatsapp-for-reviews/block-3',
        /adds a code 9/,
      ),
    60_000,
  );
  it('a unit exported from another English', async () => {
    const english = await site.read('locales/en.json');
    await site.editJson('locales/en.json', (strings) => {
      strings.footer.rights = '© {{year}} {{brand}}. All rights reserved worldwide.';
    });
    try {
      await expectRefused(xml, 'strings/footer.rights', /exported from another English version/);
    } finally {
      await site.write('locales/en.json', english);
    }
  }, 60_000);
});

describe('XLIFF round trip (issue 42)', () => {
  it('exporting every language and importing the files unchanged changes no byte', async () => {
    const all = await createFixtureSite();
    try {
      const before = await fingerprint(all.root);
      const files: string[] = [];
      for (const lang of ['he', 'hi', 'es', 'pt']) {
        const file = `${all.root}-${lang}.xlf`;
        expect((await runCliInProcess(['translations', 'export', '--locale', lang, '-o', file, '--root', all.root])).code).toBe(0);
        files.push(file);
      }
      for (const file of files) {
        const result = await runCliInProcess(['translations', 'import', file, '--root', all.root]);
        expect(result.code, result.stderr).toBe(0);
      }
      expect(await fingerprint(all.root)).toEqual(before);
    } finally {
      await all.cleanup();
      for (const lang of ['he', 'hi', 'es', 'pt']) await rm(`${all.root}-${lang}.xlf`, { force: true });
    }
  }, 180_000);

  it('a file a tool edited (attributes reordered, CRLF, Hebrew with placeholders moved) imports, and the pages show it', async () => {
    let xml = await exportHebrew();
    xml = withTarget(xml, 'strings/footer.rights', '<ph id="2" equiv="{{brand}}"/> © <ph id="1" equiv="{{year}} "/>כל הזכויות שמורות לנו.');
    xml = withTarget(
      xml,
      'posts/automated-reviews-vs-manual/block-48',
      '<pc id="1" equivStart="[" equivEnd="](/blog/why-whatsapp-for-reviews)">המאמר על WhatsApp</pc> מסביר הכול על ערוץ החדש.',
    );
    xml = xml.replace(/<(ph|pc) id="(\d+)" ([^>]*?)(\/?)>/g, '<$1 $3 id="$2"$4>').replace(/\n/g, '\r\n');
    await site.write('he.xlf', xml);
    const result = await cli('translations', 'import', site.path('he.xlf'));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('Imported 2 changed translation(s) of he');
    expect(JSON.parse(await site.read('locales/he.json')).footer.rights).toBe('{{brand}} © {{year}} כל הזכויות שמורות לנו.');
    expect(await site.read('content/posts/he/automated-reviews-vs-manual.md')).toContain(
      '\n[המאמר על WhatsApp](/blog/why-whatsapp-for-reviews) מסביר הכול על ערוץ החדש.\n',
    );
    const status = JSON.parse((await cli('translations', 'status', '--json')).stdout);
    expect([status[0].counts.strings.stale, status[0].counts.posts.stale]).toEqual([0, 0]);

    const built = await runCli(['generate', '--root', site.root, '--out', site.out, '-q'], { env: { SOURCE_DATE_EPOCH: '1767225600' } });
    expect(built.code, built.stderr).toBe(0);
    const post = await readFile(join(site.out, 'il/blog/automated-reviews-vs-manual/index.html'), 'utf8');
    expect(post).toContain('מסביר הכול על ערוץ החדש.');
    expect(post).toContain('כל הזכויות שמורות לנו.');
    expect(post).not.toContain('data-translation-notice');
  }, 300_000);
});
