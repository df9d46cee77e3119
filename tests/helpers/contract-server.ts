import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Request } from 'openapi-backend';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { contractAjv, contractBackend, loadContract } from '../../generator/dev/api-contract.ts';

/**
 * A server that implements docs/api/openapi.yaml for tests, with behaviour of its own (not the
 * stand-in's code): every request is checked against the contract with openapi-backend (and the
 * form post with ajv), every answer it makes up is checked against the contract's answer schema,
 * and a test scripts faults call by call.
 */
export interface RecordedRequest {
  operationId: string;
  method: string;
  path: string;
  contentType: string;
  body: any;
  /** Why the request does not match the contract (ajv's messages); empty when it does. */
  problems: string[];
}

/** What the next call of an operation gets instead of the server's own answer. */
export type Fault =
  | { status: number; error?: { code: string; message: string; fields?: { name: string; message: string }[] } }
  | { status: number; json: unknown }
  | 'hang'
  | 'not-json'
  | 'huge'
  | 'text-413';

export interface ContractServer {
  url: string;
  /** What a site's `apiBase` is set to. */
  apiBase: string;
  requests: RecordedRequest[];
  /** Answers the contract would refuse that the server's own behaviour made (a bug in this helper). */
  answerProblems: string[];
  /** Queues faults for the next calls of an operation, in order; later calls get the normal answer. */
  fail(operationId: string, ...faults: Fault[]): void;
  /** The faults still queued for an operation. */
  queued(operationId: string): Fault[];
  /** The states `getWhatsAppConnection` reports, one per call (the last one stays). */
  connectionStates: string[];
  /** The `redirectUrl` of `createSignup` and `signIn`, if any. */
  redirectUrl?: string;
  calls(operationId: string): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

/** The code this server "sends" and the password of its one account. */
export const serverCode = '246810';
export const account = { email: 'dana@example.com', password: 'correct horse', name: 'Dana Levi' };

const error = (status: number, code: string, message: string, fields?: { name: string; message: string }[]) => ({
  status,
  json: { error: { code, message, ...(fields ? { fields } : {}) } },
});

export async function startContractServer(): Promise<ContractServer> {
  const root = '/v1';
  const backend = await contractBackend(root);
  const ajv = contractAjv().addSchema(loadContract() as object, 'contract');
  const formPost = ajv.getSchema('contract#/components/schemas/LeadFormPost')!;
  const faults = new Map<string, Fault[]>();
  const sockets = new Set<Socket>();
  let connectionCalls = 0;

  const own = (operationId: string, body: any, form: boolean): { status: number; json?: unknown; location?: string } => {
    switch (operationId) {
      case 'listAvailableNumbers':
        return {
          status: 200,
          json: [
            { PhoneNumberValue: '+972 50 111 2222', District: 'Haifa' },
            { PhoneNumberValue: '+972 50 333 4444', District: 'Eilat' },
          ],
        };
      case 'createLead':
        return form ? { status: 303, location: body.sentUrl } : { status: 201, json: { leadId: 'lead_1' } };
      case 'sendVerificationCode':
        return { status: 201, json: { verificationId: 'ver_1', resendAfterSeconds: 60, expiresInSeconds: 600 } };
      case 'checkVerificationCode':
        return body.code === serverCode
          ? { status: 200, json: { verificationToken: 'proof-1' } }
          : error(422, 'invalid_code', "Wrong code (the server's own words).");
      case 'startWhatsAppConnection':
        connectionCalls = 0;
        return { status: 201, json: { connectionId: 'wa_1', state: 'waiting', qrLink: 'https://wa.me/qr/wa_1', pollAfterSeconds: 1 } };
      case 'getWhatsAppConnection': {
        const state = server.connectionStates[Math.min(connectionCalls++, server.connectionStates.length - 1)] ?? 'waiting';
        return {
          status: 200,
          json: { connectionId: 'wa_1', state, ...(state === 'waiting' ? { qrLink: 'https://wa.me/qr/wa_1' } : {}), pollAfterSeconds: 1 },
        };
      }
      case 'createSignup':
        return { status: 201, json: { accountId: 'acct_1', ...(server.redirectUrl ? { redirectUrl: server.redirectUrl } : {}) } };
      case 'signIn':
        return body.email === account.email && body.password === account.password
          ? { status: 200, json: { name: account.name, ...(server.redirectUrl ? { redirectUrl: server.redirectUrl } : {}) } }
          : error(401, 'invalid_credentials', 'E-mail or password is wrong.');
      case 'requestPasswordReset':
        return { status: 202, json: { accepted: true } };
      default:
        return error(404, 'not_found', 'unknown operation');
    }
  };

  const send = (res: ServerResponse, status: number, json: unknown, location?: string) => {
    const text = json === undefined ? '' : JSON.stringify(json);
    res.writeHead(status, {
      ...(text ? { 'Content-Type': 'application/json' } : {}),
      ...(location ? { Location: location } : {}),
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // The sites call from another origin: CORS as the contract asks, no credentials.
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Content-Type, Accept',
        'Access-Control-Max-Age': '600',
      });
      return void res.end();
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const contentType = req.headers['content-type'] ?? '';
    const form = contentType.startsWith('application/x-www-form-urlencoded');
    let body: any;
    try {
      body = form ? Object.fromEntries(new URLSearchParams(text)) : text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const path = (req.url ?? '').split('?')[0]!;
    const request: Request = {
      method: req.method ?? 'GET',
      path,
      headers: { ...(req.headers as Request['headers']), 'content-type': form ? contentType : 'application/json' },
      body,
    };
    const operation = backend.router.matchOperation(request);
    if (!operation?.operationId)
      return send(res, 404, { error: { code: 'not_found', message: `No operation answers ${request.method} ${path}.` } });
    const problems = form
      ? formPost(body)
        ? []
        : (formPost.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
      : (backend.validateRequest(request, operation).errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    const recorded: RecordedRequest = { operationId: operation.operationId, method: request.method, path, contentType, body, problems };
    server.requests.push(recorded);
    if (problems.length)
      return send(res, 400, {
        error: {
          code: 'invalid_request',
          message: 'Does not match the contract.',
          fields: problems.slice(0, 50).map((p) => ({ name: p.split(' ')[0] || 'body', message: p })),
        },
      });

    const fault = faults.get(operation.operationId)?.shift();
    // A form post that fails goes back where the form says (contract: createLead's 303 to failedUrl).
    if (form && fault && typeof fault === 'object' && fault.status >= 400) return send(res, 303, undefined, body.failedUrl);
    if (fault === 'hang') return; // The socket stays open until the client gives up or the server closes.
    if (fault === 'not-json')
      return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Welcome to nginx!</body></html>');
    if (fault === 'text-413') return void res.writeHead(413, { 'Content-Type': 'text/plain' }).end('Request Entity Too Large');
    if (fault === 'huge') return send(res, 200, { padding: 'x'.repeat(5_000_000) });
    if (fault)
      return send(
        res,
        fault.status,
        'json' in fault
          ? fault.json
          : { error: fault.error ?? { code: fault.status >= 500 ? 'internal' : 'refused', message: `Scripted ${fault.status}.` } },
      );

    const answer = own(operation.operationId, body, form);
    if (answer.json !== undefined) {
      const check = backend.validateResponse(answer.json, operation, answer.status);
      if (check.errors?.length) server.answerProblems.push(`${operation.operationId} ${answer.status}: ${JSON.stringify(check.errors)}`);
    }
    send(res, answer.status, answer.json, answer.location);
  };

  const http = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  http.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const server: ContractServer = {
    url,
    apiBase: `${url}${root}`,
    requests: [],
    answerProblems: [],
    connectionStates: ['waiting', 'connecting', 'connected'],
    fail: (operationId, ...more) => faults.set(operationId, [...(faults.get(operationId) ?? []), ...more]),
    queued: (operationId) => [...(faults.get(operationId) ?? [])],
    calls: (operationId) => server.requests.filter((r) => r.operationId === operationId),
    reset() {
      server.requests.length = 0;
      faults.clear();
      server.connectionStates = ['waiting', 'connecting', 'connected'];
      delete server.redirectUrl;
      connectionCalls = 0;
    },
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        http.close(() => done());
      }),
  };
  return server;
}

/**
 * Lets a hung call time out in a page whose clock is installed: waits until a request took the
 * queued hang (moving the clock before the browser sent it would abort it unsent, and the hang
 * would catch the retry instead), then moves the clock past the client's timeout.
 */
export async function outwaitHang(page: Page, server: ContractServer, operationId: string) {
  await expect.poll(() => server.queued(operationId).includes('hang')).toBe(false);
  await page.clock.runFor(2000);
}
