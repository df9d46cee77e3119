import { z } from 'zod';

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL or ""' })]);

/** `data/site.json`: operator settings. Empty strings switch a feature off. */
export const siteSchema = z.strictObject({
  brandName: z.never({ error: 'the brand name is in data/brand.json now, as "name"; remove this field' }).optional(),
  legalName: z.string().trim().min(1),
  siteUrl: z.url({ protocol: /^https?$/, error: 'must be the absolute http(s) URL the site is published at' })
    .refine((url) => !url.endsWith('/'), { error: 'must not end with a slash' })
    // Every canonical URL is this plus a path: a query or fragment would end up in the middle.
    .refine((url) => !/[?#]/.test(url), { error: 'must not have a query (?…) or fragment (#…): write the site\'s address only, like https://www.example.com' }),
  contactEmail: z.email(),
  privacyEmail: z.email(),
  dpoEmail: z.email(),
  address: z.string().trim().min(1),
  /** POST endpoint of the number list; '' means the wizard uses the local stand-in. */
  numberListEndpoint: optionalUrl,
  /** POST endpoint of the contact form; '' keeps the simulation (2 s, no request). */
  contactEndpoint: optionalUrl,
  /** Analytics id; '' means no analytics script and no events. */
  analyticsId: z.string(),
  social: z.strictObject({
    facebook: optionalUrl,
    instagram: optionalUrl,
    linkedin: optionalUrl,
    x: optionalUrl,
    youtube: optionalUrl,
  }),
  /** Written into the footer; a data value rather than the clock keeps builds reproducible. */
  copyrightYear: z.int().min(2000).max(2100),
  foundingYear: z.int().min(1990).max(2100),
});

/** The settings, with the brand's name from data/brand.json (the load stage adds it). */
export type Site = Omit<z.infer<typeof siteSchema>, 'brandName'> & { brandName: string };
