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
 * The most numbers the wizard lists (the contract's `maxItems`). A provider's own webhook
 * (`numberListEndpoint`) is not bound by the contract and has sent 60,000: the first ones are
 * kept, and the list says how many the service offered and how many it shows (issue 45, item 13),
 * rather than refusing a list the visitor could still choose from.
 */
export const maxNumbers = 10_000;

/** The numbers listed, and how many well-formed ones the service sent (more than listed when it sent over `maxNumbers`). */
export interface NumberList {
  numbers: AvailableNumber[];
  total: number;
}

/**
 * Keeps the well-formed items (the provider's own webhook, `numberListEndpoint`, has sent
 * incomplete ones); text stays text (it is rendered as text, never as HTML).
 */
function parseNumbers(body: unknown): NumberList {
  if (!Array.isArray(body)) throw new NumberListError('The number list is not a list.');
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
  return { numbers: numbers.length > maxNumbers ? numbers.slice(0, maxNumbers) : numbers, total: numbers.length };
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
 * that is not a list or is larger than the answer's byte limit.
 */
export async function fetchAvailableNumbers(
  endpoint: string,
  countryCode: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<NumberList> {
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
