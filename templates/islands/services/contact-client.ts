import { timings, wait } from '../runtime/timing.ts';

export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  phone: string;
  topic: string;
  message: string;
}

/**
 * Sends the contact form. The spec simulates it (2 s, no request); when the site owner
 * configures an endpoint, the same call posts JSON there instead (DECISIONS.md: real seams).
 */
export function createContactClient(endpoint: string) {
  return {
    async send(message: ContactMessage): Promise<void> {
      if (!endpoint) {
        await wait(timings.contactSendMs);
        return;
      }
      const response = await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(message) });
      if (!response.ok) throw new Error(`The contact endpoint answered ${response.status}.`);
    },
  };
}
