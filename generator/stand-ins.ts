/**
 * Markup made once with numbered stand-ins (`\u0000` 3 `\u0000`) where values go, then filled in
 * per page: the locale templates of components and the island cache.
 */

/** Splits markup at its stand-ins, keeping each stand-in's number (the capture). */
const standInPattern = /\u0000(\d+)\u0000/;

export const standIn = (index: number) => `\u0000${index}\u0000`;

/** Markup split at its stand-ins: static text, then the index of a value, and so on. */
export interface StandInTemplate {
  parts: string[];
  slots: number[];
}

export function compileStandIns(markup: string): StandInTemplate {
  const parts: string[] = [];
  const slots: number[] = [];
  markup.split(standInPattern).forEach((piece, i) => (i % 2 === 0 ? parts.push(piece) : slots.push(Number(piece))));
  return { parts, slots };
}

/** The markup with each stand-in replaced by its value, as given (escaped already, where it must be). */
export function fillStandIns({ parts, slots }: StandInTemplate, values: string[]): string {
  let html = parts[0]!;
  for (let i = 0; i < slots.length; i += 1) html += values[slots[i]!]! + parts[i + 1]!;
  return html;
}

/** React's escaping of text and attribute values (its `escapeTextForBrowser`), entity for entity. */
const reactEscapes: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const needsEscape = /["&'<>]/;

export function escapeLikeReact(text: string): string {
  return needsEscape.test(text) ? text.replace(/["&'<>]/g, (c) => reactEscapes[c]!) : text;
}
