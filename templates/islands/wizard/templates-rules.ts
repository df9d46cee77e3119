import { textLimits, type WizardState } from './state.ts';
import { isWebsite } from './validation.ts';

export const platformIds = ['google', 'facebook', 'tripadvisor'] as const;
export type Platform = (typeof platformIds)[number];
export type ReviewLinks = Record<Platform, string>;

/** What is wrong with the templates step's answers: error keys, the step turns them into text. */
export interface TemplateProblems {
  /** No platform chosen (spec §5). */
  platform: boolean;
  /** The custom message over its limit (a stored record can be: see business-rules.ts). */
  customMessage: boolean;
  /** The chosen platforms whose review link is filled in but is no web address. */
  links: Platform[];
}

/** A review link is optional; when given, a web address (http:// or https://, a host with a dot) within the field limit. */
export function isReviewLink(value: string): boolean {
  return value.trim() === '' || (value.length <= textLimits.field && isWebsite(value));
}

export function templateProblems(templates: WizardState['templates']): TemplateProblems {
  const chosen = platformIds.filter((id) => templates[id]);
  return {
    platform: chosen.length === 0,
    customMessage: templates.customMessage.length > textLimits.long,
    links: chosen.filter((id) => !isReviewLink(templates.links[id])),
  };
}

export const templatesValid = (problems: TemplateProblems) => !problems.platform && !problems.customMessage && problems.links.length === 0;

/** The links sent and stored: the chosen platforms' filled-in links, without surrounding spaces. */
export function chosenLinks(templates: WizardState['templates']): Partial<ReviewLinks> {
  return Object.fromEntries(
    platformIds.filter((id) => templates[id] && templates.links[id].trim() !== '').map((id) => [id, templates.links[id].trim()]),
  );
}
