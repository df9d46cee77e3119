import { z } from 'zod';

/**
 * A site path a visitor may type: starts with "/", no host, query or fragment, no "..", no
 * spaces. The locale prefix is part of it (`/mx/precios`); a trailing slash is optional.
 */
export const sitePath = z.string().trim()
  .regex(/^\/[A-Za-z0-9\-._~/%]*$/, { error: 'must be a path on this site, like "/old-page" (a "/" first; letters, digits, "-", "_", "." and "/" only; no host, query or #fragment)' })
  .refine((path) => !path.split('/').some((part) => part === '..' || part === '.'), { error: 'must not contain "." or ".." segments' })
  .refine((path) => !path.includes('//'), { error: 'must not contain "//"' });

/** `aliases:` in front matter: old paths that redirect to the page. */
export const aliasPaths = z.array(sitePath).superRefine((paths, ctx) => {
  paths.forEach((path, i) => {
    if (paths.indexOf(path) !== i) ctx.addIssue({ code: 'custom', path: [i], input: path, message: `"${path}" is listed twice; remove one` });
  });
});

/** `data/redirects.json`: moved pages. `to` may be a path of the site or an absolute https URL. */
export const redirectsSchema = z.strictObject({
  redirects: z.array(z.strictObject({
    from: sitePath,
    to: z.union([sitePath, z.url({ protocol: /^https$/, error: 'must be a path on this site or an https:// address' })]),
    /** 301 (moved for good, the default) or 302 (for now). */
    status: z.union([z.literal(301), z.literal(302)], { error: 'must be 301 (moved for good) or 302 (moved for now)' }).default(301),
  })),
});

export type Redirects = z.infer<typeof redirectsSchema>;
