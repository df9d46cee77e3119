import { apiOperations } from './api-operations.ts';
import type { ApiSettings } from './api-client.ts';
import { operationUrl } from './api-operations.ts';
import { fetchJson } from './lazy-call.ts';

/** An available number as the number-list service answers it (spec section 3). */
export interface AvailableNumber {
  PhoneNumberValue: string;
  District: string;
}

export class NumberListError extends Error {}

/**
 * The most items an answer may have (the contract's `maxItems`): a longer list is refused, not
 * cut. The list shows a page at a time with a filter and says how many there are.
 */
export const maxNumbers = 10_000;

/**
 * Keeps the well-formed items (the provider's own webhook, `numberListEndpoint`, has sent
 * incomplete ones); text stays text (it is rendered as text, never as HTML).
 */
function parseNumbers(body: unknown): AvailableNumber[] {
  if (!Array.isArray(body)) throw new NumberListError('The number list is not a list.');
  if (body.length > maxNumbers) throw new NumberListError(`The number list has more than ${maxNumbers} items.`);
  const numbers: AvailableNumber[] = [];
  for (const item of body) {
    if (
      typeof item === 'object' &&
      item !== null &&
      typeof item.PhoneNumberValue === 'string' &&
      typeof item.District === 'string' &&
      item.PhoneNumberValue.length <= 40 &&
      item.District.length <= 200
    ) {
      numbers.push({ PhoneNumberValue: item.PhoneNumberValue, District: item.District });
    }
  }
  return numbers;
}

/**
 * Where the wizard asks for numbers: the provider's endpoint configured in data/site.json, else
 * the API's `listAvailableNumbers` (configured, or the stand-in `serve` and `dev` announce), else
 * nowhere ('': number purchase is not offered).
 */
export function numberListEndpoint(override: string, api: ApiSettings): string {
  if (override) return override;
  return api.base ? operationUrl(api, 'listAvailableNumbers') : '';
}

/**
 * POSTs `{ countryCode }` and reads a list of `{ PhoneNumberValue, District }` (DECISIONS.md).
 * Times out (the spec's client had none), and gives up on a status outside 200–299 or a body
 * that is not the expected list or is larger than the contract allows.
 */
export async function fetchAvailableNumbers(
  endpoint: string,
  countryCode: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<AvailableNumber[]> {
  if (!endpoint) throw new NumberListError('No number-list endpoint is configured.');
  const answer = await fetchJson(endpoint, {
    method: 'POST',
    body: { countryCode },
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes: apiOperations.listAvailableNumbers.maxAnswerBytes,
    signal: options.signal,
  }).catch(() => {
    throw new NumberListError('The number list did not answer.');
  });
  if (answer.status < 200 || answer.status > 299) throw new NumberListError(`The number list answered ${answer.status}.`);
  return parseNumbers(answer.body);
}
