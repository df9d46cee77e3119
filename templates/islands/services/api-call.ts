import { apiOperations, operationUrl, type OperationId } from './api-operations.ts';
import { ApiError, type ApiSettings, type FieldProblem } from './api-client.ts';
import { answer } from './answer-checks.ts';

const { isObject, isText } = answer;

/**
 * Calls of the API: JSON in and out, a timeout, a cap on the answer's size, the contract's error
 * body. Imported when an island makes its first call (`import()`), not with the page.
 */

const isJson = (response: Response) => /^application\/(?:[\w.+-]*\+)?json\b/i.test(response.headers.get('content-type') ?? '');

/** The body as text, or undefined as soon as it passes `maxBytes`: a runaway answer is never held whole. */
async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) return undefined;
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}

/** The contract's error body, or undefined when the answer is not one. */
export function parseErrorBody(body: unknown): { code: string; message: string; fields: FieldProblem[] } | undefined {
  const error = isObject(body) ? body.error : undefined;
  if (!isObject(error) || !isText(error.code, 64) || !/^[a-z][a-z0-9_]*$/.test(error.code) || !isText(error.message, 500, 1))
    return undefined;
  const fields = error.fields ?? [];
  if (!Array.isArray(fields) || fields.length > 50) return undefined;
  if (!fields.every((field) => isObject(field) && isText(field.name, 200) && isText(field.message, 500, 1))) return undefined;
  return { code: error.code, message: error.message, fields: (fields as FieldProblem[]).map(({ name, message }) => ({ name, message })) };
}

export interface CallOptions<T> {
  params?: Record<string, string>;
  body?: unknown;
  /** The answer as the island uses it, or undefined when it is not what the contract describes. */
  parse: (body: unknown) => T | undefined;
  signal?: AbortSignal;
}

/**
 * Calls an operation of the contract: JSON in and out, the settings' timeout (reading the answer
 * included), success only on a 2xx whose JSON body `parse` accepts. Throws an `ApiError`.
 */
export async function callOperation<T>(api: ApiSettings, operation: OperationId, options: CallOptions<T>): Promise<T> {
  const { method, maxAnswerBytes } = apiOperations[operation];
  const url = operationUrl(api, operation, options.params);
  const json = await fetchJson(url, {
    method,
    body: options.body,
    timeoutMs: api.timeoutMs,
    maxBytes: maxAnswerBytes,
    signal: options.signal,
  });
  if (json.status >= 200 && json.status < 300) {
    const parsed = json.body === undefined ? undefined : options.parse(json.body);
    if (parsed === undefined) throw new ApiError({ kind: 'unavailable', status: json.status });
    return parsed;
  }
  const refusal = json.status >= 400 && json.status < 500 && json.body !== undefined ? parseErrorBody(json.body) : undefined;
  throw new ApiError(refusal ? { kind: 'refused', status: json.status, ...refusal } : { kind: 'unavailable', status: json.status });
}

/**
 * One JSON request with a timeout: the status and the JSON body (undefined when the answer is not
 * JSON, does not parse, or is over `maxBytes`). Network failures and the timeout throw an
 * `ApiError` of kind `unavailable`.
 */
export async function fetchJson(
  url: string,
  options: { method: string; body?: unknown; timeoutMs: number; maxBytes: number; signal?: AbortSignal },
): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop);
  try {
    const response = await fetch(url, {
      method: options.method,
      headers:
        options.body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'omit',
      signal: controller.signal,
    });
    if (!isJson(response)) await response.body?.cancel().catch(() => undefined);
    const text = isJson(response) ? await readCapped(response, options.maxBytes) : undefined;
    let body: unknown;
    try {
      body = text === undefined || text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch {
    throw new ApiError({ kind: 'unavailable' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}
