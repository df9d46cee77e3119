import type { ContentProblem } from '../errors.ts';
import type { SiteData } from '../load/load-data.ts';
import { translationUnits } from '../i18n/freshness.ts';
import { staleReason } from '../translations/status.ts';

/**
 * `sitegen check` fails on every translation made from an older English than the one on disk
 * (issue 42): each is a problem naming the file, the key or field, and what the English reads now.
 */
export function staleProblems(data: SiteData): ContentProblem[] {
  const languages = [...new Set(data.locales.map((locale) => locale.lang))].filter((lang) => lang !== 'en');
  return languages.flatMap((lang) =>
    translationUnits(data, lang)
      .filter((unit) => unit.state === 'stale')
      .map((unit) => ({
        file: unit.file,
        field: unit.kind === 'data' ? `${unit.field}.${lang}` : unit.field,
        message: staleReason(unit),
        hint: `update the translation, then run "sitegen translations mark-fresh ${unit.field && unit.kind !== 'data' ? `${unit.file}#${unit.field}` : unit.file}${unit.kind === 'data' ? ` --locale ${lang}` : ''}"`,
      })),
  );
}
