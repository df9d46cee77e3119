import type { Business } from './state.ts';
import type { WizardProps } from './types.ts';
import type { Text } from './wizard-text.ts';
import { isEmail, isWebsite } from './validation.ts';

export type BusinessErrors = Partial<Record<keyof Business, string>>;

/** The spec's rules for the contact part: every field non-blank and a valid email. */
export function validateContact(b: Business, t: Text): BusinessErrors {
  const errors: BusinessErrors = {};
  for (const key of ['contactName', 'contactEmail', 'contactPhone', 'contactRole'] as const)
    if (!b[key].trim()) errors[key] = t('common.required');
  if (!errors.contactEmail && !isEmail(b.contactEmail)) errors.contactEmail = t('errors.invalidEmail');
  return errors;
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
  return errors;
}
