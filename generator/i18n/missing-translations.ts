import type { SiteData } from '../load/load-data.ts';
import type { Reporter } from '../log.ts';
import { missingDataTranslations } from '../render/build-page-data.ts';
import { untranslatedStrings } from './untranslated.ts';
import { translationUnits } from './freshness.ts';

/**
 * Prints the count of UI strings and data texts each language has not translated (listed with
 * --verbose): keys its file lacks, texts copied from English, data texts shown in English.
 * Returns the untranslated keys per language.
 */
export function reportMissingTranslations(data: SiteData, reporter: Reporter): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const lang of data.strings.keys()) {
    if (lang === 'en') continue;
    const strings = untranslatedStrings(data, lang);
    const texts = missingDataTranslations(data, lang);
    missing.set(lang, [...strings.missing, ...strings.copied]);
    if (strings.missing.length + strings.copied.length + texts.length > 0) {
      reporter.info(
        `  ${lang}: ${strings.missing.length} missing string(s), ${strings.copied.length} copied from English, ${texts.length} data text(s) shown in English`,
      );
      [
        ...strings.missing.map((key) => `locales/${lang}.json: ${key}`),
        ...strings.copied.map((key) => `locales/${lang}.json: ${key} (same as English)`),
        ...texts,
      ].forEach((entry) => reporter.detail(entry));
    }
  }
  const stale = [...data.strings.keys()].map((lang) => [lang, translationUnits(data, lang).filter((u) => u.state === 'stale')] as const);
  for (const [lang, units] of stale.filter(([, units]) => units.length > 0)) {
    reporter.info(`  ${lang}: ${units.length} stale translation(s): the English changed since ("sitegen translations status" lists them)`);
    units.forEach((unit) => reporter.detail(`${unit.file}${unit.field ? `: ${unit.field}` : ''} (stale)`));
  }
  return missing;
}
