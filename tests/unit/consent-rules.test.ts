import { describe, expect, it } from 'vitest';
import { consentMode } from '../../templates/islands/analytics/consent-rules.ts';
import { localeSchema } from '../../generator/load/schemas/locales.ts';

describe('consent per country (locales.json analyticsConsent)', () => {
  it('asks first unless the country lets analytics run until the visitor objects, or exempts a cookieless provider', () => {
    expect(consentMode('plausible', 'opt-in')).toBe('ask-first');
    expect(consentMode('ga4', 'opt-in')).toBe('ask-first');
    expect(consentMode('plausible', 'opt-in-unless-cookieless')).toBe('until-objected');
    expect(consentMode('ga4', 'opt-in-unless-cookieless')).toBe('ask-first');
    expect(consentMode('ga4', 'opt-out')).toBe('until-objected');
  });

  it('asks first in a country whose row says nothing', () => {
    const row = {
      id: 'de',
      prefix: 'de',
      lang: 'en',
      htmlLang: 'en',
      hreflang: 'en-DE',
      dir: 'ltr',
      currency: 'EUR',
      dateLocale: 'de-DE',
      ogLocale: 'de_DE',
      label: 'Deutsch',
      country: 'DE',
    };
    expect(localeSchema.parse(row).analyticsConsent).toBe('opt-in');
  });
});
