import type { PageContext } from '../context.ts';
import type { ConsentSentence } from '../islands/services/consent.ts';

/**
 * A consent box's sentence in the page's language, with the SHA-256 its record carries: the
 * platform can tell which wording a visitor agreed to, also after the text changes.
 */
export function consentSentence(ctx: PageContext, key: string): ConsentSentence {
  const text = ctx.t(key, { brand: ctx.brand });
  return { text, sha256: ctx.sha256(text) };
}
