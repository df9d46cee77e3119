import type { SiteData } from '../load/load-data.ts';
import { translationUnits, unitKinds, type TranslationUnit, type UnitKind, type UnitState } from '../i18n/freshness.ts';

export const unitStates: UnitState[] = ['fresh', 'stale', 'missing', 'fallback'];

/** One locale's translations: counts per kind and state, and the stale units themselves. */
export interface LocaleTranslations {
  locale: string;
  lang: string;
  counts: Record<UnitKind, Record<UnitState, number>>;
  stale: TranslationUnit[];
}

/** `sitegen translations status` for every locale not in English (a locale per language). */
export function translationReport(data: SiteData): LocaleTranslations[] {
  return data.locales
    .filter((locale) => locale.lang !== 'en')
    .map((locale) => {
      const units = translationUnits(data, locale.lang);
      const counts = Object.fromEntries(
        unitKinds.map((kind) => [
          kind,
          Object.fromEntries(unitStates.map((state) => [state, units.filter((u) => u.kind === kind && u.state === state).length])),
        ]),
      ) as LocaleTranslations['counts'];
      return { locale: locale.id, lang: locale.lang, counts, stale: units.filter((unit) => unit.state === 'stale') };
    });
}

/** Where a unit is: `locales/he.json: nav.home`, `content/posts/he/x.md`. */
export const unitName = (unit: TranslationUnit) => (unit.field ? `${unit.file}: ${unit.field}` : unit.file);

/** What changed, as far as the record tells: the English text now, or the English file and its hashes. */
export function staleReason(unit: TranslationUnit): string {
  const was = unit.recorded ? `recorded ${unit.recorded}` : 'records no source';
  if (unit.field === '') return `translates an older ${unit.english} (${was}, now ${unit.current})`;
  const text = unit.english.length > 80 ? `${unit.english.slice(0, 77)}...` : unit.english;
  return `translates an older English (${was}, now ${unit.current}); the English now reads ${JSON.stringify(text)}`;
}

/** The report as a table per locale (kinds as rows, states as columns), then the stale units. */
export function formatTranslationReport(report: LocaleTranslations[]): string {
  const out: string[] = [];
  for (const entry of report) {
    out.push(`${entry.locale} (${entry.lang})`);
    const rows = unitKinds.map((kind) => [kind, ...unitStates.map((state) => String(entry.counts[kind][state]))]);
    const header = ['', ...unitStates];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
    for (const row of [header, ...rows])
      out.push(`  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`);
    for (const unit of entry.stale) out.push(`  stale: ${unitName(unit)}: ${staleReason(unit)}`);
    out.push('');
  }
  return out.join('\n');
}
