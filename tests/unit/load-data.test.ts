import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../generator/load/load-data.ts';
import { createFixtureSite, repoRoot, type FixtureSite } from '../helpers/fixture-site.ts';
import { loadProblems } from '../helpers/load-problems.ts';

let site: FixtureSite | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

describe('loadSiteData', () => {
  it('loads the shipped site: five locales, default first, every strings file', async () => {
    const data = await loadSiteData(repoRoot);
    expect(data.locales.map((l) => l.id)).toEqual(['global', 'il', 'in', 'mx', 'br']);
    expect(data.defaultLocale.prefix).toBe('');
    expect([...data.strings.keys()].sort()).toEqual(['en', 'es', 'he', 'hi', 'pt']);
    expect(data.plans.plans.map((p) => [p.slug, data.currencies.USD!.plans[p.slug]!.monthly])).toEqual([
      ['starter', 15],
      ['growth', 49],
      ['pro', 120],
    ]);
    expect(data.legal.map((d) => `${d.lang}/${d.kind}`).sort()).toEqual([
      'en/privacy',
      'en/terms',
      'es/privacy',
      'es/terms',
      'he/privacy',
      'he/terms',
      'pt/privacy',
      'pt/terms',
    ]);
  });

  it('reports every problem of every file at once, as file: field: message', async () => {
    site = await createFixtureSite();
    await site.editJson('data/plans.json', (plans) => {
      plans.plans[2].messages = 'many';
      delete plans.plans[0].messages;
    });
    await site.editJson('data/site.json', (settings) => {
      settings.siteUrl = 'not a url';
    });
    await site.editJson('data/faqs.json', (faqs) => {
      faqs.entries[0].topic = 'nowhere';
    });
    expect(await loadProblems(site.root)).toEqual([
      'data/faqs.json: entries.0.topic: unknown topic "nowhere"; topics are getting-started, pricing-billing, numbers-whatsapp, reviews-automation, privacy-security',
      'data/plans.json: plans[starter].messages: is required (expected number)',
      'data/plans.json: plans[pro].messages: Invalid input: expected number, received string',
      'data/site.json: siteUrl: must be the absolute http(s) URL the site is published at',
    ]);
  });

  it('names the line and column of a JSON syntax error', async () => {
    site = await createFixtureSite();
    await site.write('data/currencies.json', '{\n  "base": "USD",\n  "rates": { "ILS": 3.5, }\n}\n');
    const [problem] = await loadProblems(site.root);
    expect(problem).toMatch(/^data\/currencies\.json: is not valid JSON at line 3, column \d+: /);
  });

  it('refuses an unknown field with a hint to remove it', async () => {
    site = await createFixtureSite();
    await site.editJson('data/site.json', (settings) => {
      settings.brandname = 'typo';
    });
    expect(await loadProblems(site.root)).toEqual(['data/site.json: unknown field "brandname"; remove or rename it']);
  });

  it('refuses a locale whose prefix another locale already uses', async () => {
    site = await createFixtureSite();
    await site.editJson('locales/locales.json', (file) => {
      file.locales[4].prefix = 'mx';
    });
    expect(await loadProblems(site.root)).toEqual(['locales/locales.json: locales.4.prefix: "mx" is already used by locales.3']);
  });

  it('reads a file with a byte-order mark and CRLF line endings as if it had neither', async () => {
    site = await createFixtureSite();
    const original = await site.read('data/currencies.json');
    await site.write('data/currencies.json', `\uFEFF${original.replace(/\n/g, '\r\n')}`);
    const data = await loadSiteData(site.root);
    expect(data.currencies.ILS!.businessNumber).toBe(35);
  });

  it('refuses a file that is not UTF-8 and an empty file', async () => {
    site = await createFixtureSite();
    await site.write('data/currencies.json', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    await site.write('data/testimonials.json', '');
    expect(await loadProblems(site.root)).toEqual([
      'data/currencies.json: is not valid UTF-8 text (save the file as UTF-8)',
      'data/testimonials.json: is empty',
    ]);
  });

  it('catches a broken placeholder and a placeholder the English text does not have', async () => {
    site = await createFixtureSite();
    await site.editJson('locales/es.json', (strings) => {
      strings.footer.rights = '© {{year} {{brand}}';
      strings.blog.minRead = '{{minutos}} min de lectura';
    });
    expect(await loadProblems(site.root)).toEqual([
      'locales/es.json: footer.rights: has a broken placeholder in "© {{year} {{brand}}" (write placeholders as {{name}})',
      'locales/es.json: blog.minRead: uses {{minutos}}, which the English text does not have (use {{minutes}})',
    ]);
  });

  it('requires the English legal texts and names an unknown placeholder in one', async () => {
    site = await createFixtureSite();
    const { rm } = await import('node:fs/promises');
    await rm(site.path('content/legal/en/privacy.md'));
    const terms = await site.read('content/legal/en/terms.md');
    await site.write('content/legal/en/terms.md', `${terms}\nWrite to {{supportEmail}}.\n`);
    expect(await loadProblems(site.root)).toEqual([
      'content/legal/en/privacy.md: file not found (English legal texts are required: every language falls back to them)',
      'content/legal/en/terms.md: body: unknown placeholder {{supportEmail}} (known placeholders are {{brand}}, {{company}}, {{email}}, {{privacyEmail}}, {{dpoEmail}}, {{address}}, {{accessibilityContact}}, {{accessibilityReviewed}})',
    ]);
  });

  it('names a bad record key with its own reason, and refuses currencies that do not exist', async () => {
    site = await createFixtureSite();
    await site.editJson('data/currencies.json', (file) => {
      file.ils = file.ILS;
      file.ILZ = file.ILS;
    });
    await site.editJson('locales/locales.json', (file) => {
      file.locales[1].currency = 'XYZ';
    });
    expect(await loadProblems(site.root)).toEqual([
      'data/currencies.json: ils: must be an ISO 4217 code like "ILS"',
      'data/currencies.json: ILZ: "ILZ" is not a known ISO 4217 currency (did you mean "ILS"?)',
      'locales/locales.json: locales.1.currency: "XYZ" is not a known ISO 4217 currency (use a code from the ISO 4217 list, like "EUR")',
    ]);
  });

  it('refuses a locale prefix that is also the path of a page', async () => {
    site = await createFixtureSite();
    await site.editJson('locales/locales.json', (file) => {
      file.locales[1].prefix = 'roi';
    });
    expect(await loadProblems(site.root)).toEqual([
      'locales/locales.json: locales.1.prefix: "roi" is also the path of a page (/roi/); choose another prefix, like the country code',
    ]);
  });

  it('names the string of a strings file that is not a string, however deep', async () => {
    site = await createFixtureSite();
    await site.editJson('locales/es.json', (strings) => {
      strings.footer.rights = 2026;
      strings.nav.home = null;
    });
    expect(await loadProblems(site.root)).toEqual([
      'locales/es.json: nav.home: must be a string (got null; write the text in quotes)',
      'locales/es.json: footer.rights: must be a string (got a number; write it in quotes: "2026")',
    ]);
  });

  it('refuses a plan feature that the English strings do not define', async () => {
    site = await createFixtureSite();
    await site.editJson('data/plans.json', (plans) => {
      plans.plans[1].features[0] = 'notAFeature';
    });
    const problems = await loadProblems(site.root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^data\/plans\.json: plans\[growth\]\.features\.0: "notAFeature" has no text: locales\/en\.json has no plans\.features\.notAFeature \(add it there, or use a feature it defines: connectors1, /,
    );
  });

  it('refuses a legal folder for a language no locale uses', async () => {
    site = await createFixtureSite();
    const { mkdir } = await import('node:fs/promises');
    await mkdir(site.path('content/legal/fr'), { recursive: true });
    await site.write('content/legal/fr/terms.md', await site.read('content/legal/en/terms.md'));
    expect(await loadProblems(site.root)).toEqual([
      'content/legal/fr: is a folder for language "fr", which no locale uses (languages are en, he, hi, es, pt; rename the folder or add a locale)',
    ]);
  });

  it('reports a bad effective date in legal front matter', async () => {
    site = await createFixtureSite();
    const terms = await site.read('content/legal/es/terms.md');
    await site.write('content/legal/es/terms.md', terms.replace(/effectiveDate: .*/, 'effectiveDate: "10/08/2025"'));
    expect(await loadProblems(site.root)).toEqual(['content/legal/es/terms.md: effectiveDate: must be a date written as YYYY-MM-DD']);
  });
});
