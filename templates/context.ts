import type { ClientAnalytics, ConsentMode } from './islands/analytics/consent-rules.ts';
/**
 * What every template receives. Templates are pure: they read this and their props, never the
 * file system, the clock or the environment (STYLE.md).
 */

import type { MarkView } from './components/logo.tsx';
import type { ApiSettings } from './islands/services/api-client.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface LocaleInfo {
  id: string;
  prefix: string;
  lang: string;
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  currency: string;
  dateLocale: string;
  label: string;
}

export interface LanguageLink {
  id: string;
  label: string;
  htmlLang: string;
  href: string;
  current: boolean;
}

export interface Formatters {
  /** Money in a given currency, no decimals unless the amount has cents: "US$15", "₪0.70". */
  money(amount: number, currency: string): string;
  /** Money in the locale's currency (the page's prices: DECISIONS.md "Money"). */
  localMoney(amount: number): string;
  number(value: number): string;
  /** A percentage given in percent (300 → "300%", "4.200%" in Brazil). */
  percent(value: number): string;
  /** A large count written short: "50K", "50 mil", "50 हज़ार". */
  compact(value: number): string;
  /** A YYYY-MM-DD date written the locale's way ("10 August 2025"). */
  date(isoDate: string): string;
}

/** What is the same on every page of a locale: enough for the footer, not for the page. */
export interface LocaleContext {
  locale: LocaleInfo;
  t: Translate;
  brand: string;
  /** The brand's logo mark, colours resolved (data/brand.json). */
  brandMark: MarkView;
  contactEmail: string;
  /** The platform's API (data/site.json `apiBase`, '' when not configured) and the islands' timeout for its calls. */
  api: ApiSettings;
  copyrightYear: number;
  /** The analytics provider and this locale's consent rule; undefined when data/site.json configures none. */
  analytics?: { client: ClientAnalytics; mode: ConsentMode };
  social: { network: string; url: string }[];
  /** Localized URL path of a page (`href('pricing')` → `/mx/pricing/`), with an optional #hash. */
  href(pageId: string, hash?: string): string;
  /** The absolute URL of a page of this locale (what an API redirects a browser to). */
  absoluteHref(pageId: string, hash?: string): string;
  /** SHA-256 of a text's UTF-8, in hex: the hash a consent record carries with its sentence. */
  sha256(text: string): string;
  /** Whether the site has this page (links to pages later issues add stay hidden until then). */
  hasPage(pageId: string): boolean;
  format: Formatters;
  /** Path of the site logo, for `<img>`. */
  logoSrc: string;
  /** Content pages placed in the header or a footer column by their front matter, in order. */
  contentNav: ContentNavLink[];
}

/** A link to a content page from the header or the footer (`nav:` in its front matter). */
export interface ContentNavLink {
  pageId: string;
  menu: 'header' | 'footer';
  /** Footer column: product, resources, company, legal or account. */
  column: string;
  label: string;
  /** The label's language when it is not the page's (an English page shown untranslated). */
  lang?: string;
}

export interface PageContext extends LocaleContext {
  pageId: string;
  /** The same page in every locale, for the language switcher. */
  languages: LanguageLink[];
  /** `lang` marks a crumb in another language than the page (a fallback post's title). */
  breadcrumbs: { name: string; path: string; lang?: string }[];
  /**
   * Translator and formatters of the main content's language: the same as `t` and `format`
   * except on a page shown in a fallback language, whose content block uses these.
   */
  contentT: Translate;
  contentFormat: Formatters;
  /**
   * Server markup of an interactive island, rendered by the client runtime's own renderer so
   * hydration matches. Using one also makes the page load that island's script.
   */
  renderIsland(name: string, props: object): string;
  /** Set on a page built although not published (sitegen dev, `--future`): it shows a ribbon. */
  status?: { kind: 'draft' | 'scheduled'; date?: string };
  /** Set when a translation the page shows was made from an older English (issue 42): a notice links the English page. */
  outdated?: { englishHref: string };
}

/** A text picked for the page's language, with the language it is really in (for `lang`). */
export interface LocalText {
  text: string;
  lang: string;
  /** A translation made from an older English (issue 42): its page says it may be out of date. */
  stale?: true;
}
