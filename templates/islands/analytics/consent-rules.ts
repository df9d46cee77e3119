/**
 * What the consent banner and the analytics client run on: the provider as the browser needs
 * it, and whether this country's visitors are asked before anything is sent (DECISIONS.md
 * "Consent and analytics"). Shared by the build and the island.
 */

/** The configured provider, as the browser uses it (`scriptUrl` resolved to Google's by default). */
export type ClientAnalytics =
  { provider: 'plausible'; endpoint: string; domain: string } | { provider: 'ga4'; measurementId: string; scriptUrl: string };

/** A locale's rule (locales.json `analyticsConsent`). */
export type ConsentRule = 'opt-in' | 'opt-in-unless-cookieless' | 'opt-out';

/**
 * `ask-first`: nothing is sent before the visitor accepts, and the banner asks until they
 * choose. `until-objected`: analytics runs unless they rejected it ("Cookie settings").
 */
export type ConsentMode = 'ask-first' | 'until-objected';

/** Providers that store nothing on the visitor's device. */
const cookieless = new Set<ClientAnalytics['provider']>(['plausible']);

export function consentMode(provider: ClientAnalytics['provider'], rule: ConsentRule): ConsentMode {
  if (rule === 'opt-out' || (rule === 'opt-in-unless-cookieless' && cookieless.has(provider))) return 'until-objected';
  return 'ask-first';
}

/** Google's gtag.js, unless the site serves it from its own address. */
export const googleTagUrl = 'https://www.googletagmanager.com/gtag/js';
