import { wait } from '../runtime/timing.ts';

/**
 * Sending and checking the verification code, simulated as the spec describes (sending is a
 * local toast; after 2 s any 6-character code passes). The one seam a real service replaces.
 */
export function createVerificationClient() {
  return {
    async send(_number: string): Promise<void> {},
    async verify(code: string): Promise<boolean> {
      await wait(2000);
      return code.trim().length === 6;
    },
  };
}
