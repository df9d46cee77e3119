import { readJson, storageKeys, write } from '../runtime/storage.ts';

export type PlanSlug = 'starter' | 'growth' | 'pro';
export const planSlugs: PlanSlug[] = ['starter', 'growth', 'pro'];

/** Steps in the order that runs (DECISIONS.md); 6 is templates (no counter), 7 the finish. */
export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface SelectedNumber {
  id: 'business-number' | 'world-number' | 'own-sim';
  country: string;
  phoneNumber: string;
  district?: string;
  price: string;
}

export const emptyBusiness = {
  contactName: '', contactEmail: '', contactPhone: '', contactRole: '',
  companyName: '', companyId: '', companyWebsite: '', companyAddress: '',
  industry: '', subIndustry: '', businessSize: '', companyDescription: '',
};
export type Business = typeof emptyBusiness;

export interface WizardState {
  version: 1;
  step: Step;
  plan?: PlanSlug;
  trialStartedAt?: string;
  numberMode: 'purchase' | 'own';
  number?: SelectedNumber;
  business: Business;
  businessPart: 1 | 2;
  verificationCode?: string;
  whatsapp: 'intro' | 'skipped' | 'connected';
  templates: { google: boolean; facebook: boolean; tripadvisor: boolean; customMessage: string };
}

export const initialState: WizardState = {
  version: 1,
  step: 1,
  numberMode: 'purchase',
  business: emptyBusiness,
  businessPart: 1,
  whatsapp: 'intro',
  templates: { google: true, facebook: true, tripadvisor: false, customMessage: '' },
};

/** A stored state is used only if it has this version's shape; anything else is ignored. */
function isWizardState(value: unknown): value is WizardState {
  const v = value as WizardState;
  return typeof v === 'object' && v !== null && v.version === 1 && typeof v.step === 'number' && v.step >= 1 && v.step <= 7
    && (v.numberMode === 'purchase' || v.numberMode === 'own') && typeof v.business === 'object' && v.business !== null
    && typeof v.templates === 'object' && v.templates !== null && (v.plan === undefined || planSlugs.includes(v.plan));
}

export function loadState(): WizardState | undefined {
  const stored = readJson(storageKeys.wizard, isWizardState, 'session');
  return stored ? { ...initialState, ...stored, business: { ...emptyBusiness, ...stored.business } } : undefined;
}

export function saveState(state: WizardState): void {
  write(storageKeys.wizard, JSON.stringify(state), 'session');
}
