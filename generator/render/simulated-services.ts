import type { Site } from '../load/schemas/site.ts';

/**
 * The services a built site simulates for want of an API (DECISIONS.md "Simulated services, real
 * seams"), in the order a visitor meets them; empty when `apiBase` is set.
 */
export function simulatedServices(site: Pick<Site, 'apiBase' | 'numberListEndpoint' | 'contactEmail'>): string[] {
  if (site.apiBase) return [];
  return [
    `contact form (opens the visitor's mail program, addressed to ${site.contactEmail})`,
    ...(site.numberListEndpoint
      ? []
      : ['number list (number purchase is off: no numberListEndpoint either; only "use my own number" is offered)']),
    'verification code (any 6 digits pass)',
    'WhatsApp connection',
    'sign-up (the account is kept in the browser only)',
    'sign-in',
    'password reset',
  ];
}

/**
 * What a build warns about them: one warning naming each, or none when nothing is simulated.
 * `build.ts` reports it.
 */
export function simulatedServicesWarnings(site: Pick<Site, 'apiBase' | 'numberListEndpoint' | 'contactEmail'>): string[] {
  const services = simulatedServices(site);
  if (services.length === 0) return [];
  return [
    `Simulated services: data/site.json has no apiBase, so nothing visitors do reaches the platform. Simulated: ${services.join('; ')}. ` +
      'Set apiBase to go live (docs/api.md); sitegen serve and dev answer with their stand-in of the API.',
  ];
}
