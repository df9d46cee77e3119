import { useEffect, useRef } from 'react';
import { Icon } from '../components/icons.tsx';
import { LogoMark, type MarkView } from '../components/logo.tsx';
import { prefersReducedMotion, timings } from './runtime/timing.ts';
import { track } from './runtime/track.ts';
import type { SearchSetup } from './search/search-dialog.tsx';

export interface SiteNavProps {
  brand: string;
  mark: MarkView;
  homeHref: string;
  isHome: boolean;
  /** The home page's sections, then content pages placed in the header (`lang` set when the label is in another language). */
  sections: { id: string; label: string; href: string; current: boolean; lang?: string }[];
  languages: { id: string; label: string; htmlLang: string; href: string; current: boolean }[];
  getStarted: { label: string; href: string };
  /** The locale's login, with the marker that lets a returning customer stay on it. */
  signIn: { label: string; href: string };
  labels: { nav: string; menu: string; language: string };
  search: SearchSetup;
}

function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) {
    console.warn(`No section #${id} on this page.`);
    return;
  }
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/** Closes a <details> menu on Escape (focus back on its button) and on a click outside it. */
function useDismiss(ref: { current: HTMLDetailsElement | null }, onToggle?: (open: boolean) => void) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      if (details.open) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        close();
        // The button is in the sticky header, always in view: focusing it must not scroll the page.
        details.querySelector('summary')?.focus({ preventScroll: true });
      }
    };
    // The open mobile menu's dimmed backdrop is the details' own ::before: a click on it targets the details.
    const onClick = (event: MouseEvent) => {
      if (event.target === details || !details.contains(event.target as Node)) close();
    };
    const toggled = () => onToggle?.(details.open);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    details.addEventListener('toggle', toggled);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      details.removeEventListener('toggle', toggled);
    };
  }, [ref, onToggle]);
}

/** Locks page scrolling while the mobile menu is open. */
function lockScroll(locked: boolean) {
  document.documentElement.classList.toggle('scroll-locked', locked);
}

export default function SiteNav(props: SiteNavProps) {
  const menu = useRef<HTMLDetailsElement>(null);
  const languageMenu = useRef<HTMLDetailsElement>(null);
  useDismiss(menu, lockScroll);
  useDismiss(languageMenu);
  // The dialog's code (and then the index) is fetched on the first click, not with the page; it
  // mounts itself beside the page, so this island carries no state for it.
  const openSearch = (event: { preventDefault(): void }) => {
    event.preventDefault();
    import('./search/search-dialog.tsx').then(
      (module) => module.openSearch(props.search),
      () => window.location.assign(props.search.href),
    );
  };

  // Arriving at the home page with #section (from another page's navbar): scroll after 100 ms,
  // once layout has settled.
  useEffect(() => {
    if (!props.isHome || !window.location.hash) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const timer = setTimeout(() => scrollToSection(id), timings.scrollDelayMs);
    return () => clearTimeout(timer);
  }, [props.isHome]);

  const onSectionClick = (id: string, href: string) => (event: { preventDefault(): void }) => {
    if (menu.current?.open) {
      menu.current.open = false;
      lockScroll(false);
    }
    // A link to another page (a content page in the header) navigates; sections scroll.
    if (!props.isHome || id === 'hero' || !href.startsWith('#')) return;
    event.preventDefault();
    history.replaceState(null, '', `#${id}`);
    scrollToSection(id);
  };

  const sectionLinks = (className: string) => (
    <ul className={className}>
      {props.sections.map((section) => (
        <li key={section.id}>
          <a
            href={section.href}
            lang={section.lang}
            data-section={section.id}
            aria-current={section.current ? 'page' : undefined}
            onClick={onSectionClick(section.id, section.href)}
          >
            {section.label}
          </a>
        </li>
      ))}
    </ul>
  );
  const languageLinks = (className?: string) => (
    <ul className={className} aria-label={props.labels.language}>
      {props.languages.map((language) => (
        <li key={language.id}>
          <a
            href={language.href}
            hrefLang={language.htmlLang}
            lang={language.htmlLang}
            aria-current={language.current ? 'true' : undefined}
            onClick={() => track('language_switch', { to: language.id })}
          >
            {language.label}
            {language.current ? <Icon name="check" size={16} /> : null}
          </a>
        </li>
      ))}
    </ul>
  );
  const current = props.languages.find((language) => language.current);
  return (
    <div className="container site-header__bar">
      <a className="brand" href={props.homeHref}>
        <LogoMark mark={props.mark} />
        <span>{props.brand}</span>
      </a>
      <nav className="site-nav" aria-label={props.labels.nav}>
        {sectionLinks('site-nav__links')}
        <a className="icon-button search-button" href={props.search.href} aria-label={props.search.labels.open} onClick={openSearch}>
          <Icon name="search" size={18} />
        </a>
        <details className="dropdown lang-switcher" ref={languageMenu}>
          <summary className="icon-button" aria-label={`${props.labels.language}: ${current?.label ?? ''}`}>
            <Icon name="globe" size={18} />
            <span lang={current?.htmlLang}>{current?.label}</span>
            <Icon name="chevronDown" size={16} />
          </summary>
          <div className="dropdown__panel">{languageLinks()}</div>
        </details>
        <a className="site-header__sign-in" href={props.signIn.href}>
          {props.signIn.label}
        </a>
        <a className="button button--primary button--small site-header__cta" href={props.getStarted.href}>
          {props.getStarted.label}
        </a>
        <details className="dropdown mobile-menu" ref={menu}>
          <summary className="icon-button" aria-label={props.labels.menu}>
            <Icon name="menu" size={22} />
          </summary>
          <div className="dropdown__panel">
            {sectionLinks('mobile-menu__links')}
            {languageLinks('mobile-menu__languages')}
            <a className="button button--secondary" href={props.signIn.href}>
              {props.signIn.label}
            </a>
            <a className="button button--primary" href={props.getStarted.href}>
              {props.getStarted.label}
            </a>
          </div>
        </details>
      </nav>
    </div>
  );
}
