import type { PageContext } from '../context.ts';
import { Icon } from '../components/icons.tsx';
import { LogoMark } from '../components/logo.tsx';
import { LanguageList, LanguageSwitcher } from './language-switcher.tsx';

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

function NavLinks({ ctx, className }: { ctx: PageContext; className: string }) {
  return (
    <ul className={className}>
      {homeSections.map((section) => (
        <li key={section.id}>
          <a href={sectionHref(ctx, section.id)} data-section={section.id} aria-current={section.id === 'hero' && ctx.pageId === 'home' ? 'page' : undefined}>
            {ctx.t(section.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader({ ctx }: { ctx: PageContext }) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="brand" href={ctx.href('home')}>
          <LogoMark />
          <span>{ctx.brand}</span>
        </a>
        <nav className="site-nav" aria-label={ctx.t('nav.label')}>
          <NavLinks ctx={ctx} className="site-nav__links" />
          <LanguageSwitcher ctx={ctx} />
          <a className="button button--primary button--small site-header__cta" href={ctx.href('onboarding')}>
            {ctx.t('nav.getStarted')}
          </a>
          <details className="dropdown mobile-menu">
            <summary className="icon-button" aria-label={ctx.t('nav.menu')}>
              <Icon name="menu" size={22} />
            </summary>
            <div className="dropdown__panel">
              <NavLinks ctx={ctx} className="mobile-menu__links" />
              <LanguageList ctx={ctx} className="mobile-menu__languages" />
              <a className="button button--primary" href={ctx.href('onboarding')}>
                {ctx.t('nav.getStarted')}
              </a>
            </div>
          </details>
        </nav>
      </div>
    </header>
  );
}
