import { UsageError } from '../errors.ts';
import type { SiteData } from '../load/load-data.ts';

/** The locale ids a build makes: the ones asked for (each must exist), or all of them. */
export function selectLocales(data: SiteData, requested: string[] | undefined): Set<string> {
  const known = data.locales.map((locale) => locale.id);
  if (!requested || requested.length === 0) return new Set(known);
  const unknown = requested.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new UsageError(`Unknown locale ${unknown.map((id) => `"${id}"`).join(', ')}. Valid locales: ${known.join(', ')}.`, {
      hint: 'Locales are defined in locales/locales.json.',
    });
  }
  return new Set(requested);
}
