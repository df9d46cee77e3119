import type { TemplateName } from '../../templates/pages/index.tsx';

export interface PageDefinition {
  pageId: string;
  path: string;
  template: TemplateName;
  /** Key of `meta.<key>.title/description` in the strings, or a legal document kind. */
  meta: string;
  /** Strings key of the breadcrumb name; none for the home page. */
  crumb?: string;
  legal?: 'terms' | 'privacy';
}

/** The site's pages, in the order they are built and listed in the sitemap. */
export const pageDefinitions: readonly PageDefinition[] = [
  { pageId: 'home', path: '/', template: 'home', meta: 'home' },
  { pageId: 'how-it-works', path: '/how-it-works/', template: 'howItWorks', meta: 'howItWorks', crumb: 'nav.howItWorks' },
  { pageId: 'roi', path: '/roi/', template: 'roi', meta: 'roi', crumb: 'nav.roi' },
  { pageId: 'testimonials', path: '/testimonials/', template: 'testimonials', meta: 'testimonials', crumb: 'nav.testimonials' },
  { pageId: 'pricing', path: '/pricing/', template: 'pricing', meta: 'pricing', crumb: 'nav.pricing' },
  { pageId: 'contact', path: '/contact/', template: 'contact', meta: 'contact', crumb: 'nav.contact' },
  { pageId: 'message-sent', path: '/contact/sent/', template: 'messageSent', meta: 'messageSent', crumb: 'messageSent.title' },
  { pageId: 'help', path: '/help/', template: 'help', meta: 'help', crumb: 'footer.help' },
  { pageId: 'blog', path: '/blog/', template: 'blogList', meta: 'blog', crumb: 'footer.blog' },
  { pageId: 'search', path: '/search/', template: 'search', meta: 'search', crumb: 'search.title' },
  { pageId: 'terms', path: '/terms/', template: 'legal', meta: 'terms', legal: 'terms' },
  { pageId: 'privacy', path: '/privacy/', template: 'legal', meta: 'privacy', legal: 'privacy' },
  { pageId: 'login', path: '/login/', template: 'login', meta: 'login', crumb: 'nav.login' },
  { pageId: 'onboarding', path: '/onboarding/', template: 'onboarding', meta: 'onboarding', crumb: 'nav.getStarted' },
  { pageId: '404', path: '/404.html', template: 'notFound', meta: 'notFound' },
];
