/**
 * The browser storage keys DECISIONS.md fixes, on their own so a form that keeps only a draft
 * does not load the rest of the storage helpers.
 */
export const storageKeys = {
  loggedIn: 'app:v1:loggedIn',
  user: 'app:v1:user',
  onboardingCompleted: 'app:v1:onboardingCompleted',
  account: 'app:v1:account',
  wizard: 'app:v1:wizard',
  /** Session storage: the contact form's unsent text, so a failure or a reload loses nothing. */
  contactDraft: 'app:v1:contactDraft',
  /** The visitor's analytics choice (`{ version, analytics, time }`), kept until they change it. */
  consent: 'app:v1:consent',
} as const;
