import { createHash } from 'node:crypto';
import { recordRead } from './recorded-reads.ts';
import { resolveMark } from '../../templates/components/logo.tsx';
import type { PageContext, Translate } from '../../templates/context.ts';
import type { Locale } from '../load/schemas/locales.ts';
import type { RenderData } from '../load/load-data.ts';
import type { Translator } from '../i18n/i18n.ts';
import type { Route } from '../routes/routes.ts';
import { createFormatters } from '../i18n/format.ts';
import { navEntriesFor } from '../routes/content-page-routes.ts';
import { localeUrl } from '../i18n/locale-graph.ts';
import type { AnalyticsSettings } from '../load/schemas/site.ts';
import { consentMode, googleTagUrl, type ClientAnalytics, type ConsentRule } from '../../templates/islands/analytics/consent-rules.ts';

/** Looks up a page's path in a locale, for links between pages. */
export class PageIndex {
  /** `locale id \0 page id` → URL path: plain data, so a render thread can receive it. */
  readonly paths: Map<string, string>;

  private constructor(paths: Map<string, string>) {
    this.paths = paths;
  }

  static of(routes: Route[]): PageIndex {
    return new PageIndex(new Map(routes.map((route) => [`${route.locale.id}\u0000${route.pageId}`, route.path])));
  }

  /** An index rebuilt from `paths` received from another thread. */
  static fromPaths(paths: Map<string, string>): PageIndex {
    return new PageIndex(paths);
  }

  /** Recorded as a read while a page is made: a page that links another is stale when that page moves. */
  pathOf(localeId: string, pageId: string): string | undefined {
    const key = `${localeId}\u0000${pageId}`;
    recordRead(`path:${key}`);
    return this.paths.get(key);
  }
}

/** Everything a template may know about its page: data and pure functions, no I/O. */
export function createPageContext(args: {
  route: Route;
  data: RenderData;
  translators: Map<string, Translator>;
  index: PageIndex;
  logoSrc: string;
  /** Renders an island's server markup; the names used are recorded in `usedIslands`. */
  renderIsland: (name: string, props: object) => string;
  usedIslands: Set<string>;
  /** Keys of the locale's strings made from an older English; `onStale` hears each use of one. */
  staleKeys?: Set<string>;
  onStale?: () => void;
  /** The page shows the "may be out of date" notice (issue 42). */
  outdated?: boolean;
}): PageContext {
  const { route, data, translators, index } = args;
  const { locale } = route;
  const t = watchedTranslate(translators.get(locale.lang)!.t, args.staleKeys, args.onStale);
  const contentT = translators.get(route.contentLang)?.t ?? t;
  const format = createFormatters(locale.dateLocale, locale.currency, data.currencies);
  const contentLocale = data.locales.find((l) => l.lang === route.contentLang) ?? locale;
  const contentFormat = route.fallback ? createFormatters(contentLocale.dateLocale, locale.currency, data.currencies) : format;
  const ctx: PageContext = {
    locale: {
      id: locale.id,
      prefix: locale.prefix,
      lang: locale.lang,
      htmlLang: locale.htmlLang,
      dir: locale.dir,
      currency: locale.currency,
      dateLocale: locale.dateLocale,
      label: locale.label,
    },
    pageId: route.pageId,
    t,
    contentT,
    brand: data.site.brandName,
    brandMark: resolveMark(data.brand.mark, data.brand.colors),
    contactEmail: data.site.contactEmail,
    api: { base: data.site.apiBase, timeoutMs: data.site.apiTimeoutMs },
    copyrightYear: data.site.copyrightYear,
    ...analyticsOf(data.site.analytics, locale.analyticsConsent),
    social: Object.entries(data.site.social)
      .filter(([, url]) => url !== '')
      .map(([network, url]) => ({ network: network === 'x' ? 'X' : network.charAt(0).toUpperCase() + network.slice(1), url })),
    href(pageId, hash) {
      const path = index.pathOf(locale.id, pageId);
      if (path === undefined) throw new Error(`Template links to page "${pageId}", which locale "${locale.id}" does not have.`);
      return hash ? `${path}#${hash}` : path;
    },
    absoluteHref(pageId, hash) {
      return localeUrl(locale, data.site, ctx.href(pageId, hash));
    },
    sha256: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
    hasPage: (pageId) => index.pathOf(locale.id, pageId) !== undefined,
    languages: data.locales.map((other) => ({
      id: other.id,
      label: other.label,
      htmlLang: other.htmlLang,
      // A country on another domain is linked by its full URL; on the same host, by path.
      href:
        other.siteUrl === locale.siteUrl
          ? (index.pathOf(other.id, route.pageId) ?? index.pathOf(other.id, 'home')!)
          : localeUrl(other, data.site, index.pathOf(other.id, route.pageId) ?? index.pathOf(other.id, 'home')!),
      current: other.id === locale.id,
    })),
    breadcrumbs: route.breadcrumbs,
    format,
    contentFormat,
    logoSrc: `${locale.basePath ?? ''}${args.logoSrc}`,
    contentNav: navEntriesFor(data.pages, locale.lang),
    ...(route.status ? { status: { kind: route.status, ...(route.article ? { date: route.article.publishedTime } : {}) } } : {}),
    ...(args.outdated ? { outdated: { englishHref: englishHrefOf(data.locales, locale, route.pageId, data, index) } } : {}),
    renderIsland(name, props) {
      args.usedIslands.add(name);
      return args.renderIsland(name, props);
    },
  };
  return ctx;
}

/** `t`, telling `onStale` when it gives a string made from an older English. */
function watchedTranslate(t: Translate, staleKeys: Set<string> | undefined, onStale: (() => void) | undefined): Translate {
  if (!staleKeys || staleKeys.size === 0 || !onStale) return t;
  return (key, values) => {
    if (staleKeys.has(key)) onStale();
    return t(key, values);
  };
}

/** The same page on the English site (or its home), linked from the "may be out of date" notice. */
function englishHrefOf(locales: Locale[], locale: Locale, pageId: string, data: RenderData, index: PageIndex): string {
  const english = locales.find((other) => other.lang === 'en') ?? locale;
  const path = index.pathOf(english.id, pageId) ?? index.pathOf(english.id, 'home')!;
  return english.siteUrl === locale.siteUrl ? path : localeUrl(english, data.site, path);
}

/** The provider as the browser uses it, and whether this locale's visitors are asked first. */
function analyticsOf(settings: AnalyticsSettings, rule: ConsentRule): Pick<PageContext, 'analytics'> {
  if (settings.provider === 'none') return {};
  const client: ClientAnalytics =
    settings.provider === 'plausible' ? settings : { ...settings, scriptUrl: settings.scriptUrl ?? googleTagUrl };
  return { analytics: { client, mode: consentMode(settings.provider, rule) } };
}
