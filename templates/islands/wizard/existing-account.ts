import { readFlag, readJson, storageKeys } from '../runtime/storage.ts';

const hasEmail = (value: unknown): value is { business: { contactEmail: string } } =>
  typeof (value as { business?: { contactEmail?: unknown } } | null)?.business?.contactEmail === 'string';

/**
 * The e-mail of the account this browser already finished the wizard for, or '' when there is
 * none. Back after finishing, or a new visit, used to show an empty plan step as if nothing had
 * happened (issue 45, item 13): the plan step says so, and links the sign-in.
 */
export function existingAccountEmail(): string {
  if (!readFlag(storageKeys.onboardingCompleted)) return '';
  return readJson(storageKeys.account, hasEmail)?.business.contactEmail.trim() ?? '';
}
