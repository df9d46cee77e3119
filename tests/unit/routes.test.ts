import { describe, expect, it } from 'vitest';
import { RouteConflictError } from '../../generator/errors.ts';
import { assertNoConflicts, buildRoutes, type Route } from '../../generator/routes/routes.ts';
import { pageDefinitions } from '../../generator/routes/page-definitions.ts';
import { loadShippedSite } from '../helpers/site-data.ts';

const find = (routes: Route[], pageId: string, locale: string) => routes.find((r) => r.pageId === pageId && r.locale.id === locale)!;

describe('buildRoutes', () => {
  it('plans a page asked for by its id as the whole table has it (how sitegen dev plans pages on request)', async () => {
    const { routes, data, translators } = await loadShippedSite();
    const pageIds = [...new Set(routes.map((route) => route.pageId))];
    expect(pageIds.length).toBeGreaterThan(30);
    for (const pageId of pageIds) {
      // Related posts are found when first read: toEqual reads them, on both sides.
      expect(buildRoutes(data, translators, new Set([pageId])), pageId).toEqual(routes.filter((route) => route.pageId === pageId));
    }
  });

  it('plans every page in every locale, default locale at the root', async () => {
    const { routes } = await loadShippedSite();
    // Every page in five locales, six posts and two content pages (about, cookie-policy) in
    // five locales (own or English fallback), and 13 archives (5 categories, 8 tags) per locale.
    expect(routes).toHaveLength(pageDefinitions.length * 5 + 6 * 5 + 3 * 5 + 13 * 5);
    expect(find(routes, 'home', 'global')).toMatchObject({ path: '/', outputPath: 'index.html' });
    expect(find(routes, 'pricing', 'mx')).toMatchObject({ path: '/mx/pricing/', outputPath: 'mx/pricing/index.html' });
    expect(find(routes, '404', 'il')).toMatchObject({ path: '/il/404.html', outputPath: 'il/404.html' });
  });

  it('makes every indexable page self-canonical with one alternate per locale plus x-default', async () => {
    const { routes, data } = await loadShippedSite();
    const pricing = find(routes, 'pricing', 'il');
    expect(pricing.canonical).toBe(`${data.site.siteUrl}/il/pricing/`);
    expect(pricing.alternates).toEqual([
      { hreflang: 'en', href: `${data.site.siteUrl}/pricing/` },
      { hreflang: 'he-IL', href: `${data.site.siteUrl}/il/pricing/` },
      { hreflang: 'hi-IN', href: `${data.site.siteUrl}/in/pricing/` },
      { hreflang: 'es-MX', href: `${data.site.siteUrl}/mx/pricing/` },
      { hreflang: 'pt-BR', href: `${data.site.siteUrl}/br/pricing/` },
      { hreflang: 'x-default', href: `${data.site.siteUrl}/pricing/` },
    ]);
  });

  it('keeps alternates reciprocal: every page an alternate names lists the same set back', async () => {
    const { routes } = await loadShippedSite();
    const byCanonical = new Map(routes.filter((r) => r.indexable).map((r) => [r.canonical, r]));
    for (const route of routes.filter((r) => r.indexable)) {
      for (const alternate of route.alternates.filter((a) => a.hreflang !== 'x-default')) {
        const other = byCanonical.get(alternate.href);
        expect(other, `${route.path} → ${alternate.href}`).toBeDefined();
        expect(other!.alternates).toEqual(route.alternates);
      }
      expect(route.alternates.some((a) => a.href === route.canonical)).toBe(true);
    }
  });

  it('shows the English legal text under /in, canonical to the original, out of hreflang and sitemap', async () => {
    const { routes, data } = await loadShippedSite();
    const terms = find(routes, 'terms', 'in');
    expect(terms).toMatchObject({ fallback: true, contentLang: 'en', indexable: false, alternates: [] });
    expect(terms.canonical).toBe(`${data.site.siteUrl}/terms/`);
    const original = find(routes, 'terms', 'global');
    expect(original.alternates.map((a) => a.hreflang)).toEqual(['en', 'he-IL', 'es-MX', 'pt-BR', 'x-default']);
    expect(find(routes, 'terms', 'il')).toMatchObject({ fallback: false, contentLang: 'he' });
  });

  it('derives breadcrumbs with localized names, none on the home page', async () => {
    const { routes } = await loadShippedSite();
    expect(find(routes, 'home', 'mx').breadcrumbs).toEqual([]);
    expect(find(routes, 'contact', 'mx').breadcrumbs).toEqual([
      { name: 'Inicio', path: '/mx/' },
      { name: 'Contacto', path: '/mx/contact/' },
    ]);
  });

  it('gives every page a title and a description that are unique within its locale', async () => {
    const { routes } = await loadShippedSite();
    for (const locale of ['global', 'il', 'in', 'mx', 'br']) {
      const own = routes.filter((r) => r.locale.id === locale);
      expect(new Set(own.map((r) => r.title)).size, `${locale} titles`).toBe(own.length);
      expect(new Set(own.map((r) => r.description)).size, `${locale} descriptions`).toBe(own.length);
    }
  });

  it('refuses two routes that write the same file, naming both', () => {
    const route = (pageId: string, locale: string, outputPath: string) =>
      ({ pageId, locale: { id: locale }, outputPath }) as unknown as Route;
    expect(() => assertNoConflicts([route('pricing', 'global', 'mx/index.html'), route('home', 'mx', 'mx/index.html')])).toThrowError(
      new RouteConflictError([{ outputPath: 'mx/index.html', sources: ['pricing (global)', 'home (mx)'] }]),
    );
  });
});
