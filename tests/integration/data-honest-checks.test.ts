import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { flattenStrings } from '../../generator/load/schemas/strings.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli, runCliInProcess } from '../helpers/run-cli.ts';

/**
 * Issue 23, item 7: scaffolding and checks that say what is really there. A new locale's strings
 * are reported untranslated until they are; a copy of English does not pass for a translation;
 * `new locale` adds one row to locales.json; help texts list the project's locales; a copied
 * post's id, a missing modifiedDate and a skeleton's stand-in texts are named. Sites keep the
 * global locale only, except where the shipped list of locales is the point (its rows, the help
 * texts). Most runs are the CLI's main in process; the real binary runs `new locale` once, the
 * help texts, and `check` to exit 1 and to exit 0.
 */
let site: FixtureSite | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

const euroTable = {
  plans: {
    starter: { monthly: 15, extraMessage: 0.2 },
    growth: { monthly: 45, extraMessage: 0.15 },
    pro: { monthly: 109, extraMessage: 0.12 },
  },
  enterpriseExtraMessageFrom: 0.1,
  businessNumber: 9,
  roiOrderValue: { min: 20, max: 500, step: 20, default: 60 },
  roiExampleRevenue: 1900,
};

/** A site with French added by `sitegen new locale` and priced; the global locale and French only, unless `locales` says more. */
async function withFrench(locales: string[] = ['global']): Promise<FixtureSite> {
  const fixture = await createFixtureSite({ locales });
  const added = await runCliInProcess(['new', 'locale', 'fr', '--lang', 'fr', '--currency', 'EUR', '--root', fixture.root]);
  expect(added.code).toBe(0);
  await fixture.editJson('data/currencies.json', (tables) => {
    tables.EUR = euroTable;
  });
  return fixture;
}

const englishKeys = async (fixture: FixtureSite) => [...flattenStrings(JSON.parse(await fixture.read('locales/en.json'))).keys()];

describe('a new locale until it is translated', () => {
  it('adds one row to locales/locales.json and changes no other line', async () => {
    site = await createFixtureSite();
    const before = (await site.read('locales/locales.json')).split('\n');
    const result = await runCli(['new', 'locale', 'fr', '--lang', 'fr', '--currency', 'EUR', '--root', site.root]);
    expect(result.code).toBe(0);
    const after = (await site.read('locales/locales.json')).split('\n');
    expect(after).toHaveLength(before.length + 1);
    const lastRow = before.findIndex((line) => line.includes('"id": "br"'));
    // The row before gains its comma; the new row follows it, written the same way.
    expect(after.slice(0, lastRow)).toEqual(before.slice(0, lastRow));
    expect(after[lastRow]).toBe(`${before[lastRow]},`.replace(/,,$/, ','));
    expect(after[lastRow + 1]).toBe(
      '    { "id": "fr", "prefix": "fr", "lang": "fr", "htmlLang": "fr-FR", "hreflang": "fr-FR", "dir": "ltr", "currency": "EUR", "dateLocale": "fr-FR", "ogLocale": "fr_FR", "label": "Français", "country": "FR", "analyticsConsent": "opt-in" }',
    );
    expect(after.slice(lastRow + 2)).toEqual(before.slice(lastRow + 1));
    expect(JSON.parse(await site.read('locales/fr.json'))).toEqual({});
  });

  it('makes check report every French string missing and exit 1', async () => {
    site = await withFrench();
    const result = await runCli(['check', '--root', site.root]);
    expect(result.code).toBe(1);
    const reported = [...result.stderr.matchAll(/^ {2}locales\/fr\.json: (\S+): is missing: pages show the English text$/gm)].map(
      (m) => m[1],
    );
    expect(reported.sort()).toEqual((await englishKeys(site)).sort());
    expect(result.stdout).toMatch(new RegExp(`^fr\\s+fr\\s+\\d+/\\d+\\s+\\d+/\\d+\\s+${reported.length}\\s`, 'm'));
    // The FAQ and testimonials have no French either: named by file and field.
    expect(result.stderr).toContain('data/faqs.json: entries.0.answer.fr: is missing');
    // The build counts them too (and still builds: pages show English meanwhile).
    const build = await runCliInProcess(['generate', '--root', site.root, '--out', site.out]);
    expect(build.code).toBe(0);
    expect(build.stderr).toContain(`fr: ${reported.length} missing string(s), 0 copied from English`);
  });

  it('reports a copy of English as not translated, except the texts on the explicit list', async () => {
    site = await withFrench();
    await site.write('locales/fr.json', await site.read('locales/en.json'));
    const result = await runCliInProcess(['check', '--root', site.root]);
    expect(result.code).toBe(1);
    const copied = [...result.stderr.matchAll(/^ {2}locales\/fr\.json: (\S+): is the English text, not translated/gm)].map((m) => m[1]!);
    expect(copied).toContain('home.hero.title');
    expect(copied).toContain('nav.pricing');
    // On locales/same-as-english.json, and texts with no words: the same in every language.
    for (const allowed of ['onboarding.stepWhatsapp', 'wizard.templates.google', 'plans.pro.name', 'common.rating'])
      expect(copied).not.toContain(allowed);
    expect(result.stderr).not.toContain('locales/fr.json: home.hero.title: is missing');
  });

  it("lists the project's locales in the help texts, the new one included", async () => {
    site = await withFrench(['global', 'il', 'in', 'mx', 'br']);
    // The real binary: the help texts find --root in process.argv (bin/commands/help-locales.ts).
    const help = await runCli(['generate', '--help', '--root', site.root]);
    expect(help.stdout).toContain('build only these locales (global, il, in, mx, br, fr)');
    const post = await runCli(['new', 'post', '--help', '--root', site.root]);
    expect(post.stdout).toContain('language of the post (en, he, hi, es, pt, fr)');
  });
});

