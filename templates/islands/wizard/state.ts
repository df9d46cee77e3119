import * as z from 'zod/mini';
import { readRecord, storageKeys, write } from '../runtime/storage.ts';

/** A plan's slug (data/plans.json): the plans are the page's, so the record is checked against them. */
export type PlanSlug = string;

/** Steps in the order that runs (DECISIONS.md); 6 is templates (no counter), 7 the finish. */
export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const steps: Step[] = [1, 2, 3, 4, 5, 6, 7];

/** The number chosen, as the wizard keeps it while it runs (the account gets the spec's record: number-record.ts). */
export interface SelectedNumber {
  id: 'business-number' | 'world-number' | 'own-sim';
  /** ISO code of the number's country. */
  country: string;
  /** International form: `+44 7911 123456`. */
  phoneNumber: string;
  district?: string;
  price: string;
}

/** What was typed in own-number mode, kept so a reload shows it again (the number is derived from it). */
export interface OwnNumberInput {
  country: string;
  phone: string;
}

export const emptyBusiness = {
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  contactRole: '',
  companyName: '',
  companyId: '',
  companyWebsite: '',
  companyAddress: '',
  industry: '',
  subIndustry: '',
  businessSize: '',
  companyDescription: '',
};
export type Business = typeof emptyBusiness;

export interface WizardState {
  version: 1;
  step: Step;
  plan?: PlanSlug;
  trialStartedAt?: string;
  numberMode: 'purchase' | 'own';
  number?: SelectedNumber;
  own: OwnNumberInput;
  business: Business;
  businessPart: 1 | 2;
  verificationCode?: string;
  /** The code the API sent (its id, to whom, when a resend is allowed): a reload does not send another. */
  verification?: { id: string; number: string; resendAt: string; expiresAt: string };
  /** The API's proof that the number was verified, for the WhatsApp connection and the sign-up. */
  verificationToken?: string;
  /** The code as typed so far: a reload or a failure loses none of it. */
  codeDraft: string;
  whatsapp: 'intro' | 'skipped' | 'connected';
  /** The connection the API started, so a reload goes on asking about it instead of starting another. */
  whatsappConnection?: { id: string; qrLink?: string };
  /** The platforms, the custom message, and each platform's review link as the business gives it ('' for none yet). */
  templates: {
    google: boolean;
    facebook: boolean;
    tripadvisor: boolean;
    customMessage: string;
    links: { google: string; facebook: string; tripadvisor: string };
  };
  /** The consent boxes of the business step (DECISIONS.md "Spam and consent"). */
  consent: { whatsapp: boolean; marketingEmail: boolean };
  /** The honeypot field: empty when a person filled the wizard. */
  honeypot: string;
  /** When this tab first opened the wizard (ms since 1970), for the sign-up's `openedForMs`. */
  openedAt?: number;
}

export const initialState: WizardState = {
  version: 1,
  step: 1,
  numberMode: 'purchase',
  own: { country: '', phone: '' },
  business: emptyBusiness,
  businessPart: 1,
  codeDraft: '',
  whatsapp: 'intro',
  templates: { google: true, facebook: true, tripadvisor: false, customMessage: '', links: { google: '', facebook: '', tripadvisor: '' } },
  consent: { whatsapp: false, marketingEmail: false },
  honeypot: '',
};

/**
 * The longest text each kind of field keeps. The inputs carry the same limits (`maxlength` and a
 * counter), so what was typed always fits the stored record.
 */
export const textLimits = { field: 300, long: 2000, phone: 40, code: 6 } as const;

/**
 * How much of a stored text is kept, as a multiple of the field's limit. Text over the limit
 * (storage edited, a record saved before the limits) is kept and shown with its error, never cut
 * unseen; only beyond ten times the limit, which no input of the wizard can type, is it cut, so a
 * record filled by something else cannot make the page render megabytes.
 */
export const storedTextFactor = 10;

/*
 * The stored record, field by field: a field that does not parse falls back to its initial value
 * (`z.catch`), the rest is kept. The answers are checked again when the record is loaded
 * (progress-gate.ts), as when they were typed.
 */
const text = (max: number) =>
  z.catch(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.slice(0, max)),
    ),
    '',
  );
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/));

const selectedNumberSchema = z.object({
  id: z.enum(['business-number', 'world-number', 'own-sim']),
  country: countryCode,
  phoneNumber: z.string().check(z.minLength(1), z.maxLength(40)),
  district: z.optional(z.string().check(z.maxLength(200))),
  price: z.string().check(z.maxLength(40)),
});

