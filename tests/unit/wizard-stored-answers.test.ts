import { describe, expect, it } from 'vitest';
import { answersPlace, furthestPlace } from '../../templates/islands/wizard/progress-gate.ts';
import { initialState, type WizardState } from '../../templates/islands/wizard/state.ts';
import { signupRequest } from '../../templates/islands/wizard/signup-request.ts';
import { isReviewLink, templateProblems } from '../../templates/islands/wizard/templates-rules.ts';

/**
 * Issue 45: the answers a stored record brings back are checked as when they were typed
 * (answersPlace), including text over its limit and the review links of the templates step.
 * The browser side is tests/browser/wizard-stored-answers.test.ts.
 */
const props = { industries: [{ id: 'other', name: 'Other', subIndustries: [] }], websiteExample: 'https://www.example.com' };
const complete: WizardState = {
  ...initialState,
  step: 7,
  plan: 'growth',
  numberMode: 'own',
  own: { country: 'US', phone: '2025550143' },
  number: { id: 'own-sim', country: 'US', phoneNumber: '+1 202 555 0143', price: '$0' },
  business: {
    ...initialState.business,
    contactName: 'Dana Levi',
    contactEmail: 'dana@example.com',
    contactPhone: '+1 202 555 0143',
    contactRole: 'Owner',
    companyName: 'Café Dana',
    companyWebsite: 'https://cafe-dana.example.com',
    companyAddress: '1 Main St',
    industry: 'other',
    businessSize: 'solo',
  },
  verification: { id: 'v1', number: '+1 202 555 0143', resendAt: '2026-01-05T10:01:00.000Z', expiresAt: '2026-01-05T10:10:00.000Z' },
  verificationToken: 'proof',
  whatsapp: 'skipped',
  trialStartedAt: '2026-01-05T10:00:00.000Z',
};
const withBusiness = (change: Partial<WizardState['business']>) => ({ ...complete, business: { ...complete.business, ...change } });
const withTemplates = (change: Partial<WizardState['templates']>) => ({ ...complete, templates: { ...complete.templates, ...change } });

describe('answersPlace', () => {
  it.each([
    ['every answer valid', complete, { step: 7, part: 1 }],
    ['no plan', { ...complete, plan: undefined }, { step: 1, part: 1 }],
    ['no number', { ...complete, number: undefined }, { step: 2, part: 1 }],
    ['an e-mail that is no address', withBusiness({ contactEmail: 'dana@' }), { step: 3, part: 1 }],
    ['a contact name of 301 characters', withBusiness({ contactName: 'n'.repeat(301) }), { step: 3, part: 1 }],
    ['an optional tax number of 301 characters', withBusiness({ companyId: '1'.repeat(301) }), { step: 3, part: 2 }],
    ['a description of 2,001 characters', withBusiness({ companyDescription: 'd'.repeat(2001) }), { step: 3, part: 2 }],
    ['no platform', withTemplates({ google: false, facebook: false, tripadvisor: false }), { step: 6, part: 1 }],
    ['a custom message of 2,001 characters', withTemplates({ customMessage: 'm'.repeat(2001) }), { step: 6, part: 1 }],
    [
      'a review link that is no address',
      withTemplates({ links: { google: 'g.page/abc', facebook: '', tripadvisor: '' } }),
      { step: 6, part: 1 },
    ],
  ] as const)('%s', (_name, state, place) => {
    expect(answersPlace(state as WizardState, props)).toEqual(place);
  });

  it('limits are inclusive: 300 and 2,000 characters pass', () => {
    const state = withBusiness({ companyName: 'n'.repeat(300), companyDescription: 'd'.repeat(2000) });
    expect(answersPlace(state, props)).toEqual({ step: 7, part: 1 });
  });

  it('furthestPlace still asks for the proof of the number and the WhatsApp step after valid answers', () => {
    expect(furthestPlace({ ...complete, verificationToken: undefined }, props)).toEqual({ step: 4, part: 1 });
    expect(furthestPlace({ ...complete, whatsapp: 'intro' }, props)).toEqual({ step: 5, part: 1 });
    expect(furthestPlace(withTemplates({ links: { google: 'nope', facebook: '', tripadvisor: '' } }), props)).toEqual({ step: 6, part: 1 });
  });
});

describe('review links', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['https://g.page/r/CafeDana/review', true],
    [' https://www.facebook.com/cafedana/reviews ', true],
    ['http://tripadvisor.com/x', true],
    ['g.page/r/CafeDana/review', false],
    ['https://localhost/review', false],
    ['javascript:alert(1)', false],
    [`https://example.com/${'x'.repeat(290)}`, false],
  ])('%j is a review link: %s', (value, ok) => {
    expect(isReviewLink(value)).toBe(ok);
  });

  it("checks only the chosen platforms' links", () => {
    const templates = { ...complete.templates, google: true, facebook: false, links: { google: '', facebook: 'nope', tripadvisor: '' } };
    expect(templateProblems(templates).links).toEqual([]);
    expect(templateProblems({ ...templates, facebook: true }).links).toEqual(['facebook']);
  });

  it('sends the chosen platforms’ links, trimmed, and leaves out the rest', () => {
    const state = withTemplates({
      google: true,
      facebook: true,
      tripadvisor: false,
      links: { google: ' https://g.page/r/CafeDana/review ', facebook: '', tripadvisor: 'https://www.tripadvisor.com/x' },
    });
    const request = signupRequest(state, 'en', {
      whatsapp: { text: 'w', sha256: 'a'.repeat(64) },
      marketingEmail: { text: 'm', sha256: 'b'.repeat(64) },
    } as never);
    expect(request?.templates).toEqual({
      google: true,
      facebook: true,
      tripadvisor: false,
      customMessage: '',
      reviewLinks: { google: 'https://g.page/r/CafeDana/review' },
    });
    const none = signupRequest(complete, 'en', { whatsapp: { text: 'w' }, marketingEmail: { text: 'm' } } as never);
    expect(none?.templates).toEqual({ google: true, facebook: true, tripadvisor: false, customMessage: '' });
  });
});
