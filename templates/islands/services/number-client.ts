/** An available number as the number-list service answers it (spec section 3). */
export interface AvailableNumber {
  PhoneNumberValue: string;
  District: string;
}

export class NumberListError extends Error {}

/** Keeps only well-formed items; text stays text (it is rendered as text, never as HTML). */
function parseNumbers(body: unknown): AvailableNumber[] {
  if (!Array.isArray(body)) throw new NumberListError('The number list is not a list.');
  return body
    .filter((item): item is AvailableNumber => typeof item === 'object' && item !== null
      && typeof (item as AvailableNumber).PhoneNumberValue === 'string' && typeof (item as AvailableNumber).District === 'string')
    .slice(0, 200);
}

/**
 * POSTs `{ countryCode }` and reads a list of `{ PhoneNumberValue, District }` (DECISIONS.md).
 * Times out (the spec's client had none), and gives up on a status outside 200–299 or a body
 * that is not the expected list.
 */
export async function fetchAvailableNumbers(endpoint: string, countryCode: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<AvailableNumber[]> {
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
