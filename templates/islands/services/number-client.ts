/** An available number as the number-list service answers it (spec section 3). */
export interface AvailableNumber {
  PhoneNumberValue: string;
  District: string;
}

export class NumberListError extends Error {}

/**
 * The most items kept from one answer. The list shows a page at a time with a filter and says
 * how many there are (nothing is cut silently); this bound only keeps a runaway answer from
 * holding the tab's memory.
 */
export const maxNumbersKept = 50_000;

/** Keeps only well-formed items; text stays text (it is rendered as text, never as HTML). */
function parseNumbers(body: unknown): AvailableNumber[] {
  if (!Array.isArray(body)) throw new NumberListError('The number list is not a list.');
  const numbers: AvailableNumber[] = [];
  for (const item of body) {
    if (numbers.length >= maxNumbersKept) break;
    if (typeof item === 'object' && item !== null && typeof item.PhoneNumberValue === 'string' && typeof item.District === 'string') {
      numbers.push({ PhoneNumberValue: item.PhoneNumberValue, District: item.District });
    }
  }
  return numbers;
}

/**
 * The name of the `<meta>` that `sitegen serve` and `sitegen dev` add to the pages they serve when
 * they run the local stand-in of the number list (DECISIONS.md: they configure it explicitly).
 * A built site served by any other host has no such tag.
 */
export const standInMetaName = 'number-list-stand-in';

/**
 * Where the wizard asks for numbers: the endpoint configured in data/site.json, else the stand-in
 * the local server announces, else nowhere ('': number purchase is not offered, and no request is
 * ever made to a path only `serve` answers).
 */
export function numberListEndpoint(configured: string, doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): string {
  if (configured) return configured;
  const announced = doc?.querySelector<HTMLMetaElement>(`meta[name="${standInMetaName}"]`)?.content ?? '';
  // Only a path on this site: a tag cannot send the visitor's requests elsewhere.
  return /^\/(?!\/)[\w./-]*$/.test(announced) ? announced : '';
}

/**
 * POSTs `{ countryCode }` and reads a list of `{ PhoneNumberValue, District }` (DECISIONS.md).
 * Times out (the spec's client had none), and gives up on a status outside 200–299 or a body
 * that is not the expected list.
 */
export async function fetchAvailableNumbers(endpoint: string, countryCode: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<AvailableNumber[]> {
  if (!endpoint) throw new NumberListError('No number-list endpoint is configured.');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  options.signal?.addEventListener('abort', () => controller.abort());
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ countryCode }),
      signal: controller.signal,
    });
    if (!response.ok) throw new NumberListError(`The number list answered ${response.status}.`);
    return parseNumbers(await response.json());
  } finally {
    clearTimeout(timer);
  }
}
