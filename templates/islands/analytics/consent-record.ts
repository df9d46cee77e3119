import { readJson, write } from '../runtime/storage.ts';
import { storageKeys } from '../runtime/storage-keys.ts';

/** The visitor's choice as DECISIONS.md "Browser storage" fixes it: `app:v1:consent`. */
export interface ConsentRecord {
  version: 1;
  analytics: boolean;
  /** When it was made, ISO 8601: a policy change may ask again of choices made before it. */
  time: string;
}

function isConsentRecord(value: unknown): value is ConsentRecord {
  const record = value as Partial<ConsentRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    record.version === 1 &&
    typeof record.analytics === 'boolean' &&
    typeof record.time === 'string'
  );
}

/** The stored choice; a missing, corrupt or foreign record is no choice (the banner asks again). */
export function readConsent(): ConsentRecord | undefined {
  return readJson(storageKeys.consent, isConsentRecord);
}

/** Keeps the choice; false when storage is blocked (it holds for this page only). */
export function saveConsent(analytics: boolean): boolean {
  const record: ConsentRecord = { version: 1, analytics, time: new Date().toISOString() };
  return write(storageKeys.consent, JSON.stringify(record));
}
