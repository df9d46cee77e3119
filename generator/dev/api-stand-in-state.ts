import { randomBytes, randomInt } from 'node:crypto';
import { numberListStandIn } from './number-stand-in.ts';

/** An answer of the stand-in: status, JSON body (none for a redirect), headers, and how long it takes. */
export interface StandInAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** A message the stand-in "sent" (a code over WhatsApp, a reset link by e-mail): printed, and listed at its outbox. */
export interface SentMessage {
  to: string;
  kind: 'verification-code' | 'password-reset';
  text: string;
  code?: string;
}

export interface StandInOptions {
  /** Dial codes of the country list, for the fixture numbers. */
  dialCodes: Record<string, string>;
  /** The codes it sends: random six digits unless a test fixes them. */
  nextCode?: () => string;
  /** How long a WhatsApp connection waits for the scan and then connects (the spec: 8 s, 3 s). */
  whatsappTimeline?: { waitingMs: number; connectingMs: number };
  /** Told of each message sent (serve and dev print it). */
  onMessage?: (message: SentMessage) => void;
  now?: () => number;
}

type Body = Record<string, any>;
export type StandInHandler = (input: { body: Body; params: Record<string, string>; form: boolean }) => StandInAnswer;

const refuse = (status: number, code: string, message: string, fields?: { name: string; message: string }[]): StandInAnswer => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});
const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

/** An account the stand-in knows from the start, so sign-in can be tried without the wizard. */
export const demoAccount = { email: 'demo@example.com', name: 'Demo' };

/**
 * The stand-in's memory and its answer to each operation of the contract, as the platform's API
 * would answer: it remembers the codes it sent, the numbers they proved, the connections it
 * started and the accounts made, so the whole wizard runs against it. Requests reach it already
 * validated against the contract.
 */
export function createStandInState(options: StandInOptions): Record<string, StandInHandler> {
  const now = options.now ?? Date.now;
  const nextCode = options.nextCode ?? (() => String(randomInt(0, 1_000_000)).padStart(6, '0'));
  const timeline = options.whatsappTimeline ?? { waitingMs: 8000, connectingMs: 3000 };
  const numbers = numberListStandIn(options.dialCodes);
  const verifications = new Map<string, { number: string; code: string; expiresAt: number; attempts: number }>();
  const proofs = new Map<string, string>();
  const connections = new Map<string, { number: string; startedAt: number }>();
  const accounts = new Map([[demoAccount.email, { name: demoAccount.name }]]);
  const send = (message: SentMessage) => options.onMessage?.(message);

  const connection = (id: string): StandInAnswer => {
    const started = connections.get(id);
    if (!started) return refuse(404, 'not_found', 'There is no such WhatsApp connection.');
    const elapsed = now() - started.startedAt;
    const state =
      elapsed < timeline.waitingMs ? 'waiting' : elapsed < timeline.waitingMs + timeline.connectingMs ? 'connecting' : 'connected';
    return {
      status: 200,
      body: { connectionId: id, state, ...(state === 'waiting' ? { qrLink: `https://wa.me/qr/${id}` } : {}), pollAfterSeconds: 1 },
    };
  };

  return {
    listAvailableNumbers: ({ body }) => numbers(body.countryCode),
    createLead: ({ body, form }) => {
      // A plain form post goes back to the site's page, on this local server.
      if (form) return { status: 303, headers: { Location: localPath(body.sentUrl) } };
      return { status: 201, body: { leadId: newId('lead') } };
    },
    sendVerificationCode: ({ body }) => {
      const code = nextCode();
      const verificationId = newId('ver');
      verifications.set(verificationId, { number: body.phoneNumber, code, expiresAt: now() + 600_000, attempts: 0 });
      send({ to: body.phoneNumber, kind: 'verification-code', code, text: `Your verification code is ${code}.` });
      return { status: 201, body: { verificationId, resendAfterSeconds: 60, expiresInSeconds: 600 } };
    },
    checkVerificationCode: ({ body, params }) => {
      const sent = verifications.get(params.verificationId ?? '');
      if (!sent) return refuse(404, 'not_found', 'No code was sent under this id.');
      if (now() > sent.expiresAt) return refuse(410, 'code_expired', 'This code has expired. Please ask for a new one.');
      if (sent.attempts >= 5) return refuse(429, 'too_many_attempts', 'Too many wrong codes. Please ask for a new one.');
      if (body.code !== sent.code) {
        sent.attempts += 1;
        return refuse(422, 'invalid_code', 'Invalid verification code. Please try again.');
      }
      const verificationToken = newId('proof');
      proofs.set(verificationToken, sent.number);
      verifications.delete(params.verificationId!);
      return { status: 200, body: { verificationToken } };
    },
    startWhatsAppConnection: ({ body }) => {
      if (proofs.get(body.verificationToken) !== body.phoneNumber)
        return refuse(422, 'verification_required', 'Please verify this number first.');
      const connectionId = newId('wa');
      connections.set(connectionId, { number: body.phoneNumber, startedAt: now() });
      return { ...connection(connectionId), status: 201 };
    },
    getWhatsAppConnection: ({ params }) => connection(params.connectionId ?? ''),
    createSignup: ({ body }) => {
      if (proofs.get(body.verificationToken) !== body.number.phoneNumber) {
        return refuse(422, 'verification_required', 'Please verify the number first.', [
          { name: 'verificationToken', message: 'Not a proof of this number.' },
        ]);
      }
      const email = String(body.business.contactEmail).toLowerCase();
      if (accounts.has(email))
        return refuse(409, 'account_exists', 'An account with this e-mail exists already. Please sign in.', [
          { name: 'business.contactEmail', message: 'Already has an account.' },
        ]);
      accounts.set(email, { name: body.business.contactName });
      return { status: 201, body: { accountId: newId('acct') } };
    },
    signIn: ({ body }) => {
      // Accounts made here set no password (the wizard asks for none): any password signs them in.
      const account = accounts.get(String(body.email).toLowerCase());
      if (!account) return refuse(401, 'invalid_credentials', 'The e-mail or the password is wrong.');
      return { status: 200, body: { name: account.name } };
    },
    requestPasswordReset: ({ body }) => {
      if (accounts.has(String(body.email).toLowerCase()))
        send({ to: body.email, kind: 'password-reset', text: 'Your password-reset link: https://www.example.com/reset (stand-in).' });
      return { status: 202, body: { accepted: true } };
    },
  };
}

/** The path and fragment of a URL of the site (`https://www.example.com/contact/sent/` → `/contact/sent/`). */
function localPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.hash}`;
}
