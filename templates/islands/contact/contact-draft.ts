import { storageKeys } from '../runtime/storage-keys.ts';

/** What the visitor typed and ticked, kept in this tab so a failure or a reload loses none of it. */
export interface ContactDraft {
  values: Record<'name' | 'email' | 'company' | 'phone' | 'topic' | 'message', string>;
  consent: { whatsapp: boolean; marketingEmail: boolean };
}

const limits = { name: 200, email: 254, company: 200, phone: 40, topic: 40, message: 5000 } as const;

/**
 * The draft stored in this tab, field by field: a field that is not text within the form's
 * bounds is left empty (storage written by something else is never trusted whole).
 */
export function readContactDraft(): ContactDraft | undefined {
  let stored: unknown;
  try {
    const raw = window.sessionStorage.getItem(storageKeys.contactDraft);
    stored = raw == null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { values, consent } = stored as { values?: Record<string, unknown>; consent?: Record<string, unknown> };
  const text = (key: keyof typeof limits) => {
    const value = values?.[key];
    return typeof value === 'string' && value.length <= limits[key] ? value : '';
  };
  return {
    values: {
      name: text('name'),
      email: text('email'),
      company: text('company'),
      phone: text('phone'),
      topic: text('topic'),
      message: text('message'),
    },
    consent: { whatsapp: consent?.whatsapp === true, marketingEmail: consent?.marketingEmail === true },
  };
}

export function saveContactDraft(draft: ContactDraft): void {
  try {
    window.sessionStorage.setItem(storageKeys.contactDraft, JSON.stringify(draft));
  } catch {
    // Blocked or full storage: the form goes on, the draft is not kept.
  }
}

/** Sent: nothing to keep. */
export function clearContactDraft(): void {
  try {
    window.sessionStorage.removeItem(storageKeys.contactDraft);
  } catch {
    // Blocked storage kept nothing.
  }
}
