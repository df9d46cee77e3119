import { wait } from '../runtime/timing.ts';
import { ApiError, type ApiSettings } from './api-client.ts';
import { answer } from './answer-checks.ts';
import { callOperation } from './lazy-call.ts';

/** A code on its way (contract: `sendVerificationCode`'s 201). */
export interface VerificationSent {
  verificationId: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export interface VerificationClient {
  send(phoneNumber: string, locale: string): Promise<VerificationSent>;
  /** The token that proves the number; a wrong code throws an `ApiError` refused with `invalid_code`. */
  check(verificationId: string, code: string): Promise<string>;
}

const parseSent = (body: unknown): VerificationSent | undefined =>
  answer.isObject(body) &&
  answer.isId(body.verificationId) &&
  answer.isInt(body.resendAfterSeconds, 0, 3600) &&
  answer.isInt(body.expiresInSeconds, 1, 86_400)
    ? { verificationId: body.verificationId, resendAfterSeconds: body.resendAfterSeconds, expiresInSeconds: body.expiresInSeconds }
    : undefined;

/** The spec's simulation, for a site without an API: sending is a local message; after 2 s any 6-character code passes. */
const simulated: VerificationClient = {
  send: async () => ({ verificationId: 'simulated', resendAfterSeconds: 60, expiresInSeconds: 600 }),
  async check(_id, code) {
    await wait(2000);
    if (code.length !== 6) throw new ApiError({ kind: 'refused', status: 422, code: 'invalid_code', message: 'invalid code', fields: [] });
    return 'simulated';
  },
};

/** Sending and checking the code: the API's `sendVerificationCode` and `checkVerificationCode`, or the simulation. */
export function createVerificationClient(api: ApiSettings): VerificationClient {
  if (!api.base) return simulated;
  return {
    send: (phoneNumber, locale) =>
      callOperation(api, 'sendVerificationCode', { body: { phoneNumber, locale, channel: 'whatsapp' }, parse: parseSent }),
    check: (verificationId, code) =>
      callOperation(api, 'checkVerificationCode', {
        params: { verificationId },
        body: { code },
        parse: (body) => (answer.isObject(body) && answer.isText(body.verificationToken, 500, 1) ? body.verificationToken : undefined),
      }),
  };
}
