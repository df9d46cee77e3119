import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Issue 42: an import changes only the lines it translates (a data text in place, a list item of
 * the front matter, a legal title), and a stale unit exported with `--stale-only`, translated
 * again and imported, is fresh.
 */
let site: FixtureSite;
beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il'] });
});
afterAll(() => site?.cleanup());

const cli = (...args: string[]) => runCli([...args, '--root', site.root]);
const withTarget = (xml: string, id: string, target: string) => {
  const at = xml.indexOf(`<unit id="${id}">`);
  expect(at, id).toBeGreaterThanOrEqual(0);
  const start = xml.indexOf('<target>', at) + '<target>'.length;
  return xml.slice(0, start) + target + xml.slice(xml.indexOf('</target>', start));
};
/** The lines of `after` that are not in `before`. */
const changedLines = (before: string, after: string) => after.split('\n').filter((line) => !before.split('\n').includes(line));

describe('XLIFF import writes in place (issue 42)', () => {
  it('a data text, a tag and a legal title change their own line and nothing else', async () => {
    const files = ['data/faqs.json', 'content/posts/he/why-whatsapp-for-reviews.md', 'content/legal/he/terms.md'];
    const before = await Promise.all(files.map((file) => site.read(file)));
    expect((await cli('translations', 'export', '--locale', 'he', '-o', site.path('he.xlf'))).code).toBe(0);
    let xml = await site.read('he.xlf');
    xml = withTarget(xml, 'data/faqs.json#entries.which-industries.question', 'האם זה מתאים לעסק שלי?');
    xml = withTarget(xml, 'posts/why-whatsapp-for-reviews/tags/3', 'מסרונים');
    xml = withTarget(xml, 'legal/terms/title', 'תנאי השימוש');
    await site.write('he.xlf', xml);
    const result = await cli('translations', 'import', site.path('he.xlf'));
    expect(result.code, result.stderr).toBe(0);
    const after = await Promise.all(files.map((file) => site.read(file)));
    expect(changedLines(before[0]!, after[0]!)).toEqual(['        "he": "האם זה מתאים לעסק שלי?",']);
    expect(changedLines(before[1]!, after[1]!)).toEqual(['tags: ["WhatsApp", "ביקורות בגוגל", "מסרונים", "אוטומציה"]']);
    expect(changedLines(before[2]!, after[2]!)).toEqual(['title: "תנאי השימוש"']);
    expect(after[0]!.split('\n').length).toBe(before[0]!.split('\n').length);
    const status = JSON.parse((await cli('translations', 'status', '--json')).stdout)[0];
    expect([status.counts.data.stale, status.counts.posts.stale, status.counts.legal.stale]).toEqual([0, 0, 0]);
  }, 120_000);

  it('a stale unit exported alone, translated and imported, is fresh again', async () => {
    await site.editJson('locales/en.json', (strings) => {
      strings.footer.rights = '© {{year}} {{brand}}. All rights reserved worldwide.';
    });
    expect(JSON.parse((await cli('translations', 'status', '--json')).stdout)[0].counts.strings.stale).toBe(1);
    expect((await cli('translations', 'export', '--locale', 'il', '--stale-only', '-o', site.path('stale.xlf'))).code).toBe(0);
    const xml = await site.read('stale.xlf');
    expect(xml.match(/<unit /g)).toHaveLength(1);
    await site.write(
      'stale.xlf',
      withTarget(
        xml,
        'strings/footer.rights',
        '© <ph id="1" equiv="{{year}} "/><ph id="2" equiv="{{brand}}"/>. כל הזכויות שמורות בכל העולם.',
      ),
    );
    const result = await cli('translations', 'import', site.path('stale.xlf'));
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(await site.read('locales/he.json')).footer.rights).toBe('© {{year}} {{brand}}. כל הזכויות שמורות בכל העולם.');
    expect(JSON.parse((await cli('translations', 'status', '--json')).stdout)[0].counts.strings.stale).toBe(0);
  }, 120_000);
});
