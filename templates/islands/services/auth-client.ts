import { timings, wait } from '../runtime/timing.ts';
import type { ApiSettings } from './api-client.ts';
import { answer } from './answer-checks.ts';
import { callOperation } from './lazy-call.ts';

/** A successful sign-in: the name to greet, and where the API sends the browser next, if anywhere. */
export interface SignedIn {
  name?: string;
  redirectUrl?: string;
}

/**
 * Sign-in and password reset: the API's `signIn` and `requestPasswordReset`, or, without an API,
 * the spec's simulation (2 s, no server check; the reset makes no call).
 */
export function createAuthClient(api: ApiSettings) {
  return {
    async signIn(email: string, password: string, remember: boolean, locale: string): Promise<SignedIn> {
      if (!api.base) {
        await wait(timings.loginDelayMs);
        return {};
      }
      return callOperation(api, 'signIn', {
        body: { email, password, remember, locale },
        parse: (body) =>
          answer.isObject(body) &&
          answer.isText(body.name, 200) &&
          (body.redirectUrl === undefined || answer.isRedirectUrl(body.redirectUrl))
            ? { name: body.name, ...(body.redirectUrl ? { redirectUrl: body.redirectUrl } : {}) }
            : undefined,
      });
    },
    async requestPasswordReset(email: string, locale: string): Promise<void> {
      if (!api.base) return;
      await callOperation(api, 'requestPasswordReset', {
        body: { email, locale },
        parse: (body) => (answer.isObject(body) && body.accepted === true ? true : undefined),
      });
    },
  };
}

/** The spec's pattern: text, @, text, dot, text, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
