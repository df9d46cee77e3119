import { timings, wait } from '../runtime/timing.ts';

/** Sign-in and password reset: simulated as in the spec (no server check), one seam to replace. */
export function createAuthClient() {
  return {
    async signIn(_email: string, _password: string): Promise<void> {
      await wait(timings.loginDelayMs);
    },
    async requestPasswordReset(_email: string): Promise<void> {
      // The spec makes no call; a configured service would send the link here.
    },
  };
}

/** The spec's pattern: text, @, text, dot, text, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
