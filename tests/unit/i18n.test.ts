import fc from 'fast-check';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createTranslator, missingKeys } from '../../generator/i18n/i18n.ts';
import { flattenStrings, type Strings } from '../../generator/load/schemas/strings.ts';
import { loadShippedSite } from '../helpers/site-data.ts';

describe('createTranslator', () => {
  const strings = new Map<string, Strings>([
    ['en', { greet: 'Hello {{name}} from {{brand}}', onlyEnglish: 'English only' }],
    ['es', { greet: 'Hola {{name}} de {{brand}}' }],
  ]);

  it('translates with interpolation and the brand available everywhere', () => {
    const { t } = createTranslator('es', strings, { brand: 'Acme' });
    expect(t('greet', { name: 'Ana' })).toBe('Hola Ana de Acme');
  });

  it('falls back to English, then to the key, and records keys no language has', () => {
    const translator = createTranslator('es', strings, { brand: 'Acme' });
    expect(translator.t('onlyEnglish')).toBe('English only');
    expect(translator.t('nowhere.at.all')).toBe('nowhere.at.all');
    expect([...translator.unknownKeys]).toEqual(['nowhere.at.all']);
  });

  it('shares translations between translators of the same frozen strings, yet each records the unknown keys asked of it', () => {
    // As a dev rebuild gets them for unchanged files (load/same-text.ts).
    const frozen = new Map<string, Strings>([
      ['en', Object.freeze({ greet: 'Hello', nested: 'Say $t(missing.inner)' })],
      ['es', Object.freeze({ greet: 'Hola' })],
    ]);
    const first = createTranslator('es', frozen, { brand: 'Acme' });
    expect(first.t('nested')).toBe('Say missing.inner');
    expect(first.t('gone')).toBe('gone');
    expect([...first.unknownKeys].sort()).toEqual(['gone', 'missing.inner']);
    // The next rebuild's translator gets the kept translations, and the unknown keys of the
    // pages it renders: a key no template asks for any more is not reported again.
    const second = createTranslator('es', frozen, { brand: 'Acme' });
    expect(second.t('greet')).toBe('Hola');
    expect([...second.unknownKeys]).toEqual([]);
    expect(second.t('nested')).toBe('Say missing.inner');
    expect([...second.unknownKeys]).toEqual(['missing.inner']);
  });

  it('keeps instances apart: one locale never sees another locale language', () => {
    const es = createTranslator('es', strings, { brand: 'Acme' });
    const en = createTranslator('en', strings, { brand: 'Acme' });
    expect(es.t('greet', { name: 'A' })).toMatch(/^Hola/);
    expect(en.t('greet', { name: 'A' })).toMatch(/^Hello/);
  });
});

/**
 * Keys a language may leave in English on purpose, reviewed one by one. Empty: every shipped
 * language has every key. Add a key here only with a reason next to it.
 */
const allowedMissing: Record<string, string[]> = { he: [], hi: [], es: [], pt: [] };

describe('shipped translations', () => {
  it('have every English key in every language, except the reviewed list', async () => {
    const { data } = await loadShippedSite();
    const english = data.strings.get('en')!;
    for (const lang of ['he', 'hi', 'es', 'pt']) {
      const missing = missingKeys(english, data.strings.get(lang)).filter((key) => !allowedMissing[lang]!.includes(key));
      expect(missing, `locales/${lang}.json misses these keys`).toEqual([]);
    }
  });

  it('translate the navigation and footer: no English left on a non-English locale', async () => {
    const { data } = await loadShippedSite();
    const en = data.strings.get('en') as Record<string, Record<string, string>>;
    for (const lang of ['he', 'hi', 'es', 'pt']) {
      const other = data.strings.get(lang) as Record<string, Record<string, string>>;
      for (const group of ['nav', 'footer'] as const) {
        for (const [key, value] of Object.entries(en[group]!)) {
          // Words that are the same in both languages (Blog, Menu) are allowed to match.
          if (['blog', 'menu', 'roi', 'legal'].includes(key.toLowerCase())) continue;
          expect(other[group]![key], `${lang}: ${group}.${key}`).not.toBe(value);
        }
      }
    }
  });
});

describe('createTranslator against i18next itself', () => {
  it('gives what i18next gives, for every shipped key, language and any values', async () => {
    const { data } = await loadShippedSite();
    const english = flattenStrings(data.strings.get('en')!);
    const keys = [...english.keys(), 'no.such.key'];
    const reference = new Map(
      [...data.strings.keys()].map((lang) => {
        const instance = i18next.createInstance();
        void instance.init({
          lng: lang,
          fallbackLng: 'en',
          resources: Object.fromEntries([...data.strings].map(([code, value]) => [code, { translation: value }])),
          initAsync: false,
          interpolation: { escapeValue: false, defaultVariables: { brand: 'Brand' } },
          returnNull: false,
        });
        return [lang, instance];
      }),
    );
    const translators = new Map([...data.strings.keys()].map((lang) => [lang, createTranslator(lang, data.strings, { brand: 'Brand' })]));
    // Values as templates pass them: numbers and strings, including ones that look like
    // placeholders, nesting or the translator's own stand-ins.
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constantFrom('{{brand}}', '$t(nav.home)', '\u00000\u0000', '<b>&amp;</b>', 'שלום', 'नमस्ते'),
    );
    const names = fc.uniqueArray(
      fc.constantFrom('name', 'title', 'page', 'price', 'number', 'count', 'brand', 'year', 'minutes', 'author', 'unused'),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...reference.keys()),
        fc.constantFrom(...keys),
        names.chain((list) => fc.tuple(...list.map(() => value)).map((vals) => Object.fromEntries(list.map((n, i) => [n, vals[i]!])))),
        (lang, key, values) => {
          const { t } = translators.get(lang)!;
          const expected = reference.get(lang)!.t(key, values) as string;
          // Twice: the second call comes from the translator's templates.
          expect(t(key, values)).toBe(expected);
          expect(t(key, values)).toBe(expected);
          expect(t(key)).toBe(reference.get(lang)!.t(key) as string);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
