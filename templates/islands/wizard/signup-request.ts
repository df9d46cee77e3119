import { consentRecord, openedForMs, type ConsentBoxId, type ConsentSentence } from '../services/consent.ts';
import type { SignupRequest } from '../services/signup-client.ts';
import type { WizardState } from './state.ts';
import { chosenLinks } from './templates-rules.ts';

/** The templates as the contract has them: the review links given for the chosen platforms, trimmed, if any. */
function templatesRequest(templates: WizardState['templates']): SignupRequest['templates'] {
  const { google, facebook, tripadvisor, customMessage } = templates;
  const reviewLinks = chosenLinks(templates);
  return { google, facebook, tripadvisor, customMessage, ...(Object.keys(reviewLinks).length > 0 ? { reviewLinks } : {}) };
}

/**
 * What the wizard sends to `createSignup`, from its state; undefined while an answer the contract
 * requires is missing (no plan, no number, no proof of the number).
 */
export function signupRequest(
  state: WizardState,
  locale: string,
  sentences: Record<ConsentBoxId, ConsentSentence>,
  now = new Date(),
): SignupRequest | undefined {
  const { plan, number, trialStartedAt, verificationToken } = state;
  if (!plan || !number || !trialStartedAt || !verificationToken) return undefined;
  const business = Object.fromEntries(Object.entries(state.business).map(([key, value]) => [key, value.trim()]));
  return {
    locale,
    plan,
    trialStartedAt,
    number: {
      kind: number.id,
      country: number.country,
      phoneNumber: number.phoneNumber,
      ...(number.district ? { district: number.district } : {}),
    },
    business,
    templates: templatesRequest(state.templates),
    verificationToken,
    whatsapp:
      state.whatsapp === 'connected' && state.whatsappConnection
        ? { state: 'connected', connectionId: state.whatsappConnection.id }
        : { state: state.whatsapp === 'connected' ? 'connected' : 'skipped' },
    website: state.honeypot,
    openedForMs: openedForMs(state.openedAt ?? now.getTime(), now.getTime()),
    consent: consentRecord(locale, sentences, state.consent, now),
  };
}
