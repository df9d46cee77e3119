/** A sentence beside a consent box, as the build wrote it, with its SHA-256 (hex, of its UTF-8). */
export interface ConsentSentence {
  text: string;
  sha256: string;
}

export type ConsentBoxId = 'whatsapp' | 'marketingEmail';

/** The contract's `Consent` record: each box with its exact sentence, the page's language, the time. */
export interface ConsentRecord {
  locale: string;
  time: string;
  boxes: { id: ConsentBoxId; text: string; textSha256: string; checked: boolean }[];
}

/** The record of what the visitor saw and ticked, at `now` (when the form is sent). */
export function consentRecord(
  locale: string,
  sentences: Record<ConsentBoxId, ConsentSentence>,
  checked: Record<ConsentBoxId, boolean>,
  now = new Date(),
): ConsentRecord {
  const ids: ConsentBoxId[] = ['whatsapp', 'marketingEmail'];
  return {
    locale,
    time: now.toISOString(),
    boxes: ids.map((id) => ({ id, text: sentences[id].text, textSha256: sentences[id].sha256, checked: checked[id] })),
  };
}

/**
 * How long a form was open, for the server's spam judgement (contract: `openedForMs`), within the
 * contract's bounds: a clock set back gives 0, not a negative time.
 */
export function openedForMs(openedAt: number, now = Date.now()): number {
  return Math.min(Math.max(Math.round(now - openedAt), 0), 604_800_000);
}
