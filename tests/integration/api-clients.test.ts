import fc from 'fast-check';
import type { ValidateFunction } from 'ajv';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIBackend } from 'openapi-backend';
import { contractAjv, contractBackend, loadContract } from '../../generator/dev/api-contract.ts';
import type { ApiSettings } from '../../templates/islands/services/api-client.ts';
import { createAuthClient } from '../../templates/islands/services/auth-client.ts';
import { consentRecord } from '../../templates/islands/services/consent.ts';
import { sendLead } from '../../templates/islands/services/lead-client.ts';
import { fetchAvailableNumbers } from '../../templates/islands/services/number-client.ts';
import { createSignup } from '../../templates/islands/services/signup-client.ts';
import { createVerificationClient } from '../../templates/islands/services/verification-client.ts';
import { createWhatsAppClient } from '../../templates/islands/services/whatsapp-client.ts';

/**
 * Issue 40: every service client's requests, and the answers it accepts, checked against
 * docs/api/openapi.yaml with openapi-backend and ajv. The clients run here as in the browser, on
 * a `fetch` that records the request and gives the answer under test.
 */
const api: ApiSettings = { base: 'https://api.example.com/v1', timeoutMs: 1000 };
let contract: OpenAPIBackend;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  contract = await contractBackend('/v1');
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Runs `call` on a fetch that answers `status` and `answer`; what it sent and whether it resolved. */
async function exchange(call: () => Promise<unknown>, status: number, answer: unknown): Promise<{ sent: Sent[]; accepted: boolean }> {
  const sent: Sent[] = [];
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  };
  const accepted = await call().then(
    () => true,
    () => false,
  );
  return { sent, accepted };
}

const consent = consentRecord(
  'he',
  { whatsapp: { text: 'WhatsApp?', sha256: 'a'.repeat(64) }, marketingEmail: { text: 'E-mail?', sha256: 'b'.repeat(64) } },
  { whatsapp: true, marketingEmail: false },
);
const business = {
  contactName: 'Dana',
  contactEmail: 'dana@example.com',
  contactPhone: '052',
  contactRole: 'Owner',
  companyName: 'Café',
  companyId: '',
  companyWebsite: 'https://cafe.example.com',
  companyAddress: 'Herzl 1',
  industry: 'restaurant',
  subIndustry: 'cafe',
  businessSize: 'small',
  companyDescription: '',
};

/** Each operation: the client's call, the status of its success, and a success the contract allows. */
const operations = [
  {
    id: 'createLead',
    status: 201,
    valid: { leadId: 'lead_1' },
    call: () =>
      sendLead(api, {
        name: 'Dana',
        email: 'dana@example.com',
        company: '',
        phone: '',
        topic: 'sales',
        message: 'Hi',
        locale: 'he',
        website: '',
        openedForMs: 5000,
        consent,
      }),
  },
  {
    id: 'sendVerificationCode',
    status: 201,
    valid: { verificationId: 'ver_1', resendAfterSeconds: 60, expiresInSeconds: 600 },
    call: () => createVerificationClient(api).send('+972 52 123 4567', 'hi'),
  },
  {
    id: 'checkVerificationCode',
    status: 200,
    valid: { verificationToken: 'proof' },
    call: () => createVerificationClient(api).check('ver_1', '123456'),
  },
  {
    id: 'startWhatsAppConnection',
    status: 201,
    valid: { connectionId: 'wa_1', state: 'waiting', qrLink: 'https://wa.me/qr/1', pollAfterSeconds: 2 },
    call: () => createWhatsAppClient(api).start('+972 52 123 4567', 'proof', 'es-MX'),
  },
  {
    id: 'getWhatsAppConnection',
    status: 200,
    valid: { connectionId: 'wa_1', state: 'connected', pollAfterSeconds: 1 },
    call: () => createWhatsAppClient(api).get('wa_1'),
  },
  {
    id: 'createSignup',
    status: 201,
    valid: { accountId: 'acct_1', redirectUrl: 'https://app.example.com/welcome' },
    call: () =>
      createSignup(api, {
        locale: 'pt-BR',
        plan: 'growth',
        trialStartedAt: '2026-01-05T10:00:00.000Z',
        number: { kind: 'business-number', country: 'BR', phoneNumber: '+55 11 91234 5678', district: 'São Paulo' },
        business,
        templates: {
          google: true,
          facebook: false,
          tripadvisor: true,
          customMessage: 'Olá {customer_name}',
          reviewLinks: { google: 'https://g.page/r/CafeDana/review', tripadvisor: 'https://www.tripadvisor.com/cafe-dana' },
        },
        verificationToken: 'proof',
        whatsapp: { state: 'connected', connectionId: 'wa_1' },
        website: '',
        openedForMs: 120_000,
        consent,
      }),
  },
  {
    id: 'signIn',
    status: 200,
    valid: { name: 'Dana', redirectUrl: 'https://app.example.com/' },
    call: () => createAuthClient(api).signIn('dana@example.com', 'secret', true, 'en'),
  },
  {
    id: 'requestPasswordReset',
    status: 202,
    valid: { accepted: true },
    call: () => createAuthClient(api).requestPasswordReset('dana@example.com', 'en'),
  },
] as const;

