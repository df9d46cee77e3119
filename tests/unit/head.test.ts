import { describe, expect, it } from 'vitest';
import { buildHeadTags } from '../../generator/render/head.ts';
import { renderHeadTag, serializeJsonForScript } from '../../generator/render/html.ts';
import { loadShippedSite } from '../helpers/site-data.ts';

const assets = {
  stylesheet: '/assets/site.abc.css',
  favicon: '/assets/favicon.abc.svg',
  socialImage: 'https://www.example.com/assets/og/il.abc.png',
  socialImageAlt: 'alt',
  feedTitle: 'Blog',
};

async function headOf(pageId: string, locale: string) {
  const { routes, data } = await loadShippedSite();
  const route = routes.find((r) => r.pageId === pageId && r.locale.id === locale)!;
  return {
    route,
    html: buildHeadTags({
      route,
      site: data.site,
      themeColor: data.brand.colors.accent,
      locales: data.locales,
      assets,
      structuredData: [],
    }).map(renderHeadTag),
  };
}

describe('buildHeadTags', () => {
  it('writes one canonical, the alternates with x-default, Open Graph and Twitter tags', async () => {
    const { html } = await headOf('pricing', 'il');
    expect(html.filter((tag) => tag.startsWith('<link rel="canonical"'))).toEqual([
      '<link rel="canonical" href="https://www.example.com/il/pricing/">',
    ]);
    expect(html.filter((tag) => tag.includes('hreflang'))).toHaveLength(6);
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.com/pricing/">');
    expect(html).toContain('<meta property="og:locale" content="he_IL">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('marks the 404 page noindex, with no canonical and no alternates', async () => {
    const { html } = await headOf('404', 'global');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html.some((tag) => tag.includes('rel="canonical"') || tag.includes('hreflang'))).toBe(false);
  });

  it('lets search engines index the sign-up page (with alternates) but not the login page', async () => {
    const onboarding = await headOf('onboarding', 'il');
    expect(onboarding.html.some((tag) => tag.includes('noindex'))).toBe(false);
    expect(onboarding.html.some((tag) => tag.includes('hreflang="x-default"'))).toBe(true);
    const login = await headOf('login', 'global');
    expect(login.html).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('escapes attribute values and the title', () => {
    expect(renderHeadTag({ tag: 'title', attributes: {}, content: 'Tom & "Jerry" <3' })).toBe(
      '<title>Tom &amp; &quot;Jerry&quot; &lt;3</title>',
    );
    expect(renderHeadTag({ tag: 'meta', attributes: { name: 'description', content: '"><script>' } })).toBe(
      '<meta name="description" content="&quot;&gt;&lt;script&gt;">',
    );
  });
});

describe('serializeJsonForScript', () => {
  it('keeps text from closing the script element and stays valid JSON', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a\u2028b & c' };
    const json = serializeJsonForScript(value);
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
