import { describe, expect, it } from 'vitest';
import { accessibilityPlaceholders } from '../../generator/content/accessibility-contact.ts';
import type { Site } from '../../generator/load/schemas/site.ts';
import { siteSchema } from '../../generator/load/schemas/site.ts';

const site = (accessibility: Site['accessibility']) => ({ accessibility }) as Site;
const noa = { coordinator: 'Noa Peretz', email: 'a11y@example.com', phone: '+972 3 555 0100', reviewed: '2026-11-20' };

describe("the accessibility statement's placeholders", () => {
  it('lists the coordinator, the e-mail and the phone as left-to-right links', () => {
    expect(accessibilityPlaceholders(site(noa), 'he').accessibilityContact).toBe(
      [
        '- Noa Peretz',
        '- <a href="mailto:a11y@example.com" dir="ltr">a11y@example.com</a>',
        '- <a href="tel:+97235550100" dir="ltr">+972 3 555 0100</a>',
      ].join('\n'),
    );
  });

  it('leaves the phone out when none is set, and a name cannot become markup', () => {
    const { phone: _phone, ...withoutPhone } = noa;
    const block = accessibilityPlaceholders(site({ ...withoutPhone, coordinator: '*Dana* <b>' }), 'en').accessibilityContact;
    expect(block).not.toContain('tel:');
    expect(block.split('\n')[0]).toBe('- \\*Dana\\* &lt;b&gt;');
  });

  it("writes the review date the way the page's language does", () => {
    expect(accessibilityPlaceholders(site(noa), 'en').accessibilityReviewed).toBe('November 20, 2026');
    expect(accessibilityPlaceholders(site(noa), 'es').accessibilityReviewed).toBe('20 de noviembre de 2026');
    expect(accessibilityPlaceholders(site(noa), 'he').accessibilityReviewed).toBe('20 בנובמבר 2026');
  });
});

describe('data/site.json accessibility', () => {
  const messages = (accessibility: unknown) => {
    const result = siteSchema.shape.accessibility.safeParse(accessibility);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts a coordinator without a phone', () => {
    const { phone: _phone, ...withoutPhone } = noa;
    expect(messages(withoutPhone)).toEqual([]);
  });

  it('says how to add the field when it is missing, and what is wrong with a bad one', () => {
    expect(messages(undefined)).toEqual([
      ': is required: the accessibility statement names its coordinator (Israeli Standard 5568); add "accessibility": { "coordinator": "Name", "email": "a11y@example.com", "reviewed": "YYYY-MM-DD" }',
    ]);
    expect(messages({ ...noa, email: 'noa', phone: 'call us', reviewed: '2026-02-30' })).toEqual([
      'email: must be the e-mail address visitors write to about accessibility, like accessibility@example.com',
      'phone: must be a phone number in digits, spaces, ( ) and -, like +972 3 555 0100; or leave the field out',
      'reviewed: must be a date written as YYYY-MM-DD; 2026-02-30 is not a day of the calendar',
    ]);
  });
});
