import { createHash } from 'node:crypto';

/**
 * The hash a translation records of the English it was made from (issue 42): the first 12 hex
 * digits of the SHA-256 of the text's UTF-8, after the normalizing every source file gets on
 * reading (read-source.ts: no byte-order mark, LF line endings). Short, so a front-matter line
 * and a diff stay readable; 48 bits tell versions of one text apart.
 */
export function sourceHash(text: string): string {
  const normalized = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  return createHash('sha256').update(normalized, 'utf8').digest('hex').slice(0, 12);
}

/**
 * The hash of a post's, page's or legal text's English as a translation sees it: the fields a
 * translator translates (as written, before site values fill `{{brand}}`) and the body. A change
 * of anything else (a cover, a date, a draft flag) leaves its translations fresh.
 */
export function documentHash(fields: Record<string, unknown>, body: string): string {
  return sourceHash(`${JSON.stringify(fields)}\n${body}`);
}

/** A post's `documentHash`: what a translation of it translates besides its body. */
export function postHash(
  post: { title: string; excerpt: string; author: string; categories: string[]; tags: string[]; seoKeywords?: string[] },
  body: string,
): string {
  const { title, excerpt, author, categories, tags, seoKeywords } = post;
  return documentHash({ title, excerpt, author, categories, tags, seoKeywords }, body);
}
