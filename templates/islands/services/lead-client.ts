import type { ApiSettings } from './api-client.ts';
import { answer } from './answer-checks.ts';
import { callOperation } from './lazy-call.ts';
import type { ConsentRecord } from './consent.ts';

/** The contract's `LeadRequest`: the contact form's fields, the spam signals and the consent. */
export interface LeadRequest {
  name: string;
  email: string;
  company: string;
  phone: string;
  topic: string;
  message: string;
  locale: string;
  /** The honeypot: empty when a person sent the form. */
  website: string;
  openedForMs: number;
  consent: ConsentRecord;
}

/** `createLead`: resolves on a 201 with a lead id; throws an `ApiError` otherwise. */
export async function sendLead(api: ApiSettings, lead: LeadRequest): Promise<void> {
  await callOperation(api, 'createLead', {
    body: lead,
    parse: (body) => (answer.isObject(body) && answer.isId(body.leadId) ? body.leadId : undefined),
  });
}
