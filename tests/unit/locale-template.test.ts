import fc from 'fast-check';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localeTemplateCache } from '../../generator/locale-template.ts';

interface CardValues {
  title: string;
  href: string;
  tags: string[];
  featured: boolean;
  lang: string | null;
  body: { __html: string };
}

/** A component of the kind templates are made of: strings as text and attributes, branches on the rest. */
const Card = ({ v }: { v: CardValues }) =>
  h('article', { lang: v.lang ?? undefined, 'data-title': v.title },
    h('a', { href: v.href, 'aria-label': `Read: ${v.title}` }, v.title),
    v.featured ? h('span', { className: 'badge' }, 'Featured') : null,
    v.tags.length > 0 ? h('ul', null, v.tags.map((tag) => h('li', { key: tag }, '#', tag))) : null,
    h('div', { dangerouslySetInnerHTML: v.body }));

const direct = (v: CardValues) => renderToStaticMarkup(h(Card, { v }));

// Text with the characters React escapes, the stand-in's character and digits, and letters.
const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '&', '<', '>', '"', "'", '0', '1', 'é', 'ש', '\u0000') });
const values = fc.record({
  title: text,
  href: text.map((s) => `/blog/${s}/`),
  tags: fc.uniqueArray(text, { maxLength: 3 }),
  featured: fc.boolean(),
  lang: fc.option(fc.constantFrom('en', 'he'), { nil: null }),
  body: text.map((s) => ({ __html: `<p>${s.replace(/[<>&"']/g, '')}</p>` })),
});

describe('localeTemplateCache', () => {
  it('gives what React renders directly, for any values, from one template per shape', () => {
    const render = localeTemplateCache();
    fc.assert(fc.property(values, (v) => {
      expect(render('global\u0000card', v, (filled) => h(Card, { v: filled as CardValues }))).toBe(direct(v));
    }), { numRuns: 500 });
  });

  it('renders each shape once with stand-ins, then only fills in', () => {
    const render = localeTemplateCache();
    let renders = 0;
    const card = (v: CardValues) => render('global\u0000card', v, (filled) => {
      renders += 1;
      return h(Card, { v: filled as CardValues });
    });
    const base: CardValues = { title: 'One', href: '/blog/one/', tags: ['a', 'b'], featured: false, lang: null, body: { __html: '<p>1</p>' } };
    card(base);
    expect(renders).toBe(2); // the template, and the direct render it is checked against
    expect(card({ ...base, title: 'Two & <three>', href: '/blog/two/', tags: ['c', 'd'] })).toBe(direct({ ...base, title: 'Two & <three>', href: '/blog/two/', tags: ['c', 'd'] }));
    expect(renders).toBe(2);
    card({ ...base, featured: true });
    card({ ...base, tags: ['a'] });
    card({ ...base, lang: 'he' });
    expect(renders).toBe(8);
  });

  it('keeps locales and components apart', () => {
    const render = localeTemplateCache();
    const v: CardValues = { title: 'One', href: '/one/', tags: [], featured: false, lang: null, body: { __html: '' } };
    expect(render('mx\u0000card', v, (filled) => h('p', null, 'mx ', (filled as CardValues).title))).toBe('<p>mx One</p>');
    expect(render('il\u0000card', v, (filled) => h('p', null, 'il ', (filled as CardValues).title))).toBe('<p>il One</p>');
  });

  it('fails loudly when a component changes its strings instead of showing them', () => {
    const render = localeTemplateCache();
    const Initial = ({ name }: { name: string }) => h('span', null, name.charAt(0));
    expect(() => render('global\u0000initial', { name: 'Ana' }, (filled) => h(Initial, filled as { name: string }))).toThrow(
      /The template "initial" renders differently from its stand-ins than from its values/,
    );
  });

  it('leaves a javascript: link to React, which replaces it', () => {
    const render = localeTemplateCache();
    const link = (href: string) => render('global\u0000link', { href }, (filled) => h('a', { href: (filled as { href: string }).href }, 'x'));
    link('/safe/');
    const unsafe = link('javascript:alert(1)');
    expect(unsafe).toBe(renderToStaticMarkup(h('a', { href: 'javascript:alert(1)' }, 'x')));
    expect(unsafe).not.toContain('alert');
  });
});
