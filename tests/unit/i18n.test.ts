import { describe, expect, it } from 'vitest';
import { createTranslator, missingKeys } from '../../generator/i18n.ts';
import type { Strings } from '../../generator/schemas/strings.ts';
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
