import { z } from 'zod';
import { pageDefinitions } from '../../routes/page-definitions.ts';
import { currencyCode, nginxSafeSiteUrl, plainText } from './shared.ts';

/**
 * First path segments a locale prefix must not take: every page's (`/roi/` and a locale `roi`
 * would both write roi/index.html) and the folders the build writes at the root. routes.ts
 * refuses such a conflict too, but only when planning, without naming locales.json.
 */
const pageSegments = new Map(
  pageDefinitions.map((page) => [page.path.split('/')[1]!, page.path] as const).filter(([segment]) => segment !== ''),
);
const reservedFolders = new Map([
  ['assets', '/assets/'],
  ['images', '/images/'],
]);

function prefixConflict(prefix: string): string | undefined {
  const page = pageSegments.get(prefix);
  if (page) return `"${prefix}" is also the path of a page (${page}); choose another prefix, like the country code`;
  const folder = reservedFolders.get(prefix);
  if (folder) return `"${prefix}" is also a folder the build writes (${folder}); choose another prefix, like the country code`;
  return undefined;
}

/** One country site. The table of DECISIONS.md, as data: a new country is a new row. */
export const localeSchema = z.strictObject({
  /** Name used on the command line (`--locale mx`). */
  id: z.string().regex(/^[a-z]{2,10}$/, { error: 'must be lowercase letters, like "mx"' }),
  /** First path segment; '' for the global site at the root. */
  prefix: z
    .string()
    .regex(/^([a-z]{2,3})?$/, { error: 'must be "" or two or three lowercase letters', abort: true })
    .superRefine((prefix, ctx) => {
      const conflict = prefixConflict(prefix);
      if (conflict) ctx.addIssue({ code: 'custom', message: conflict });
    }),
  /** UI language; names `locales/<lang>.json` and the content folders `content/legal/<lang>/`. */
  lang: z.string().regex(/^[a-z]{2,3}$/),
  htmlLang: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, { error: 'must be a BCP 47 tag like "es-MX"' }),
  hreflang: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, { error: 'must be a BCP 47 tag like "es-MX"' }),
  dir: z.enum(['ltr', 'rtl']),
  currency: currencyCode('MXN'),
  dateLocale: z.string().regex(/^[a-z]{2,3}-[A-Z]{2}$/),
  ogLocale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, { error: 'must look like "es_MX"' }),
  /** The language's own name, shown in the language switcher. */
  label: plainText,
  /** ISO country code; '' for the global site. */
  country: z.string().regex(/^([A-Z]{2})?$/),
  /**
   * Whether analytics asks this country's visitors first (DECISIONS.md "Consent and analytics"):
   * `opt-in`, nothing is sent before they accept (the default: a new country asks until its
   * data says otherwise); `opt-in-unless-cookieless`, a provider that stores nothing on the
   * device (plausible) runs without asking; `opt-out`, analytics runs until they object.
   */
  analyticsConsent: z
    .enum(['opt-in', 'opt-in-unless-cookieless', 'opt-out'], { error: 'must be "opt-in", "opt-in-unless-cookieless" or "opt-out"' })
    .default('opt-in'),
  /**
   * The country's own domain (`https://www.example.com.mx`): that country's site is served at
   * the root of its own host. Absent: the locale stays on the default locale's host (data/site.json's
   * siteUrl unless the default locale names one) under its path prefix.
   */
  siteUrl: z
    .url({
      protocol: /^https?$/,
      error: "must be the absolute http(s) URL this country's site is published at, like https://www.example.com.mx",
    })
    .refine((url) => !url.endsWith('/') && !/[?#]/.test(url), {
      error: 'must not end with a slash or have a query or fragment, like https://www.example.com.mx',
    })
    .refine(nginxSafeSiteUrl.check, { error: nginxSafeSiteUrl.error })
    .optional(),
});

export const localesFileSchema = z
  .strictObject({
    default: z.string(),
    locales: z.array(localeSchema).min(1),
  })
  .superRefine((file, ctx) => {
    const ids = file.locales.map((l) => l.id);
    if (!ids.includes(file.default)) {
      ctx.addIssue({ code: 'custom', path: ['default'], message: `names no locale; known ids are ${ids.join(', ')}` });
    }
    const seen = new Map<string, number>();
    file.locales.forEach((locale, index) => {
      for (const key of ['id', 'prefix', 'hreflang'] as const) {
        const tag = `${key}:${locale[key]}`;
        if (seen.has(tag)) {
          ctx.addIssue({
            code: 'custom',
            path: ['locales', index, key],
            message: `"${locale[key]}" is already used by locales.${seen.get(tag)}`,
          });
        } else seen.set(tag, index);
      }
    });
    // Domains per country: each a different one. A locale without one stays on the default
    // locale's host, under its prefix (one country's domain first is the common case).
    if (file.locales.some((l) => l.siteUrl !== undefined)) {
      const urls = new Map<string, number>();
      file.locales.forEach((locale, index) => {
        if (locale.siteUrl === undefined) return;
        const other = urls.get(locale.siteUrl);
        if (other !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['locales', index, 'siteUrl'],
            message: `"${locale.siteUrl}" is already the siteUrl of locales.${other}`,
          });
        else urls.set(locale.siteUrl, index);
      });
    }
    const defaultLocale = file.locales.find((l) => l.id === file.default);
    if (defaultLocale && defaultLocale.prefix !== '') {
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: 'the default locale must have the empty prefix (it is served at the root)',
      });
    }
  });

export type Locale = z.infer<typeof localeSchema> & {
  /** Set by the build, not in locales.json: the site URL's path (`/sub`), which every URL path starts with. */
  basePath?: string;
  /** Set by the build for a domain per country: the output folder of this country's host (`mx/`). */
  outputFolder?: string;
};
