import type { LocaleContext } from '../context.ts';
import { Icon, type IconName } from '../components/icons.tsx';
import { LogoMark } from '../components/logo.tsx';
import { signInHref } from './site-header.tsx';

interface FooterLink {
  page: string;
  label: string;
  /** Where the link goes when it is not the page itself (the login with its marker). */
  href?: (ctx: LocaleContext) => string;
}

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'footer.product',
    links: [
      { page: 'how-it-works', label: 'nav.howItWorks' },
      { page: 'pricing', label: 'nav.pricing' },
      { page: 'roi', label: 'nav.roi' },
      { page: 'testimonials', label: 'nav.testimonials' },
    ],
  },
  {
    title: 'footer.resources',
    links: [
      { page: 'blog', label: 'footer.blog' },
      { page: 'help', label: 'footer.help' },
      { page: 'contact', label: 'nav.contact' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { page: 'privacy', label: 'footer.privacy' },
      { page: 'terms', label: 'footer.terms' },
    ],
  },
  {
    title: 'footer.account',
    links: [
      { page: 'login', label: 'nav.login', href: signInHref },
      { page: 'onboarding', label: 'common.startFreeTrial' },
    ],
  },
];

export const trustBadges: { icon: IconName; label: string }[] = [
  { icon: 'shield', label: 'footer.badgeGdpr' },
  { icon: 'badge', label: 'footer.badgeMeta' },
  { icon: 'lock', label: 'footer.badgeSsl' },
];

export function TrustBadges({ ctx }: { ctx: LocaleContext }) {
  return (
    <ul className="trust-badges" aria-label={ctx.t('footer.badgesLabel')}>
      {trustBadges.map((badge) => (
        <li key={badge.label}>
          <Icon name={badge.icon} size={16} />
          {ctx.t(badge.label)}
        </li>
      ))}
    </ul>
  );
}

/** The footer's content: the same on every page of a locale, so it is rendered once per locale. */
export function SiteFooterContent({ ctx }: { ctx: LocaleContext }) {
  return (
    <div className="container">
      <div className="site-footer__grid">
        <div className="site-footer__about">
          <a className="brand" href={ctx.href('home')}>
            <LogoMark mark={ctx.brandMark} />
            <span>{ctx.brand}</span>
          </a>
          <p className="site-footer__muted">{ctx.t('footer.tagline')}</p>
          <TrustBadges ctx={ctx} />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={ctx.t(column.title)}>
            <h2>{ctx.t(column.title)}</h2>
            <ul>
              {column.links.filter((link) => ctx.hasPage(link.page)).map((link) => (
                <li key={link.page}>
                  <a href={link.href ? link.href(ctx) : ctx.href(link.page)}>{ctx.t(link.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__muted">{ctx.t('footer.rights', { year: ctx.copyrightYear })}</p>
        {ctx.social.length > 0 ? (
          <ul className="trust-badges" aria-label={ctx.t('footer.follow')}>
            {ctx.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} rel="noopener">{link.network}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <a href={`mailto:${ctx.contactEmail}`} className="ltr">
          <Icon name="mail" size={16} /> {ctx.contactEmail}
        </a>
      </div>
    </div>
  );
}
