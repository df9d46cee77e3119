import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../templates/context.ts';
import { Island } from '../../templates/components/island.tsx';
import { cachingIslandRenderer } from '../../generator/island-cache.ts';
import { bundleIslandServer, type ClientRuntime } from '../../generator/islands.ts';
import { loadIslandRenderer } from '../../generator/island-renderer.ts';
import type { SiteNavProps } from '../../templates/islands/site-nav.tsx';

const languages = ['global', 'mx', 'il'];

function navProps(page: string, overrides: Partial<SiteNavProps> = {}): SiteNavProps {
  return {
    brand: 'ReviewNudge',
    homeHref: '/mx/',
    isHome: false,
    sections: [{ id: 'pricing', label: 'Precios', href: '/mx/#pricing', current: false }],
    languages: languages.map((id, i) => ({ id, label: id, htmlLang: id, href: `/${id}/blog/${page}/`, current: i === 1 })),
    getStarted: { label: 'Empezar', href: '/mx/onboarding/' },
    labels: { nav: 'Navegación', menu: 'Menú', language: 'Idioma' },
    ...overrides,
  };
}

describe('cachingIslandRenderer', () => {
  it('renders once per props apart from links, and puts each call’s links back', () => {
    const calls: unknown[] = [];
    const { render } = cachingIslandRenderer((name, props) => {
      calls.push(props);
      const { links } = props as { links: { href: string }[] };
      return `<nav data-name="${name}">${links.map((link) => `<a href="${link.href}">x</a>`).join('')}</nav>`;
    });
    expect(render('nav', { links: [{ href: '/a/' }, { href: '/b/' }] })).toBe('<nav data-name="nav"><a href="/a/">x</a><a href="/b/">x</a></nav>');
    expect(render('nav', { links: [{ href: '/c/' }, { href: '/d/' }] })).toBe('<nav data-name="nav"><a href="/c/">x</a><a href="/d/">x</a></nav>');
    expect(calls).toHaveLength(1);
  });

  it('renders directly when a link has characters a runtime would escape', () => {
    let calls = 0;
    const { render } = cachingIslandRenderer((_name, props) => {
      calls += 1;
      return `<a href="${(props as { href: string }).href.replace(/&/g, '&amp;')}"></a>`;
    });
    expect(render('x', { href: '/a/?b=1&c=2' })).toBe('<a href="/a/?b=1&amp;c=2"></a>');
    expect(render('x', { href: '/a/?b=1&c=3' })).toBe('<a href="/a/?b=1&amp;c=3"></a>');
    expect(calls).toBe(2);
  });

  for (const runtime of ['preact', 'react'] satisfies ClientRuntime[]) {
    it(`gives the same navigation markup as direct rendering (${runtime})`, async () => {
      const direct = await loadIslandRenderer(await bundleIslandServer(runtime));
      const cached = cachingIslandRenderer(direct);
      const variants = [
        navProps('post-a'),
        navProps('post-b'),
        navProps('post-c', { isHome: true, homeHref: '/mx/' }),
        navProps('post-a', { brand: 'Other' }),
      ];
      for (const props of [...variants, ...variants]) expect(cached.render('site-nav', props)).toBe(direct('site-nav', props));
    });

    it(`gives the navigation in its wrapper element as React renders <Island> (${runtime})`, async () => {
      const direct = await loadIslandRenderer(await bundleIslandServer(runtime));
      const cached = cachingIslandRenderer(direct);
      const ctx = { renderIsland: direct } as unknown as PageContext;
      const variants = [
        navProps('post-a'),
        navProps('post-b'),
        navProps('post-b', { brand: 'Quote " & \'apostrophe\' <b>' }),
        navProps('post-c', { isHome: true, homeHref: '/mx/?a=1&b=2' }),
        navProps('post-d', { homeHref: '/mx/\\back' }),
      ];
      for (const props of [...variants, ...variants]) {
        expect(cached.element('site-nav', props)).toBe(renderToStaticMarkup(createElement(Island, { ctx, name: 'site-nav', props })));
      }
    });
  }
});