describe('posts', () => {
  it('refuses a copied post that kept its id, naming both files', async () => {
    site = await createFixtureSite({ locales: ['global'] });
    const original = await site.read('content/posts/en/more-reviews-more-money.md');
    await site.write('content/posts/en/reviews-and-revenue.md', original.replace(/^slug: .*$/m, 'slug: reviews-and-revenue'));
    const result = await runCliInProcess(['generate', '--root', site.root, '--out', site.out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'content/posts/en/reviews-and-revenue.md: id: 1 is also the id of content/posts/en/more-reviews-more-money.md; two posts of one language cannot share an id (translations of one post share its id across languages; a new post takes a free one, like 7)',
    );
  });

  it('says a missing modifiedDate "is required"', async () => {
    site = await createFixtureSite({ locales: ['global'] });
    const post = await site.read('content/posts/en/more-reviews-more-money.md');
    await site.write('content/posts/en/more-reviews-more-money.md', post.replace(/^modifiedDate: .*\n/m, ''));
    const result = await runCliInProcess(['check', '--root', site.root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/posts/en/more-reviews-more-money.md: modifiedDate: is required');
  });

  it('fails check on a new post skeleton until its title, excerpt and text are written', async () => {
    site = await createFixtureSite({ locales: ['global'] });
    const written = await runCliInProcess(['new', 'post', '--lang', 'en', '--slug', 'reply-to-bad-reviews', '--root', site.root]);
    expect(written.code).toBe(0);
    const file = 'content/posts/en/reply-to-bad-reviews.md';
    const skeleton = await runCliInProcess(['check', '--root', site.root]);
    expect(skeleton.code).toBe(1);
    for (const field of ['title', 'excerpt', 'body'])
      expect(skeleton.stderr).toContain(`${file}: ${field}: is still the stand-in text of "sitegen new post"`);
    const text = await site.read(file);
    await site.write(
      file,
      text
        .replace(/^title: .*$/m, 'title: "How to reply to a bad review"')
        .replace(/^excerpt: .*$/m, 'excerpt: "Five calm steps that turn a one-star review into a returning customer."')
        .replace(
          /TODO: write the article here in Markdown\./,
          'Start by thanking the customer for the review, then answer the point they raised.',
        ),
    );
    const done = await runCliInProcess(['check', '--root', site.root]);
    expect(done.stderr).not.toContain(file);
    expect(done.code).toBe(0);
  }, 60_000);
});

describe('the shipped site', () => {
  it('has every string of every language translated or on the explicit list', async () => {
    const result = await runCli(['check']);
    expect(result.stderr).toContain('No problems found.');
    expect(result.code).toBe(0);
    const list = JSON.parse(await readFile(new URL('../../locales/same-as-english.json', import.meta.url), 'utf8'));
    expect(list.everyLanguage).toContain('WhatsApp');
  });
});
