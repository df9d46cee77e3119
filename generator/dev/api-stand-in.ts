import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorObject } from 'ajv';
import type { Request } from 'openapi-backend';
import { standInMetaName } from '../../templates/islands/services/api-client.ts';
import { contractAjv, contractBackend, loadContract } from './api-contract.ts';
import { createStandInState, type SentMessage, type StandInAnswer, type StandInOptions } from './api-stand-in-state.ts';
import { maxBodyBytes, readBody } from './request-body.ts';

/** Where `serve` and `dev` answer the operations of docs/api/openapi.yaml. */
export const apiStandInRoot = '/__sitegen/api';
/** The messages the stand-in "sent" (verification codes, reset links), as JSON: for a developer, and for tests. */
export const outboxPath = '/__sitegen/outbox';

/**
 * The HTML of a page served by `serve` or `dev`, with the tag that tells the islands where the
 * stand-in answers (DECISIONS.md: the simulation is the contract). A page that has it is left
 * as it is; a site configured with `apiBase` ignores it.
 */
export function announceApiStandIn(html: string): string {
  if (html.includes(`<meta name="${standInMetaName}"`)) return html;
  return html.replace('</head>', `<meta name="${standInMetaName}" content="${apiStandInRoot}"></head>`);
}

/** The contract's error body for requests that do not match it: each refused field with ajv's reason. */
export function invalidRequest(errors: ErrorObject[]): StandInAnswer {
  const fields = errors.slice(0, 50).map((error) => {
    const path = error.instancePath.split('/').filter(Boolean).slice(1);
    const extra = error.params as { missingProperty?: string; additionalProperty?: string };
    const name = [
      ...path,
      ...(extra.missingProperty ? [extra.missingProperty] : extra.additionalProperty ? [extra.additionalProperty] : []),
    ].join('.');
    return { name: name || 'body', message: `${error.message ?? 'is not valid'}`.slice(0, 500) };
  });
  return {
    status: 400,
    body: { error: { code: 'invalid_request', message: 'The request does not match the API contract (docs/api/openapi.yaml).', fields } },
  };
}

const refused = (status: number, code: string, message: string): StandInAnswer => ({ status, body: { error: { code, message } } });

function reply(res: ServerResponse, answer: StandInAnswer): void {
  const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    ...(body ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    ...answer.headers,
  });
  res.end(body);
}

export type ApiStandIn = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & { outbox: SentMessage[] };

/**
 * The stand-in of the platform's API for `serve` and `dev`: every operation of the contract under
 * `apiStandInRoot`, routed and validated by openapi-backend from the same file the platform
 * implements, so an island that drifts from the contract gets the contract's 400 here, in dev and
 * in tests. A contact form posted without JavaScript (url-encoded) is checked against the
 * contract's `LeadFormPost` and redirected back to the site's page.
 */
export async function createApiStandIn(options: StandInOptions): Promise<ApiStandIn> {
  const backend = await contractBackend(apiStandInRoot);
  const ajv = contractAjv().addSchema(loadContract() as object, 'contract');
  const validFormPost = ajv.getSchema('contract#/components/schemas/LeadFormPost')!;
  const outbox: SentMessage[] = [];
  const handlers = createStandInState({
    ...options,
    onMessage: (message) => {
      outbox.push(message);
      options.onMessage?.(message);
    },
  });

  const answer = async (req: IncomingMessage, path: string): Promise<StandInAnswer> => {
    const text = await readBody(req, maxBodyBytes);
    if (text === undefined) return refused(413, 'payload_too_large', `The body must be at most ${maxBodyBytes} bytes.`);
    const form = /^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '');
    let body: unknown;
    try {
      body = form ? Object.fromEntries(new URLSearchParams(text)) : text === '' ? undefined : JSON.parse(text);
    } catch {
      return refused(400, 'invalid_request', 'The body is not JSON.');
    }
    const request: Request = { method: req.method ?? 'GET', path, headers: req.headers as Request['headers'], body };
    const operation = backend.router.matchOperation(request);
    if (!operation?.operationId) {
      const allowed = ['GET', 'POST'].filter((method) => backend.router.matchOperation({ ...request, method }));
      if (allowed.length)
        return { ...refused(405, 'method_not_allowed', `${path} takes ${allowed.join(', ')}.`), headers: { Allow: allowed.join(', ') } };
      return refused(404, 'not_found', `No operation of the contract answers ${request.method} ${path}.`);
    }
    if (form) {
      if (operation.operationId !== 'createLead') return refused(400, 'invalid_request', 'This operation takes JSON.');
      if (!validFormPost(body)) {
        const back = (body as { failedUrl?: unknown }).failedUrl;
        return typeof back === 'string' && /^https?:\/\//.test(back)
          ? { status: 303, headers: { Location: new URL(back).pathname + new URL(back).hash } }
          : invalidRequest(validFormPost.errors ?? []);
      }
    } else {
      const validation = backend.validateRequest(
        { ...request, headers: { ...request.headers, 'content-type': 'application/json' } },
        operation,
      );
      if (!validation.valid) return invalidRequest(validation.errors ?? []);
    }
    const { params } = backend.router.parseRequest(request, operation);
    return handlers[operation.operationId]!({
      body: (body ?? {}) as Record<string, unknown>,
      params: params as Record<string, string>,
      form,
    });
  };

  const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0]!;
    if (path === outboxPath) return reply(res, { status: 200, body: outbox });
    if (!path.startsWith(`${apiStandInRoot}/`)) return next();
    answer(req, path).then(
      (result) => {
        if (result.status === 413) res.setHeader('Connection', 'close');
        if (result.delayMs) setTimeout(() => reply(res, result), result.delayMs);
        else reply(res, result);
      },
      // A request cut off midway has nobody to answer.
      () => res.destroy(),
    );
  };
  return Object.assign(middleware, { outbox });
}
