import { createTranslator, type Translator } from '../../generator/i18n/i18n.ts';
import { loadSiteData, type SiteData } from '../../generator/load/load-data.ts';
import { buildRoutes, type Route } from '../../generator/routes/routes.ts';
import { repoRoot } from './fixture-site.ts';

let cached: Promise<{ data: SiteData; translators: Map<string, Translator>; routes: Route[] }> | undefined;

/** The shipped site loaded once per test file: data, translators and the route table. */
export function loadShippedSite() {
  cached ??= (async () => {
    const data = await loadSiteData(repoRoot);
    const translators = new Map(
      [...data.strings.keys()].map((lang) => [lang, createTranslator(lang, data.strings, { brand: data.site.brandName })]),
    );
    return { data, translators, routes: buildRoutes(data, translators) };
  })();
  return cached;
}
