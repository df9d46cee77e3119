import { Lexer, type Token } from 'marked';

/**
 * Markdown as a translator's segments (issue 42): the blocks of a body (headings, paragraphs,
 * list items, table cells) as spans of the text, and a block's inline codes (inline code, links,
 * emphasis, i18next placeholders) kept apart from its words. Everything keeps its exact bytes,
 * so writing an unchanged segment back changes nothing.
 */
export type Inline = string | Code;
/** A protected code: a placeholder (`start` only) or a span around translatable words. */
export interface Code {
  id: string;
  start: string;
  end?: string;
  parts?: Inline[];
}

/** A translatable piece of a body: where it is, and its text. */
export interface Block {
  start: number;
  end: number;
  text: string;
}

const placeholder = /(\{\{[^{}]*\}\}|\$t\([^()]*\))/;

/** The texts a block token holds, in document order. */
function texts(token: Token): string[] {
  switch (token.type) {
    case 'heading':
    case 'paragraph':
      return [token.text];
    case 'list':
      return token.items.map((item: { text: string }) => item.text);
    case 'table':
      return [...token.header, ...token.rows.flat()].map((cell: { text: string }) => cell.text);
    case 'blockquote':
      return (token.tokens ?? []).flatMap(texts);
    default:
      return [];
  }
}

/** The body's blocks, or undefined when a piece cannot be found verbatim (the body is then one unit). */
export function markdownBlocks(body: string): Block[] | undefined {
  const blocks: Block[] = [];
  let at = 0;
  for (const token of new Lexer().lex(body)) {
    if (!body.startsWith(token.raw, at)) return undefined;
    let inner = at;
    for (const text of texts(token).filter((t) => t.trim() !== '')) {
      const start = body.indexOf(text, inner);
      if (start < 0 || start + text.length > at + token.raw.length) return undefined;
      blocks.push({ start, end: start + text.length, text });
      inner = start + text.length;
    }
    at += token.raw.length;
  }
  return at === body.length ? blocks : undefined;
}

/** Placeholders in plain text as codes; `next` numbers them. */
function withPlaceholders(text: string, next: () => string): Inline[] {
  return text
    .split(placeholder)
    .filter((piece) => piece !== '')
    .map((piece) => (placeholder.test(piece) ? { id: next(), start: piece } : piece));
}

const rawOf = (tokens: Token[]) => tokens.map((t) => t.raw).join('');

function fromTokens(tokens: Token[], next: () => string): Inline[] {
  return tokens.flatMap((token): Inline[] => {
    if (token.type === 'text' || token.type === 'escape') return withPlaceholders(token.raw, next);
    const children = (token as { tokens?: Token[] }).tokens;
    const inner = children ? rawOf(children) : undefined;
    const at = inner === undefined || inner === '' ? -1 : token.raw.indexOf(inner, token.type === 'link' ? 1 : 0);
    if (['link', 'strong', 'em', 'del'].includes(token.type) && at > 0 && inner !== undefined) {
      const id = next();
      return [{ id, start: token.raw.slice(0, at), end: token.raw.slice(at + inner.length), parts: fromTokens(children!, next) }];
    }
    return [{ id: next(), start: token.raw }];
  });
}

/** Adds whitespace to the end of a code's Markdown. */
function append(code: Code, text: string): void {
  if (code.end !== undefined) code.end += text;
  else code.start += text;
}

/**
 * Whitespace the library's parser would lose (xliff 6.4.0 drops a text of spaces between two
 * codes and cuts "\n" and what follows at the end of a text, taking it for indentation) moves
 * into the neighbouring code's Markdown, or out of the unit (`trail`), so it stays byte for byte.
 */
export function keepSpaces(parts: Inline[]): { parts: Inline[]; trail: string } {
  const out: Inline[] = [];
  let carry = '';
  for (const part of parts) {
    if (typeof part !== 'string') {
      const inner = part.parts ? keepSpaces(part.parts) : undefined;
      const code: Code = { ...part, start: carry + part.start, ...(inner ? { parts: inner.parts, end: inner.trail + part.end } : {}) };
      carry = '';
      out.push(code);
      continue;
    }
    let text = carry + part;
    carry = '';
    const prev = out.at(-1);
    if (/^\s+$/.test(text) && prev !== undefined && typeof prev !== 'string') {
      append(prev, text);
      continue;
    }
    const cut = /^\s+$/.test(text) ? { index: 0, 0: text } : /\n\s*$/.exec(text);
    if (cut) {
      carry = cut[0];
      text = text.slice(0, cut.index);
    }
    if (text !== '') out.push(text);
  }
  return { parts: out, trail: carry };
}

/** A piece's inline codes: Markdown when `markdown`, otherwise placeholders only (UI strings). */
export function inlineParts(text: string, markdown: boolean): Inline[] {
  let n = 0;
  const next = () => String(++n);
  if (markdown) {
    const tokens = Lexer.lexInline(text);
    if (rawOf(tokens) === text) return fromTokens(tokens, next);
  }
  return withPlaceholders(text, next);
}

/** The text of parts: codes as their Markdown again. */
export const partsText = (parts: Inline[]): string =>
  parts
    .map((part) => (typeof part === 'string' ? part : `${part.start}${part.parts ? partsText(part.parts) : ''}${part.end ?? ''}`))
    .join('');

/** Every code of parts, nested ones too. */
export const codesOf = (parts: Inline[]): Code[] =>
  parts.flatMap((part) => (typeof part === 'string' ? [] : [part, ...codesOf(part.parts ?? [])]));