describe('the service clients against the contract', () => {
  it.each(operations.map((operation) => [operation.id, operation] as const))(
    '%s: sends a request the contract accepts, and takes its success',
    async (id, operation) => {
      const { sent, accepted } = await exchange(operation.call, operation.status, operation.valid);
      expect(sent).toHaveLength(1);
      const request = {
        method: sent[0]!.method,
        path: sent[0]!.path,
        headers: { 'content-type': 'application/json' },
        body: sent[0]!.body,
      };
      expect(contract.router.matchOperation(request)?.operationId).toBe(id);
      expect(contract.validateRequest(request).errors ?? []).toEqual([]);
      expect(contract.validateResponse(operation.valid, id, operation.status).errors ?? []).toEqual([]);
      expect(accepted).toBe(true);
    },
  );

  /** One answer changed at one place: a field removed, or given another type or an outsized value. */
  const mutation = fc.record({
    key: fc.nat(),
    value: fc.constantFrom<unknown>(
      undefined,
      null,
      42,
      -1,
      1.5,
      '',
      'x'.repeat(600),
      'x'.repeat(3000),
      'javascript:alert(1)',
      'ftp://x',
      [],
      {},
      true,
      'waiting',
      'https://ok.example.com/',
    ),
  });

  it.each(operations.map((operation) => [operation.id, operation] as const))(
    '%s: takes no success the contract does not allow',
    async (id, operation) => {
      await fc.assert(
        fc.asyncProperty(mutation, async ({ key, value }) => {
          const answer: Record<string, unknown> = { ...operation.valid };
          const keys = [...Object.keys(answer), 'extra'];
          const name = keys[key % keys.length]!;
          if (value === undefined) delete answer[name];
          else answer[name] = value;
          const { accepted } = await exchange(operation.call, operation.status, answer);
          const valid = (contract.validateResponse(answer, id, operation.status).errors ?? []).length === 0;
          // The client may refuse more than the contract does, never less.
          if (accepted) expect(valid, JSON.stringify(answer)).toBe(true);
        }),
        { numRuns: 60 },
      );
    },
  );

  it.each(operations.map((operation) => [operation.id, operation] as const))(
    '%s: a 4xx with the error body is a refusal with its message; a 5xx, a 413 or a bare 4xx is a failure',
    async (_id, operation) => {
      const error = { error: { code: 'invalid_request', message: 'Check the fields.', fields: [{ name: 'email', message: 'Bounces.' }] } };
      for (const [status, body] of [
        [400, error],
        [500, error],
        [413, 'Too large'],
        [404, { message: 'no' }],
      ] as const) {
        globalThis.fetch = async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
        const failure = await operation.call().then(
          () => undefined,
          (e: { failure: unknown }) => e.failure,
        );
        if (status === 400)
          expect(failure).toEqual({
            kind: 'refused',
            status: 400,
            code: 'invalid_request',
            message: 'Check the fields.',
            fields: [{ name: 'email', message: 'Bounces.' }],
          });
        else expect(failure, String(status)).toMatchObject({ kind: 'unavailable', status });
      }
    },
  );
});

describe('the number list client against the contract', () => {
  let item: ValidateFunction;
  beforeAll(() => {
    item = contractAjv()
      .addSchema(loadContract() as object, 'contract')
      .getSchema('contract#/components/schemas/AvailableNumber')!;
  });

  it("sends the contract's request and shows only items the contract allows", async () => {
    const answer = [
      { PhoneNumberValue: '+972 50 111 2222', District: 'Haifa' },
      { PhoneNumberValue: 42, District: 'x' },
      { District: 'y' },
      { PhoneNumberValue: '+972 50 111 2222', District: 'z'.repeat(201) },
      { PhoneNumberValue: 'x'.repeat(41), District: 'Eilat' },
    ];
    const sent: Sent[] = [];
    globalThis.fetch = async (input, init) => {
      sent.push({ method: init?.method ?? 'GET', path: new URL(String(input)).pathname, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const { numbers } = await fetchAvailableNumbers(`${api.base}/numbers/available`, 'IL');
    expect(contract.validateRequest({ ...sent[0]!, headers: { 'content-type': 'application/json' } }).errors ?? []).toEqual([]);
    expect(numbers).toEqual([{ PhoneNumberValue: '+972 50 111 2222', District: 'Haifa' }]);
    expect(numbers.every((number) => item(number))).toBe(true);
  });

  it('keeps the first 10,000 of a longer list and says how many the service sent (issue 45, item 13)', async () => {
    globalThis.fetch = async () =>
      new Response(
        JSON.stringify(
          Array.from({ length: 60_000 }, (_, i) => ({ PhoneNumberValue: `+1 202 555 ${String(i).padStart(5, '0')}`, District: 'x' })),
        ),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    const list = await fetchAvailableNumbers(`${api.base}/numbers/available`, 'US');
    expect(list.total).toBe(60_000);
    expect(list.numbers).toHaveLength(10_000);
    expect(list.numbers[0]?.PhoneNumberValue).toBe('+1 202 555 00000');
  });
});
