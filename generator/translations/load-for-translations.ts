import { UsageError } from '../errors.ts';
import { loadSiteData, type SiteData } from '../load/load-data.ts';

/**
 * The site as the translation tools see it: drafts and scheduled posts included (they are
 * translated too), and the languages of the locales named (`--locale il`), all but English when none.
 */
export async function loadForTranslations(root: string, locales: string[] | undefined): Promise<{ data: SiteData; langs: string[] }> {
  const data = await loadSiteData(root, { publish: { drafts: true, future: true } });
  const translated = data.locales.filter((locale) => locale.lang !== 'en');
  const unknown = (locales ?? []).filter((id) => !translated.some((locale) => locale.id === id));
  if (unknown.length > 0) {
    throw new UsageError(`Unknown locale ${unknown.map((id) => `"${id}"`).join(', ')}.`, {
      hint: `translated locales are ${translated.map((locale) => locale.id).join(', ')}`,
    });
  }
  const chosen = locales?.length ? translated.filter((locale) => locales.includes(locale.id)) : translated;
  return { data, langs: [...new Set(chosen.map((locale) => locale.lang))] };
}
