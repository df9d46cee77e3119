import { businessLimit, type Business } from './state.ts';
import type { WizardProps } from './types.ts';
import type { Text } from './wizard-text.ts';
import { isEmail, isWebsite } from './validation.ts';

export type BusinessErrors = Partial<Record<keyof Business, string>>;

const contactKeys = ['contactName', 'contactEmail', 'contactPhone', 'contactRole'] as const;
const companyKeys = ['companyName', 'companyId', 'companyWebsite', 'companyAddress', 'companyDescription'] as const;

/**
 * A text over its field's limit: typed text never is (the inputs carry `maxlength`), but a stored
 * record can be (edited, or saved before the limits). It is kept and refused here, so it is
 * seen and shortened, never cut unseen.
 */
function tooLong(b: Business, keys: readonly (keyof Business)[], t: Text, errors: BusinessErrors): BusinessErrors {
  for (const key of keys) if (!errors[key] && b[key].length > businessLimit(key)) errors[key] = t('errors.tooLong');
  return errors;
}

/** The spec's rules for the contact part: every field non-blank and a valid email. */
export function validateContact(b: Business, t: Text): BusinessErrors {
  const errors: BusinessErrors = {};
  for (const key of contactKeys) if (!b[key].trim()) errors[key] = t('common.required');
  if (!errors.contactEmail && !isEmail(b.contactEmail)) errors.contactEmail = t('errors.invalidEmail');
  return tooLong(b, contactKeys, t, errors);
}

/** The spec's rules for the company part (DECISIONS.md: the website is required). */
export function validateCompany(b: Business, t: Text, props: Pick<WizardProps, 'industries' | 'websiteExample'>): BusinessErrors {
  const errors: BusinessErrors = {};
  for (const key of ['companyName', 'companyWebsite', 'companyAddress'] as const) if (!b[key].trim()) errors[key] = t('common.required');
  if (!errors.companyWebsite && !isWebsite(b.companyWebsite)) errors.companyWebsite = t('errors.website', { host: props.websiteExample });
  if (!b.industry) errors.industry = t('errors.industry');
  const industry = props.industries.find((i) => i.id === b.industry);
  if (industry && industry.subIndustries.length > 0 && !b.subIndustry) errors.subIndustry = t('errors.subIndustry');
  if (!b.businessSize) errors.businessSize = t('errors.size');
  return tooLong(b, companyKeys, t, errors);
}
