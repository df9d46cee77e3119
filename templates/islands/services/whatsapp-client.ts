import type { ApiSettings } from './api-client.ts';
import { answer } from './answer-checks.ts';
import { callOperation } from './lazy-call.ts';

export type ConnectionState = 'waiting' | 'connecting' | 'connected' | 'failed' | 'expired';

/** A WhatsApp connection as the API reports it (contract: `WhatsAppConnection`). */
export interface WhatsAppConnection {
  connectionId: string;
  state: ConnectionState;
  qrLink?: string;
  pollAfterSeconds: number;
}

export interface WhatsAppClient {
  start(phoneNumber: string, verificationToken: string, locale: string): Promise<WhatsAppConnection>;
  get(connectionId: string): Promise<WhatsAppConnection>;
}

const states: ConnectionState[] = ['waiting', 'connecting', 'connected', 'failed', 'expired'];

function parseConnection(body: unknown): WhatsAppConnection | undefined {
  if (
    !answer.isObject(body) ||
    !answer.isId(body.connectionId) ||
    !states.includes(body.state as ConnectionState) ||
    !answer.isInt(body.pollAfterSeconds, 1, 60)
  )
    return undefined;
  if (body.qrLink !== undefined && !answer.isRedirectUrl(body.qrLink)) return undefined;
  return {
    connectionId: body.connectionId,
    state: body.state as ConnectionState,
    pollAfterSeconds: body.pollAfterSeconds,
    ...(body.qrLink ? { qrLink: body.qrLink } : {}),
  };
}

/** A random value for the simulated link (the spec's "random local value"). */
function linkToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The spec's timeline: waiting for the scan 8 s, connecting 3 s, connected. */
export const simulatedTimeline = { waitingMs: 8000, connectingMs: 3000 };

/**
 * The spec's simulation, for a site without an API. The connection's id carries its start time,
 * so its state follows from the clock alone, after a reload too.
 */
const simulated: WhatsAppClient = {
  start: async () => ({
    connectionId: `local-${Date.now()}`,
    state: 'waiting',
    qrLink: `https://wa.me/link/${linkToken()}`,
    pollAfterSeconds: 1,
  }),
  async get(connectionId) {
    const elapsed = Date.now() - Number(connectionId.slice('local-'.length));
    const state: ConnectionState = !(elapsed >= 0)
      ? 'expired'
      : elapsed < simulatedTimeline.waitingMs
        ? 'waiting'
        : elapsed < simulatedTimeline.waitingMs + simulatedTimeline.connectingMs
          ? 'connecting'
          : 'connected';
    return { connectionId, state, pollAfterSeconds: 1 };
  },
};

/** Linking the number to WhatsApp: `startWhatsAppConnection` and `getWhatsAppConnection`, or the simulation. */
export function createWhatsAppClient(api: ApiSettings): WhatsAppClient {
  if (!api.base) return simulated;
  return {
    start: (phoneNumber, verificationToken, locale) =>
      callOperation(api, 'startWhatsAppConnection', { body: { phoneNumber, verificationToken, locale }, parse: parseConnection }),
    get: (connectionId) => callOperation(api, 'getWhatsAppConnection', { params: { connectionId }, parse: parseConnection }),
  };
}
