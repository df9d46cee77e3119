/*
 * What every island knows about the API: where it is, and how a call fails. The code that makes
 * the calls (api-call.ts) is loaded with the first call, so a page that only shows a form does
 * not download it.
 */

/** Where the platform's API is (data/site.json `apiBase`; '' when not configured) and how long a call may take. */
export interface ApiSettings {
  base: string;
  timeoutMs: number;
}

/** A field the API refused, with its message (contract: `Error.error.fields`). */
export interface FieldProblem {
  name: string;
  message: string;
}

/**
 * Why a call did not succeed. `refused`: a 4xx with the contract's error body, whose message and
 * field messages are shown. `unavailable`: anything else (5xx, timeout, offline, an answer that is
 * not JSON, too large or not what the contract describes), shown as the operation's failure text
 * with a retry.
 */
export type ApiFailure =
  { kind: 'refused'; status: number; code: string; message: string; fields: FieldProblem[] } | { kind: 'unavailable'; status?: number };

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(
      failure.kind === 'refused'
        ? `${failure.status} ${failure.code}: ${failure.message}`
        : `API unavailable${failure.status ? ` (${failure.status})` : ''}`,
    );
  }
}

/** The failure of a call, whatever it threw. */
export function failureOf(error: unknown): ApiFailure {
  return error instanceof ApiError ? error.failure : { kind: 'unavailable' };
}

/**
 * The name of the `<meta>` that `sitegen serve` and `sitegen dev` add to the pages they serve:
 * its content is the path where their stand-in of the API answers. A site served by any other
 * host has no such tag.
 */
export const standInMetaName = 'sitegen-api-stand-in';

/**
 * The API the islands call: the configured one, else the stand-in the local server announces
 * (only a path on this site: a tag cannot send the visitor's requests elsewhere), else none ('').
 */
export function resolveApi(
  configured: ApiSettings,
  doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document,
): ApiSettings {
  if (configured.base) return configured;
  const announced = doc?.querySelector<HTMLMetaElement>(`meta[name="${standInMetaName}"]`)?.content ?? '';
  return { ...configured, base: /^\/(?!\/)[\w./-]*[^/]$/.test(announced) ? announced : '' };
}
