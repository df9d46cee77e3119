import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSyntheticCorpus } from '../../bench/synthetic-corpus.ts';
import { loadIslandRenderer } from '../../generator/island-renderer.ts';
import { loadSiteData } from '../../generator/load-data.ts';
import type { LocaleTemplateRenderer } from '../../generator/locale-template.ts';
import { PageIndex } from '../../generator/page-context.ts';
import { createRenderer, createTranslators } from '../../generator/renderer.ts';
import { buildRoutes } from '../../generator/routes.ts';
import { buildSiteAssets } from '../../generator/site-assets.ts';
import { createFixtureSite, repoRoot, type FixtureSite } from '../helpers/fixture-site.ts';

/** Every component rendered by React on every call: what the templates must reproduce. */
const renderDirectly: LocaleTemplateRenderer = (_key, values, render) => renderToStaticMarkup(render(values));

/** Each page of the site at `root`, rendered from locale templates and directly. */
async function renderBothWays(root: string) {
  const data = await loadSiteData(root);
  const translators = createTranslators(data);
  const routes = buildRoutes(data, translators);
  const index = PageIndex.of(routes);
  const assets = await buildSiteAssets({ root, localeIds: data.locales.map((l) => l.id), defaultLocaleId: data.defaultLocale.id, contentImages: data.posts.flatMap((p) => p.images), runtime: 'preact' });
  const setup = { ...assets.setup, data, pagePaths: index.paths };
  const renderIsland = await loadIslandRenderer(setup.islands.serverBundle);
  const templated = createRenderer(setup, renderIsland, index);
  const direct = createRenderer(setup, renderIsland, index, createTranslators(data), renderDirectly);
  return routes.map((route) => ({ path: route.outputPath, templated: templated.render(route).html, direct: direct.render(route).html }));
}

describe('pages made from locale templates', () => {
  let corpus: FixtureSite | undefined;
  afterAll(() => corpus?.cleanup());

  it('are byte for byte what rendering every component directly gives, on the shipped site', async () => {
    const pages = await renderBothWays(repoRoot);
    expect(pages.filter((page) => page.path.includes('blog/'))).not.toHaveLength(0);
    for (const page of pages) expect(page.templated, page.path).toBe(page.direct);
  });

  it('and on 150 synthetic posts in five languages (fallbacks, featured posts, 0-3 related posts)', async () => {
    corpus = await createFixtureSite();
    await writeSyntheticCorpus(corpus.root, 150);
    const pages = await renderBothWays(corpus.root);
    expect(pages.length).toBeGreaterThan(300);
    for (const page of pages) expect(page.templated, page.path).toBe(page.direct);
  });
});
