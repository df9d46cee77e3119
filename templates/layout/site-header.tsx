import type { PageContext } from '../context.ts';
import type { SiteNavProps } from '../islands/site-nav.tsx';

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

export function siteNavProps(ctx: PageContext): SiteNavProps {
  return {
    brand: ctx.brand,
    homeHref: ctx.href('home'),
    isHome: ctx.pageId === 'home',
    sections: homeSections.map((section) => ({
      id: section.id,
      label: ctx.t(section.label),
      href: sectionHref(ctx, section.id),
      current: section.id === 'hero' && ctx.pageId === 'home',
    })),
    languages: ctx.languages,
    getStarted: { label: ctx.t('nav.getStarted'), href: ctx.href('onboarding') },
    labels: { nav: ctx.t('nav.label'), menu: ctx.t('nav.menu'), language: ctx.t('nav.language') },
  };
}
