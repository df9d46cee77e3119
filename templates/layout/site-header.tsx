import type { LocaleContext, PageContext } from '../context.ts';
import type { SiteNavProps } from '../islands/site-nav.tsx';
import type { SearchSetup } from '../islands/search/search-dialog.tsx';

/** Navbar sections: on the home page they scroll; elsewhere they lead to the home page's section. */
export const homeSections = [
  { id: 'hero', label: 'nav.home' },
  { id: 'how-it-works', label: 'nav.howItWorks' },
  { id: 'roi', label: 'nav.roi' },
  { id: 'testimonials', label: 'nav.testimonials' },
  { id: 'pricing', label: 'nav.pricing' },
  { id: 'contact', label: 'nav.contact' },
] as const;

function sectionHref(ctx: PageContext, id: string): string {
  if (id === 'hero') return ctx.href('home');
  return ctx.pageId === 'home' ? `#${id}` : ctx.href('home', id);
}

/**
 * The locale's login, marked as a returning visit: /login sends a browser that has not finished
 * onboarding to the wizard unless this marker is there (DECISIONS.md), so a customer on a new
 * device can still sign in.
 */
export function signInHref(ctx: LocaleContext): string {
  return `${ctx.href('login')}?returning=1`;
}

const searchLabels = [
  ...['open', 'title', 'label', 'placeholder', 'close', 'noResults', 'resultsOne', 'resultsOther'],
  ...['loading', 'error', 'typePost', 'typePage', 'more'],
] as const;

/** The search button's page without JavaScript, and the locale's Pagefind folder (output/search-index.ts writes it). */
function searchSetup(ctx: PageContext): SearchSetup {
  return {
    href: ctx.href('search'),
    index: `${ctx.href('home')}pagefind/`,
    lang: ctx.locale.htmlLang,
    labels: Object.fromEntries(searchLabels.map((key) => [key, ctx.t(`search.${key}`)])) as SearchSetup['labels'],
  };
}

export function siteNavProps(ctx: PageContext): SiteNavProps {
  return {
    brand: ctx.brand,
    mark: ctx.brandMark,
    homeHref: ctx.href('home'),
    isHome: ctx.pageId === 'home',
    sections: homeSections
      .map((section): SiteNavProps['sections'][number] => ({
        id: section.id,
        label: ctx.t(section.label),
        href: sectionHref(ctx, section.id),
        current: section.id === 'hero' && ctx.pageId === 'home',
      }))
      .concat(
        ctx.contentNav
          .filter((link) => link.menu === 'header')
          .map((link) => ({
            id: link.pageId,
            label: link.label,
            href: ctx.href(link.pageId),
            current: ctx.pageId === link.pageId,
            ...(link.lang ? { lang: link.lang } : {}),
          })),
      ),
    languages: ctx.languages,
    getStarted: { label: ctx.t('nav.getStarted'), href: ctx.href('onboarding') },
    signIn: { label: ctx.t('nav.login'), href: signInHref(ctx) },
    labels: { nav: ctx.t('nav.label'), menu: ctx.t('nav.menu'), language: ctx.t('nav.language') },
    search: searchSetup(ctx),
  };
}
