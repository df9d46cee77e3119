import { describe, expect, it } from 'vitest';
import type { Site } from '../../generator/load/schemas/site.ts';
import { siteSchema } from '../../generator/load/schemas/site.ts';
import { contentSecurityPolicy } from '../../generator/output/deploy-headers.ts';
import { simulatedServicesWarnings } from '../../generator/render/simulated-services.ts';
import { resolveApi } from '../../templates/islands/services/api-client.ts';
import { numberListEndpoint } from '../../templates/islands/services/number-client.ts';

const site = (overrides: Partial<Site> = {}): Site => ({
  legalName: 'ReviewNudge Ltd.',
  siteUrl: 'https://www.example.com',
  contactEmail: 'hello@example.com',
  privacyEmail: 'p@example.com',
  dpoEmail: 'd@example.com',
  address: 'Tel Aviv',
  apiBase: '',
  apiTimeoutMs: 10_000,
  numberListEndpoint: '',
  analytics: { provider: 'none' },
  social: { facebook: '', instagram: '', linkedin: '', x: '', youtube: '' },
  accessibility: { coordinator: 'Noa Peretz', email: 'a11y@example.com', reviewed: '2026-11-20' },
  copyrightYear: 2026,
  foundingYear: 2023,
  brandName: 'ReviewNudge',
  ...overrides,
});
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('apiBase in data/site.json', () => {
  it('is an http(s) address without a trailing slash, query or fragment; empty means not configured', () => {
    const parse = (apiBase: string) => siteSchema.shape.apiBase.safeParse(apiBase).success;
    expect([parse(''), parse('https://api.example.com/v1'), parse('http://127.0.0.1:8080')]).toEqual([true, true, true]);
    expect([
      parse('https://api.example.com/v1/'),
      parse('https://api.example.com?x=1'),
      parse('ftp://api.example.com'),
      parse('api.example.com'),
    ]).toEqual([false, false, false, false]);
  });

  it('gives the browser a timeout of 10 s unless set', () => {
    expect(siteSchema.shape.apiTimeoutMs.parse(undefined)).toBe(10_000);
    expect(siteSchema.shape.apiTimeoutMs.safeParse(500).success).toBe(false);
  });
});

describe('the Content-Security-Policy with and without an API', () => {
  it("lets pages call and post forms to the API's origin and nothing more", () => {
    const policy = contentSecurityPolicy(site({ apiBase: 'https://api.example.net/v1' }));
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.example.net");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://api.example.net");
  });

  it("adds the number-list override's origin to what pages may call, once", () => {
    const policy = contentSecurityPolicy(
      site({ apiBase: 'https://api.example.net/v1', numberListEndpoint: 'https://hooks.example.org/numbers' }),
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.example.net https://hooks.example.org");
    expect(
      directive(
        contentSecurityPolicy(site({ apiBase: 'https://api.example.net/v1', numberListEndpoint: 'https://api.example.net/n' })),
        'connect-src',
      ),
    ).toBe("connect-src 'self' https://api.example.net");
  });

  it('without an API, calls only the site and sends the contact form only to the mail program', () => {
    const policy = contentSecurityPolicy(site());
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' mailto:");
  });
});

describe("the build's warning about simulated services", () => {
  it("is one warning naming every simulated service, the contact form's mail program first", () => {
    const warnings = simulatedServicesWarnings(site());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('data/site.json has no apiBase');
    for (const service of [
      "contact form (opens the visitor's mail program, addressed to hello@example.com)",
      'number list',
      'verification code',
      'WhatsApp connection',
      'sign-up',
      'sign-in',
      'password reset',
    ]) {
      expect(warnings[0]).toContain(service);
    }
  });

  it('leaves the number list out when its own endpoint is set, and says nothing once apiBase is', () => {
    expect(simulatedServicesWarnings(site({ numberListEndpoint: 'https://hooks.example.org/numbers' }))[0]).not.toContain('number list');
    expect(simulatedServicesWarnings(site({ apiBase: 'https://api.example.net/v1' }))).toEqual([]);
  });
});

describe('where the islands find the API', () => {
  const page = (meta?: string) => ({ querySelector: () => (meta === undefined ? null : { content: meta }) }) as unknown as Document;
  const api = { base: '', timeoutMs: 10_000 };

  it('takes the configured one over the stand-in a local server announces', () => {
    expect(resolveApi({ ...api, base: 'https://api.example.net/v1' }, page('/__sitegen/api')).base).toBe('https://api.example.net/v1');
    expect(resolveApi(api, page('/__sitegen/api')).base).toBe('/__sitegen/api');
    expect(resolveApi(api, page()).base).toBe('');
  });

  it('takes only a path on this site from the page: a tag cannot send requests elsewhere', () => {
    for (const meta of ['https://evil.example/api', '//evil.example/api', 'javascript:alert(1)', '/__sitegen/api/', ''])
      expect(resolveApi(api, page(meta)).base, meta).toBe('');
  });

  it("asks the number-list override first, then the API's listAvailableNumbers, else nothing", () => {
    expect(numberListEndpoint('https://hooks.example.org/numbers', { ...api, base: 'https://api.example.net/v1' })).toBe(
      'https://hooks.example.org/numbers',
    );
    expect(numberListEndpoint('', { ...api, base: 'https://api.example.net/v1' })).toBe('https://api.example.net/v1/numbers/available');
    expect(numberListEndpoint('', api)).toBe('');
  });
});

describe('the Content-Security-Policy with analytics', () => {
  it("lets pages send to a Plausible-format collector's origin and load no script from it", () => {
    const policy = contentSecurityPolicy(
      site({ analytics: { provider: 'plausible', endpoint: 'https://stats.example.org/api/event', domain: 'example.com' } }),
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://stats.example.org");
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });

  it("adds Google's hosts for GA4, or only the origin of the site's own tag address", () => {
    const google = contentSecurityPolicy(site({ analytics: { provider: 'ga4', measurementId: 'G-ABC123' } }));
    expect(directive(google, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' https://*.googletagmanager.com");
    expect(directive(google, 'connect-src')).toContain('https://*.google-analytics.com');
    const gateway = contentSecurityPolicy(
      site({ analytics: { provider: 'ga4', measurementId: 'G-ABC123', scriptUrl: 'https://metrics.example.com/gtag/js' } }),
    );
    expect(directive(gateway, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' https://metrics.example.com");
    expect(directive(gateway, 'connect-src')).toBe("connect-src 'self' https://metrics.example.com");
  });

  it('widens nothing when analytics is off', () => {
    const policy = contentSecurityPolicy(site());
    expect([directive(policy, 'script-src'), directive(policy, 'connect-src'), directive(policy, 'img-src')]).toEqual([
      "script-src 'self' 'wasm-unsafe-eval'",
      "connect-src 'self'",
      "img-src 'self' data:",
    ]);
  });
});
