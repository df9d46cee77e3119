import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Every file of `.sitegen-cache/` (and of a shared image cache) carries a seal: an HMAC-SHA256
 * of its name in the cache and its bytes. An entry whose seal does not match is read as absent
 * and made again, so an entry edited or replaced by hand, truncated, or moved to another name is
 * never published.
 *
 * The key is SITEGEN_CACHE_SECRET when set (a CI secret only trusted runs hold): then nobody
 * without it can write an entry a build accepts, not a pull request's run, another job on a
 * shared runner, or anyone who can write the cache's storage. Without it the key is public and
 * the seal guards against accidents and hand edits, not against someone who computes seals too.
 */
const publicKey = 'sitegen cache seal';

const sealKey = () => process.env.SITEGEN_CACHE_SECRET || publicKey;

/**
 * Which key seals entries now, as a short public id, for the keys of entries that are copied
 * into the output without being read (social cards, search index files): their seals are checked
 * at the copy, so an entry sealed under another key (or before seals) must have another name, to
 * be made again instead of refused there.
 */
export const sealKeyId = (): string => createHash('sha256').update(`seal key id\u0000${sealKey()}`).digest('hex').slice(0, 12);

/** The seal of the entry `name` holding `bytes`, as 64 hex digits. */
export function sealOf(name: string, bytes: string | Uint8Array): string {
  return createHmac('sha256', sealKey()).update(name).update('\u0000').update(bytes).digest('hex');
}

/** Whether `seal` is the seal of `name` holding `bytes` (compared in constant time). */
export function sealMatches(name: string, bytes: string | Uint8Array, seal: string | undefined): boolean {
  if (seal === undefined) return false;
  const expected = Buffer.from(sealOf(name, bytes));
  const found = Buffer.from(seal.trim());
  return found.length === expected.length && timingSafeEqual(found, expected);
}

/** A text entry as written: its seal on the first line, then the text. */
export const sealText = (name: string, text: string): string => `${sealOf(name, text)}\n${text}`;

/** The text of a sealed entry, or undefined when its seal does not match (or it has none). */
export function unsealText(name: string, sealed: string | undefined): string | undefined {
  if (sealed === undefined) return undefined;
  const newline = sealed.indexOf('\n');
  if (newline < 0) return undefined;
  const text = sealed.slice(newline + 1);
  return sealMatches(name, text, sealed.slice(0, newline)) ? text : undefined;
}
