import { z } from 'zod';

/**
 * A site path a visitor may type: starts with "/", no host, query or fragment, no "..", no
 * spaces. The locale prefix is part of it (`/mx/precios`); a trailing slash is optional.
 */
export const sitePath = z
  .string()
  .trim()
  .regex(/^\/[A-Za-z0-9\-._~/%]*$/, {
    error:
      'must be a path on this site, like "/old-page" (a "/" first; letters, digits, "-", "_", "." and "/" only; no host, query or #fragment)',
  })
  .refine((path) => !path.split('/').some((part) => part === '..' || part === '.'), { error: 'must not contain "." or ".." segments' })
  .refine((path) => !path.includes('//'), { error: 'must not contain "//"' });

/** `aliases:` in front matter: old paths that redirect to the page. */
export const aliasPaths = z.array(sitePath).superRefine((paths, ctx) => {
  paths.forEach((path, i) => {
    if (paths.indexOf(path) !== i)
      ctx.addIssue({ code: 'custom', path: [i], input: path, message: `"${path}" is listed twice; remove one` });
  });
});

/**
 * An https address written with URL characters only (RFC 3986), and no "$": a host's
 * configuration (nginx's `return`) and the redirect page carry it as it is, so a space, quote,
 * brace or variable sign could end the value and write configuration of its own.
 */
const externalUrl = z
  .url({ protocol: /^https$/, error: 'must be a path on this site or an https:// address' })
  .refine((url) => /^[A-Za-z0-9\-._~:/?#[\]@!&'()*+,;=%]+$/.test(url), {
    error:
      'must be written with URL characters only (no spaces, quotes, braces, "$", "\\" or "|"): percent-encode the others, like %20 for a space',
  });

/** A path of the site (first "/") or an https address, each with its own message. */
const redirectTarget = z
  .string()
  .trim()
  .superRefine((to, ctx) => {
    const result = (to.startsWith('/') ? sitePath : externalUrl).safeParse(to);
    result.error?.issues.forEach((issue) => ctx.addIssue({ code: 'custom', message: issue.message, input: to }));
  });

/** `data/redirects.json`: moved pages. `to` may be a path of the site or an absolute https URL. */
export const redirectsSchema = z.strictObject({
  redirects: z.array(
    z.strictObject({
      from: sitePath,
      to: redirectTarget,
      /** 301 (moved for good, the default) or 302 (for now). */
      status: z.union([z.literal(301), z.literal(302)], { error: 'must be 301 (moved for good) or 302 (moved for now)' }).default(301),
    }),
  ),
});

export type Redirects = z.infer<typeof redirectsSchema>;
