import type { SiteData } from '../load/load-data.ts';
import type { Reporter } from '../log.ts';
import { missingDataTranslations } from '../render/build-page-data.ts';
import { missingKeys } from './i18n.ts';

/** Prints the count of UI strings and data texts each language lacks (listed with --verbose). */
export function reportMissingTranslations(data: SiteData, reporter: Reporter): Map<string, string[]> {
  const english = data.strings.get('en')!;
  const missing = new Map<string, string[]>();
  for (const lang of data.strings.keys()) {
    if (lang === 'en') continue;
    const keys = missingKeys(english, data.strings.get(lang));
    const texts = missingDataTranslations(data, lang);
    missing.set(lang, keys);
    if (keys.length + texts.length > 0) {
      reporter.info(`  ${lang}: ${keys.length} missing string(s), ${texts.length} data text(s) shown in English`);
      [...keys.map((key) => `locales/${lang}.json: ${key}`), ...texts].forEach((entry) => reporter.detail(entry));
    }
  }
  return missing;
}
