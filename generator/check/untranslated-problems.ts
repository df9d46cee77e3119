import type { ContentProblem } from '../errors.ts';
import type { SiteData } from '../load/load-data.ts';
import { untranslatedStrings } from '../i18n/untranslated.ts';
import { missingDataTranslations } from '../render/build-page-data.ts';

/**
 * `sitegen check` fails while a language has strings or data texts not translated: each one is a
 * problem naming the file and key, so a new locale (`sitegen new locale`) lists its whole to-do
 * and a copied English file does not pass for a translation. The build only counts them.
 */
export function untranslatedProblems(data: SiteData): ContentProblem[] {
  const languages = [...new Set(data.locales.map((locale) => locale.lang))].filter((lang) => lang !== 'en');
  return languages.flatMap((lang) => {
    const file = `locales/${lang}.json`;
    const { missing, copied } = untranslatedStrings(data, lang);
    return [
      ...missing.map((key) => ({ file, field: key, message: 'is missing: pages show the English text' })),
      ...copied.map((key) => ({
        file,
        field: key,
        message: 'is the English text, not translated',
        hint: 'translate it, or list it in locales/same-as-english.json if it is the same in this language',
      })),
      ...missingDataTranslations(data, lang).map((entry) => {
        const [dataFile, field] = entry.split(': ') as [string, string];
        return { file: dataFile, field: `${field}.${lang}`, message: `is missing: pages in "${lang}" show the English text` };
      }),
    ];
  });
}
