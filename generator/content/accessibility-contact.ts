import type { Site } from '../load/schemas/site.ts';

/** Characters that would turn a name into markup, in Markdown or in the HTML it may carry. */
const markup = /[\\`*_[\]#<>&|~]/g;
const escapeText = (text: string) => text.replace(markup, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : `\\${char}`));

/**
 * The accessibility coordinator's contact as a Markdown list: the name, the e-mail address and,
 * when set, the phone number, the last two as links. Addresses and numbers are written left to
 * right (`dir="ltr"`): in a Hebrew paragraph "+972 3 555 0100" would otherwise show reversed.
 * No labels ("E-mail:") so that one block serves every language.
 */
function contactBlock(contact: Site['accessibility']): string {
  const lines = [
    escapeText(contact.coordinator),
    `<a href="mailto:${contact.email}" dir="ltr">${contact.email}</a>`,
    ...(contact.phone ? [`<a href="tel:${contact.phone.replace(/[^+0-9]/g, '')}" dir="ltr">${contact.phone}</a>`] : []),
  ];
  return lines.map((line) => `- ${line}`).join('\n');
}

/**
 * Placeholders of the accessibility statement (Israeli Standard 5568): `{{accessibilityContact}}`
 * (a block, on its own line) and `{{accessibilityReviewed}}`, the date of the last review written
 * the way the page's language writes dates. Values come from `data/site.json` `accessibility`, so
 * a new coordinator or review is one edit for every language.
 */
export function accessibilityPlaceholders(site: Site, lang: string): { accessibilityContact: string; accessibilityReviewed: string } {
  const reviewed = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${site.accessibility.reviewed}T00:00:00Z`));
  return { accessibilityContact: contactBlock(site.accessibility), accessibilityReviewed: reviewed };
}
