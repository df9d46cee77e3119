import type { ApiSettings } from './api-client.ts';
import type { CallOptions } from './api-call.ts';
import type { OperationId } from './api-operations.ts';

/*
 * The calls of api-call.ts, loaded with the first call rather than with the page: a visitor who
 * reads the contact page without sending downloads none of it (tests/integration/budgets.test.ts).
 */

export async function callOperation<T>(api: ApiSettings, operation: OperationId, options: CallOptions<T>): Promise<T> {
  const { callOperation: call } = await import('./api-call.ts');
  return call(api, operation, options);
}

export async function fetchJson(
  url: string,
  options: { method: string; body?: unknown; timeoutMs: number; maxBytes: number; signal?: AbortSignal },
): Promise<{ status: number; body: unknown }> {
  const { fetchJson: fetchIt } = await import('./api-call.ts');
  return fetchIt(url, options);
}
