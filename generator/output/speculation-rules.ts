import type { OutputFile } from '../assets/assets.ts';
import { localizePath, outputPathFor } from '../i18n/locale-graph.ts';
import type { Locale } from '../load/schemas/locales.ts';

/**
 * Prefetch without JavaScript (issue 43, item 4): each locale's site has a rules file at its
 * root, which the `Speculation-Rules` response header names (`_headers`, `sitegen nginx`), so the
 * strict CSP needs no inline `<script type="speculationrules">`. The file must be served as
 * `application/speculationrules+json`.
 */
export const speculationRulesType = 'application/speculationrules+json';

/** `/speculation-rules.json` of a locale's site: `/mx/speculation-rules.json`, under the base path if any. */
export const speculationRulesPath = (locale: Pick<Locale, 'prefix' | 'basePath'>) => localizePath(locale, '/speculation-rules.json');

/**
 * Addresses under a site's base that are never prefetched: sign-in and sign-out and API-like
 * paths (a prefetch may change state or spend a request of the visitor's), and files rather than
 * pages: feeds, the Markdown twins, llms.txt, sitemaps (a document prefetch of them is waste).
 */
const neverPrefetched = ['*/api/*', '*/__sitegen/*', '*login*', '*logout*', '*sign-out*', '*signout*', '*.xml', '*.md', '*.txt', '*.json'];

/**
 * The rules of one locale's site: `prefetch` (not `prerender`: no page's scripts, analytics
 * included, run for a page nobody opened) of links into its own base (`/mx/*`), excluding the
 * bases of the locales below it (`/il/*` is not the global site's), the addresses above and links
 * marked `rel~=nofollow`, at `moderate` eagerness (on hover or pointer-down: Chrome's advice for
 * document rules). Chrome also skips every speculation by itself under Save-Data and the
 * battery saver.
 */
export function buildSpeculationRules(locale: Pick<Locale, 'prefix' | 'basePath'>, inner: Pick<Locale, 'prefix' | 'basePath'>[]): object {
  const base = localizePath(locale, '/');
  return {
    prefetch: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: `${base}*` },
            ...inner.map((other) => ({ not: { href_matches: `${localizePath(other, '/')}*` } })),
            ...neverPrefetched.map((pattern) => ({ not: { href_matches: `${base}${pattern}` } })),
            { not: { selector_matches: '[rel~=nofollow]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/**
 * The rules file of each locale in `built`, at its site's root. A locale at the root of its host
 * (no prefix) excludes the prefixed ones of that host (`hostLocales`, built this time or not:
 * `--locale global` writes the same file as a full build), which have rules of their own.
 */
export function buildSpeculationRulesFiles(built: Locale[], hostLocales: Locale[] = built): OutputFile[] {
  return built.map((locale) => {
    const inner = locale.prefix
      ? []
      : hostLocales.filter((other) => other.prefix && (other.outputFolder ?? '') === (locale.outputFolder ?? ''));
    return {
      path: outputPathFor(speculationRulesPath(locale), locale),
      contents: `${JSON.stringify(buildSpeculationRules(locale, inner), null, 2)}\n`,
    };
  });
}
