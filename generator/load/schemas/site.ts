import { z } from 'zod';
import { isoDate, nginxSafeSiteUrl, plainText } from './shared.ts';

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL or ""' })]);

const httpsUrl = (what: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be the absolute http(s) URL of ${what}` })
    .refine((url) => !/#/.test(url), { error: 'must not have a fragment (#…)' });

/**
 * The analytics provider (DECISIONS.md "Consent and analytics"): none; a cookieless events API
 * in Plausible's format (self-hosted Plausible or a collector that speaks it); or Google
 * Analytics 4 with Consent Mode v2. `scriptUrl` serves gtag.js from another address (a
 * first-party tag gateway); by default Google's.
 */
export const analyticsSchema = z.discriminatedUnion(
  'provider',
  [
    z.strictObject({ provider: z.literal('none') }),
    z.strictObject({
      provider: z.literal('plausible'),
      endpoint: httpsUrl("the collector's events API, like https://stats.example.com/api/event"),
      domain: z.string().regex(/^[a-z0-9.-]+$/, { error: 'must be the site\'s domain as the collector knows it, like "example.com"' }),
    }),
    z.strictObject({
      provider: z.literal('ga4'),
      measurementId: z.string().regex(/^G-[A-Z0-9]{4,20}$/, { error: 'must be a GA4 measurement id, like "G-ABC123XYZ"' }),
      scriptUrl: httpsUrl('gtag.js, like https://www.googletagmanager.com/gtag/js').optional(),
    }),
  ],
  {
    error:
      'must be { "provider": "none" }, { "provider": "plausible", "endpoint": …, "domain": … } or { "provider": "ga4", "measurementId": … }',
  },
);

export type AnalyticsSettings = z.infer<typeof analyticsSchema>;

/** `data/site.json`: operator settings. Empty strings switch a feature off. */
export const siteSchema = z.strictObject({
  brandName: z.never({ error: 'the brand name is in data/brand.json now, as "name"; remove this field' }).optional(),
  legalName: plainText,
  siteUrl: z
    .url({ protocol: /^https?$/, error: 'must be the absolute http(s) URL the site is published at' })
    .refine((url) => !url.endsWith('/'), { error: 'must not end with a slash' })
    // Every canonical URL is this plus a path: a query or fragment would end up in the middle.
    .refine((url) => !/[?#]/.test(url), {
      error: "must not have a query (?…) or fragment (#…): write the site's address only, like https://www.example.com",
    })
    .refine(nginxSafeSiteUrl.check, { error: nginxSafeSiteUrl.error }),
  contactEmail: z.email(),
  privacyEmail: z.email(),
  dpoEmail: z.email(),
  address: plainText,
  /**
   * The platform's public API (docs/api/openapi.yaml): every service client calls its operations
   * under this address. '' = not configured: the spec's simulation, and the contact form opens
   * the visitor's mail program (DECISIONS.md "Simulated services, real seams").
   */
  apiBase: optionalUrl
    .refine((url) => !url.endsWith('/'), { error: "must not end with a slash: the operations' paths (/leads, /signups) are added to it" })
    .refine((url) => !/[?#]/.test(url), { error: 'must not have a query (?…) or fragment (#…)' }),
  /** How long a browser waits for any API call before it shows the failure text with a retry. */
  apiTimeoutMs: z.int().min(1000).max(120_000).default(10_000),
  /** The provider's own number-list webhook; overrides `apiBase`'s listAvailableNumbers. */
  numberListEndpoint: optionalUrl,
  contactEndpoint: z
    .never({ error: 'the contact form posts to the API now: set "apiBase" (docs/api.md) and remove this field' })
    .optional(),
  analyticsId: z
    .never({
      error:
        'analytics is configured as "analytics" now: { "provider": "none" }, { "provider": "plausible", "endpoint": …, "domain": … } or { "provider": "ga4", "measurementId": … } (docs/analytics.md); remove this field',
    })
    .optional(),
  /** Where the spec's events go, if anywhere (docs/analytics.md); each locale says whether a visitor is asked first. */
  analytics: analyticsSchema.default({ provider: 'none' }),
  social: z.strictObject({
    facebook: optionalUrl,
    instagram: optionalUrl,
    linkedin: optionalUrl,
    x: optionalUrl,
    youtube: optionalUrl,
  }),
  /**
   * Who answers for the site's accessibility, shown on every locale's accessibility statement
   * (`{{accessibilityContact}}`, `{{accessibilityReviewed}}` in content/pages/<lang>/accessibility.md):
   * Israeli Standard 5568 requires a named coordinator and the date of the last review.
   */
  accessibility: z.strictObject(
    {
      coordinator: plainText,
      email: z.email({ error: 'must be the e-mail address visitors write to about accessibility, like accessibility@example.com' }),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[0-9][0-9 ()-]{5,}$/, {
          error: 'must be a phone number in digits, spaces, ( ) and -, like +972 3 555 0100; or leave the field out',
        })
        .optional(),
      reviewed: isoDate,
    },
    {
      error: (issue) =>
        issue.input === undefined
          ? 'is required: the accessibility statement names its coordinator (Israeli Standard 5568); add "accessibility": { "coordinator": "Name", "email": "a11y@example.com", "reviewed": "YYYY-MM-DD" }'
          : undefined,
    },
  ),
  /** Written into the footer; a data value rather than the clock keeps builds reproducible. */
  copyrightYear: z.int().min(2000).max(2100),
  foundingYear: z.int().min(1990).max(2100),
});

/** The settings, with the brand's name from data/brand.json (the load stage adds it). */
export type Site = Omit<z.infer<typeof siteSchema>, 'brandName' | 'contactEndpoint' | 'analyticsId'> & { brandName: string };
