import type { ConsentBannerProps } from '../islands/consent-banner.tsx';
import type { LocaleContext, PageContext } from '../context.ts';
import { Icon, type IconName } from '../components/icons.tsx';
import { LogoMark } from '../components/logo.tsx';
import { signInHref } from './site-header.tsx';

interface FooterLink {
  page: string;
  label: string;
  /** The label as written (a content page's, from its front matter), not a strings key. */
  text?: string;
  /** The label's language when it is not the page's (an English page shown untranslated). */
  lang?: string;
  /** Where the link goes when it is not the page itself (the login with its marker). */
  href?: (ctx: LocaleContext) => string;
}

const columns: { id: string; title: string; links: FooterLink[] }[] = [
  {
    id: 'product',
    title: 'footer.product',
    links: [
      { page: 'how-it-works', label: 'nav.howItWorks' },
      { page: 'pricing', label: 'nav.pricing' },
      { page: 'roi', label: 'nav.roi' },
      { page: 'testimonials', label: 'nav.testimonials' },
    ],
  },
  {
    id: 'resources',
    title: 'footer.resources',
    links: [
      { page: 'blog', label: 'footer.blog' },
      { page: 'help', label: 'footer.help' },
      { page: 'contact', label: 'nav.contact' },
    ],
  },
  {
    id: 'company',
    title: 'footer.company',
    links: [],
  },
  {
    id: 'legal',
    title: 'footer.legal',
    links: [
      { page: 'privacy', label: 'footer.privacy' },
      { page: 'terms', label: 'footer.terms' },
    ],
  },
  {
    id: 'account',
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

/**
 * The footer's columns in a locale: the fixed links the site has, then the content pages placed
 * in each column by their front matter (`nav: { menu: footer, column, order }`). An empty column
 * (Company, on a site without such pages) is left out.
 */
function columnsOf(ctx: LocaleContext): { title: string; links: FooterLink[] }[] {
  return columns
    .map((column) => ({
      title: column.title,
      links: [
        ...column.links.filter((link) => ctx.hasPage(link.page)),
        ...ctx.contentNav
          .filter((link) => link.menu === 'footer' && link.column === column.id)
          .map((link) => ({ page: link.pageId, label: '', text: link.label, ...(link.lang ? { lang: link.lang } : {}) })),
      ],
    }))
    .filter((column) => column.links.length > 0);
}

/** Where the site says what it stores: the cookie policy, else the privacy policy. */
const storagePolicyHref = (ctx: LocaleContext) => ctx.href(ctx.hasPage('page/cookie-policy') ? 'page/cookie-policy' : 'privacy');

/** The consent banner of a page (site-layout.tsx), in its language, when analytics is configured. */
export function consentBannerProps(ctx: PageContext, analytics: NonNullable<LocaleContext['analytics']>): ConsentBannerProps {
  return {
    analytics: analytics.client,
    mode: analytics.mode,
    locale: ctx.locale.id,
    page: ctx.pageId,
    policyHref: storagePolicyHref(ctx),
    text: {
      label: ctx.t('cookieConsent.label'),
      body: ctx.t('cookieConsent.body'),
      accept: ctx.t('cookieConsent.accept'),
      reject: ctx.t('cookieConsent.reject'),
      policy: ctx.t('cookieConsent.policy'),
    },
  };
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
        {columnsOf(ctx).map((column) => (
          <nav key={column.title} aria-label={ctx.t(column.title)}>
            <h2>{ctx.t(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.page}>
                  <a href={link.href ? link.href(ctx) : ctx.href(link.page)} lang={link.lang}>
                    {link.text ?? ctx.t(link.label)}
                  </a>
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
                <a href={link.url} rel="noopener">
                  {link.network}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {/* The consent banner opens on a click; without JavaScript the link shows the policy. */}
        {ctx.analytics ? (
          <a href={storagePolicyHref(ctx)} data-consent-settings="">
            {ctx.t('cookieConsent.settings')}
          </a>
        ) : null}
        <a href={`mailto:${ctx.contactEmail}`} className="ltr">
          <Icon name="mail" size={16} /> {ctx.contactEmail}
        </a>
      </div>
    </div>
  );
}
