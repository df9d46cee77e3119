import { validateCompany, validateContact } from './business-rules.ts';
import type { Step, WizardState } from './state.ts';
import { templateProblems, templatesValid } from './templates-rules.ts';
import type { WizardProps } from './types.ts';
import { createText } from './wizard-text.ts';

/** A place in the wizard: a step, and for the business step its part. */
export interface Place {
  step: Step;
  part: 1 | 2;
}

/** The rules only need to know whether there is an error, not its text. */
const keysOnly = createText({});
const valid = (errors: object) => Object.keys(errors).length === 0;

/**
 * The first place whose answers are missing or invalid ({ step: 7 } when none is): the plan, the
 * number, the two business parts, the templates. Verification and WhatsApp are not answers but
 * steps done (see `furthestPlace`). Progress restored from storage is checked against this:
 * a stored answer that is no longer valid (storage edited, a plan since removed, text over its
 * limit) takes the wizard back to where it can be put right.
 */
export function answersPlace(state: WizardState, props: Pick<WizardProps, 'industries' | 'websiteExample'>): Place {
  if (!state.plan) return { step: 1, part: 1 };
  if (!state.number?.phoneNumber) return { step: 2, part: 1 };
  if (!valid(validateContact(state.business, keysOnly))) return { step: 3, part: 1 };
  if (!valid(validateCompany(state.business, keysOnly, props))) return { step: 3, part: 2 };
  if (!templatesValid(templateProblems(state.templates))) return { step: 6, part: 1 };
  return { step: 7, part: 1 };
}

/**
 * The furthest place the answers given so far allow: the first place whose answers are missing,
 * invalid or unverified. The browser's Forward replays old history entries, so it is checked
 * against this instead of trusting the entry (issue 45, item 10).
 */
export function furthestPlace(state: WizardState, props: Pick<WizardProps, 'industries' | 'websiteExample'>): Place {
  const answers = answersPlace(state, props);
  if (answers.step <= 3) return answers;
  const number = state.number?.phoneNumber;
  // A code checked for another number proves nothing about this one.
  if (!state.verificationToken || state.verification?.number !== number) return { step: 4, part: 1 };
  if (state.whatsapp === 'intro') return { step: 5, part: 1 };
  return answers;
}

/** Whether `place` lies beyond `limit` in the wizard's order. */
export function isBeyond(place: Place, limit: Place): boolean {
  return place.step > limit.step || (place.step === limit.step && place.step === 3 && place.part > limit.part);
}
