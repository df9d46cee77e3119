import type { ApiSettings } from './api-client.ts';
import { answer } from './answer-checks.ts';
import { callOperation } from './lazy-call.ts';
import type { ConsentRecord } from './consent.ts';

/** The contract's `SignupRequest`: everything the wizard collected. */
export interface SignupRequest {
  locale: string;
  plan: string;
  trialStartedAt: string;
  number: { kind: 'business-number' | 'world-number' | 'own-sim'; country: string; phoneNumber: string; district?: string };
  business: Record<string, string>;
  templates: {
    google: boolean;
    facebook: boolean;
    tripadvisor: boolean;
    customMessage: string;
    /** The chosen platforms' review links the business gave; a platform without one is left out. */
    reviewLinks?: { google?: string; facebook?: string; tripadvisor?: string };
  };
  verificationToken: string;
  whatsapp: { state: 'connected' | 'skipped'; connectionId?: string };
  website: string;
  openedForMs: number;
  consent: ConsentRecord;
}

/** The account the API created, and where it sends the browser (none: the locale's sign-in). */
export interface SignupResult {
  accountId: string;
  redirectUrl?: string;
}

/** `createSignup`: resolves on a 201; throws an `ApiError` otherwise. */
export function createSignup(api: ApiSettings, request: SignupRequest): Promise<SignupResult> {
  return callOperation(api, 'createSignup', {
    body: request,
    parse: (body) =>
      answer.isObject(body) && answer.isId(body.accountId) && (body.redirectUrl === undefined || answer.isRedirectUrl(body.redirectUrl))
        ? { accountId: body.accountId, ...(body.redirectUrl ? { redirectUrl: body.redirectUrl } : {}) }
        : undefined,
  });
}
