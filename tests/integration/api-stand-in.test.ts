import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIBackend } from 'openapi-backend';
import { contractBackend } from '../../generator/dev/api-contract.ts';
import { apiStandInRoot, outboxPath } from '../../generator/dev/api-stand-in.ts';
import { serveSite, type RunningServer } from '../../generator/dev/serve.ts';

/**
 * Issue 40, item 3: the stand-in `serve` and `dev` run is the contract. Every answer it gives is
 * checked against docs/api/openapi.yaml here (openapi-backend's response validation), a request
 * that does not match the contract gets its 400, and it remembers what a real API would.
 */
let dir: string;
let server: RunningServer;
let contract: OpenAPIBackend;
let clock = Date.parse('2026-03-01T10:00:00Z');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitegen-stand-in-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  server = await serveSite(dir, { apiStandIn: { nextCode: () => '135790', now: () => clock, onMessage: () => undefined } });
  contract = await contractBackend(apiStandInRoot);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Calls the stand-in and checks its answer against the contract's answer for that operation and status. */
async function call(operationId: string, path: string, body?: unknown, init: { method?: string; raw?: string; type?: string } = {}) {
  const response = await fetch(`${server.url}${apiStandInRoot}${path}`, {
    method: init.method ?? (body === undefined && init.raw === undefined ? 'GET' : 'POST'),
    headers: { 'Content-Type': init.type ?? 'application/json' },
    body: init.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    redirect: 'manual',
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : undefined;
  if (response.status !== 303) {
    const check = contract.validateResponse(json, operationId, response.status);
    expect(check.errors ?? [], `${operationId} ${response.status} ${text}`).toEqual([]);
  }
  return { status: response.status, body: json, location: response.headers.get('location') };
}

const business = {
  contactName: 'Dana Levi',
  contactEmail: 'dana@example.com',
  contactPhone: '+972 52 123 4567',
  contactRole: 'Owner',
  companyName: 'Café Dana',
  companyId: '',
  companyWebsite: 'https://cafe.example.com',
  companyAddress: '1 Herzl St',
  industry: 'other',
  subIndustry: '',
  businessSize: 'solo',
  companyDescription: '',
};
const consent = {
  locale: 'en',
  time: '2026-03-01T10:00:00.000Z',
  boxes: [{ id: 'whatsapp', text: 'I agree.', textSha256: 'a'.repeat(64), checked: true }],
};
const signup = (verificationToken: string, email = 'dana@example.com') => ({
  locale: 'en',
  plan: 'growth',
  trialStartedAt: '2026-03-01T09:00:00.000Z',
  number: { kind: 'own-sim', country: 'IL', phoneNumber: '+972 52 123 4567' },
  business: { ...business, contactEmail: email },
  templates: { google: true, facebook: true, tripadvisor: false, customMessage: '' },
  verificationToken,
  whatsapp: { state: 'skipped' },
  website: '',
  openedForMs: 90_000,
  consent,
});

describe('the API stand-in of serve and dev', () => {
  it('runs the wizard as the platform would: the code it sent, the number it proved, the connection it started, the account made', async () => {
    const sent = await call('sendVerificationCode', '/verifications', {
      phoneNumber: '+972 52 123 4567',
      locale: 'en',
      channel: 'whatsapp',
    });
    expect(sent).toMatchObject({ status: 201, body: { resendAfterSeconds: 60 } });
    const id = sent.body.verificationId as string;
    const wrong = await call('checkVerificationCode', `/verifications/${id}/check`, { code: '000000' });
    expect(wrong).toMatchObject({
      status: 422,
      body: { error: { code: 'invalid_code', message: 'Invalid verification code. Please try again.' } },
    });
    const right = await call('checkVerificationCode', `/verifications/${id}/check`, { code: '135790' });
    expect(right.status).toBe(200);
    const token = right.body.verificationToken as string;
    // A proof of another number starts nothing.
    expect(
      (
        await call('startWhatsAppConnection', '/whatsapp-connections', {
          phoneNumber: '+972 50 000 0000',
          verificationToken: token,
          locale: 'en',
        })
      ).status,
    ).toBe(422);
    const started = await call('startWhatsAppConnection', '/whatsapp-connections', {
      phoneNumber: '+972 52 123 4567',
      verificationToken: token,
      locale: 'en',
    });
    expect(started).toMatchObject({ status: 201, body: { state: 'waiting', qrLink: expect.stringMatching(/^https:\/\//) } });
    const states: string[] = [];
    for (const after of [0, 8000, 3000]) {
      clock += after;
      states.push((await call('getWhatsAppConnection', `/whatsapp-connections/${started.body.connectionId}`)).body.state);
    }
    expect(states).toEqual(['waiting', 'connecting', 'connected']);
    expect((await call('createSignup', '/signups', signup('forged'))).status).toBe(422);
    expect((await call('createSignup', '/signups', signup(token))).status).toBe(201);
    expect((await call('createSignup', '/signups', signup(token))).body.error.code).toBe('account_exists');
    expect(
      await call('signIn', '/sessions', { email: 'dana@example.com', password: 'anything', remember: false, locale: 'en' }),
    ).toMatchObject({ status: 200, body: { name: 'Dana Levi' } });
    expect(await call('signIn', '/sessions', { email: 'nobody@example.com', password: 'x', remember: true, locale: 'en' })).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_credentials' } },
    });
    expect(await call('requestPasswordReset', '/password-resets', { email: 'dana@example.com', locale: 'en' })).toMatchObject({
      status: 202,
      body: { accepted: true },
    });
    const outbox = (await (await fetch(`${server.url}${outboxPath}`)).json()) as { kind: string; to: string; code?: string }[];
    expect(outbox.map((message) => [message.kind, message.to, message.code])).toEqual([
      ['verification-code', '+972 52 123 4567', '135790'],
      ['password-reset', 'dana@example.com', undefined],
    ]);
  });

  it('refuses a code after it expired, and after five wrong tries', async () => {
    const first = await call('sendVerificationCode', '/verifications', {
      phoneNumber: '+972 52 123 4567',
      locale: 'he',
      channel: 'whatsapp',
    });
    clock += 601_000;
    expect(
      (await call('checkVerificationCode', `/verifications/${first.body.verificationId}/check`, { code: '135790' })).body.error.code,
    ).toBe('code_expired');
    const second = await call('sendVerificationCode', '/verifications', {
      phoneNumber: '+972 52 123 4567',
      locale: 'he',
      channel: 'whatsapp',
    });
    for (let i = 0; i < 5; i += 1)
      await call('checkVerificationCode', `/verifications/${second.body.verificationId}/check`, { code: '000000' });
    expect(
      (await call('checkVerificationCode', `/verifications/${second.body.verificationId}/check`, { code: '135790' })).body.error.code,
    ).toBe('too_many_attempts');
    expect((await call('getWhatsAppConnection', '/whatsapp-connections/wa_unknown')).status).toBe(404);
  });

  it("answers a request that does not match the contract with the contract's 400, naming each field", async () => {
    const missing = await call('signIn', '/sessions', { email: 'not an email', remember: 'yes', locale: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('invalid_request');
    expect(missing.body.error.fields.map((field: { name: string }) => field.name).sort()).toEqual(['email', 'password', 'remember']);
    const extra = await call('createLead', '/leads', {
      name: 'x',
      email: 'x@example.com',
      message: 'hi',
      topic: 'general',
      locale: 'en',
      website: '',
      openedForMs: 1,
      consent,
      debug: true,
    });
    expect(extra.body.error.fields).toEqual([{ name: 'debug', message: 'must NOT have additional properties' }]);
    expect((await call('createLead', '/leads', undefined, { raw: '{"name":' })).body.error).toEqual({
      code: 'invalid_request',
      message: 'The body is not JSON.',
    });
    expect((await call('checkVerificationCode', '/verifications/ver_1/check', { code: '12345a' })).status).toBe(400);
  });

  it("takes the contact form posted without JavaScript, and sends the browser back to the site's page", async () => {
    const form = new URLSearchParams({
      name: 'Dana',
      email: 'dana@example.com',
      message: 'Hello',
      topic: 'sales',
      locale: 'he',
      website: '',
      sentUrl: 'https://www.example.com/il/contact/sent/',
      failedUrl: 'https://www.example.com/il/contact/#contact-not-sent',
    });
    const taken = await call('createLead', '/leads', undefined, { raw: form.toString(), type: 'application/x-www-form-urlencoded' });
    expect([taken.status, taken.location]).toEqual([303, '/il/contact/sent/']);
    form.set('email', 'not an email');
    const refused = await call('createLead', '/leads', undefined, { raw: form.toString(), type: 'application/x-www-form-urlencoded' });
    expect([refused.status, refused.location]).toEqual([303, '/il/contact/#contact-not-sent']);
  });

  it("answers unknown operations and oversized bodies with the contract's error body", async () => {
    const unknown = await fetch(`${server.url}${apiStandInRoot}/admin`, { method: 'POST', body: '{}' });
    expect([unknown.status, (await unknown.json()).error.code]).toEqual([404, 'not_found']);
    const big = await fetch(`${server.url}${apiStandInRoot}/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(70_000),
    });
    expect([big.status, (await big.json()).error.code]).toEqual([413, 'payload_too_large']);
  });

  it('tells the pages where it answers; without it, a page is sent as it is', async () => {
    expect(await (await fetch(`${server.url}/`)).text()).toContain('<meta name="sitegen-api-stand-in" content="/__sitegen/api"></head>');
    const plain = await serveSite(dir, { apiStandIn: false });
    try {
      expect(await (await fetch(`${plain.url}/`)).text()).not.toContain('sitegen-api-stand-in');
      expect((await fetch(`${plain.url}${apiStandInRoot}/leads`, { method: 'POST', body: '{}' })).status).toBe(405);
    } finally {
      await plain.close();
    }
  });
});