/** The description is the one long business field. */
export const businessLimit = (key: keyof Business) => (key === 'companyDescription' ? textLimits.long : textLimits.field);
const businessSchema = z.object(
  Object.fromEntries(
    (Object.keys(emptyBusiness) as (keyof Business)[]).map((key) => [key, text(businessLimit(key) * storedTextFactor)]),
  ) as Record<keyof Business, ReturnType<typeof text>>,
);
const templatesSchema = z.object({
  google: z.catch(z.boolean(), initialState.templates.google),
  facebook: z.catch(z.boolean(), initialState.templates.facebook),
  tripadvisor: z.catch(z.boolean(), initialState.templates.tripadvisor),
  customMessage: text(textLimits.long * storedTextFactor),
  // Absent in records saved before the links were asked for.
  links: z.catch(
    z.object({
      google: text(textLimits.field * storedTextFactor),
      facebook: text(textLimits.field * storedTextFactor),
      tripadvisor: text(textLimits.field * storedTextFactor),
    }),
    initialState.templates.links,
  ),
});
const ownSchema = z.object({
  country: z.catch(z.union([z.literal(''), countryCode]), ''),
  phone: text(textLimits.phone * storedTextFactor),
});
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/));
const isoTime = z.string().check(z.regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/));
const verificationSchema = z.object({ id, number: z.string().check(z.maxLength(40)), resendAt: isoTime, expiresAt: isoTime });
const connectionSchema = z.object({ id, qrLink: z.optional(z.string().check(z.maxLength(2000), z.regex(/^https?:\/\//))) });
const consentSchema = z.object({ whatsapp: z.catch(z.boolean(), false), marketingEmail: z.catch(z.boolean(), false) });

export const storedWizardSchema = z.object({
  version: z.literal(1),
  step: z.catch(z.union(steps.map((step) => z.literal(step)) as [z.ZodMiniLiteral<Step>, ...z.ZodMiniLiteral<Step>[]]), 1),
  plan: optional(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(60))),
  trialStartedAt: optional(z.string().check(z.regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/))),
  numberMode: z.catch(z.enum(['purchase', 'own']), 'purchase'),
  number: optional(selectedNumberSchema),
  // Absent in records saved before the typed input was kept: recovered from the number below.
  own: z.catch(ownSchema, { country: '', phone: '' }),
  business: z.catch(businessSchema, emptyBusiness),
  businessPart: z.catch(z.union([z.literal(1), z.literal(2)]), 1),
  verificationCode: optional(z.string().check(z.length(6))),
  verification: optional(verificationSchema),
  verificationToken: optional(z.string().check(z.minLength(1), z.maxLength(500))),
  codeDraft: text(textLimits.code),
  whatsapp: z.catch(z.enum(['intro', 'skipped', 'connected']), 'intro'),
  whatsappConnection: optional(connectionSchema),
  templates: z.catch(templatesSchema, initialState.templates),
  consent: z.catch(consentSchema, initialState.consent),
  honeypot: text(500),
  openedAt: optional(z.int().check(z.minimum(0))),
});

/**
 * A number that does not belong to the mode it was stored with is dropped. A record saved before
 * the typed own number was kept gets it back from the number.
 */
export function consistent(state: WizardState): WizardState {
  let { number, own } = state;
  if (number && (number.id === 'own-sim') !== (state.numberMode === 'own')) number = undefined;
  if (state.numberMode === 'own' && own.country === '' && number) own = { country: number.country, phone: number.phoneNumber };
  return { ...state, number, own };
}

/** No step is shown whose earlier steps have no answer: a plan for step 2 on, a number for 3 on. */
export function reachableStep(state: WizardState): WizardState {
  if (!state.plan && state.step > 1) return { ...state, step: 1 };
  if (!state.number && state.step > 2) return { ...state, step: 2 };
  return state;
}

/**
 * The progress stored in this tab, if it is this version's (`version: 1`): anything else is
 * ignored, never migrated. Within a record of this version, a field that does not parse is
 * replaced by its initial value, never a crash; so is a plan the page does not offer (`plans`:
 * removed from data/plans.json since, or another country's).
 */
export function loadState(plans: readonly PlanSlug[]): WizardState | undefined {
  const stored = readRecord(storageKeys.wizard, storedWizardSchema, 'session') as WizardState | undefined;
  if (!stored) return undefined;
  return consistent(stored.plan === undefined || plans.includes(stored.plan) ? stored : { ...stored, plan: undefined });
}

export function saveState(state: WizardState): void {
  write(storageKeys.wizard, JSON.stringify(state), 'session');
}
