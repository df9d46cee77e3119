import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { readRecord, storageKeys } from '../../templates/islands/runtime/storage.ts';
import { initialState, loadState } from '../../templates/islands/wizard/state.ts';

/** The plans of the shipped data/plans.json, as the wizard receives them. */
const shippedPlans = ['starter', 'growth', 'pro'];

/**
 * Stored wizard progress read through its zod schema (issue 21, item 2): a field that does not
 * parse is replaced by its initial value, the rest is kept, nothing throws. The browser side is
 * tests/browser/wizard-flow.test.ts.
 */
function useSession(record: unknown) {
  const items = new Map<string, string>([[storageKeys.wizard, typeof record === 'string' ? record : JSON.stringify(record)]]);
  const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  vi.stubGlobal('window', { sessionStorage: storage, localStorage: storage });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const valid = {
  version: 1,
  step: 3,
  plan: 'growth',
  numberMode: 'own',
  own: { country: 'US', phone: '2025550143' },
  number: { id: 'own-sim', country: 'US', phoneNumber: '+1 202 555 0143', price: '$0' },
  business: { contactName: 'Dana Levi', contactEmail: 'dana@example.com' },
  businessPart: 1,
  whatsapp: 'intro',
  templates: { google: true, facebook: false, tripadvisor: true, customMessage: 'Hi {customer_name}' },
};

describe('stored wizard progress, field by field', () => {
  it('keeps a valid record', () => {
    useSession(valid);
    expect(loadState(shippedPlans)).toMatchObject({
      step: 3,
      plan: 'growth',
      business: { contactName: 'Dana Levi', companyName: '' },
      templates: { facebook: false, tripadvisor: true },
    });
  });

  it.each([
    ['templates: {}', { templates: {} }, { templates: initialState.templates }],
    ['templates: a string', { templates: 'x' }, { templates: initialState.templates }],
    [
      'business fields as numbers',
      { business: { contactName: 42, contactEmail: 'dana@example.com' } },
      { business: { contactName: '', contactEmail: 'dana@example.com' } },
    ],
    ['business: null', { business: null }, { business: initialState.business }],
    ['step: 2.5', { step: 2.5 }, { step: 1 }],
    ['step: "4"', { step: '4' }, { step: 1 }],
    ['step: 99', { step: 99 }, { step: 1 }],
    ['an unknown plan', { plan: 'platinum' }, { plan: undefined }],
    ['a plan that is no slug', { plan: 'Growth <b>' }, { plan: undefined }],
    ['businessPart: 3', { businessPart: 3 }, { businessPart: 1 }],
    ['a number with a country that is not a code', { number: { ...valid.number, country: 5 } }, { number: undefined }],
    ['own as a string (recovered from the number)', { own: 'US 2025550143' }, { own: { country: 'US', phone: '+1 202 555 0143' } }],
    // Text over its field's limit is kept as stored (issue 45): the step shows it with its error
    // (progress-gate.ts). Only beyond ten times the limit, which no input can type, is it cut.
    [
      'a custom message of a megabyte',
      { templates: { ...valid.templates, customMessage: 'x'.repeat(1_000_000) } },
      { templates: { ...valid.templates, customMessage: 'x'.repeat(20_000) } },
    ],
    [
      'a company name of 301 characters',
      { business: { ...valid.business, companyName: 'n'.repeat(301) } },
      { business: { contactName: 'Dana Levi', companyName: 'n'.repeat(301) } },
    ],
    [
      'review links that are not text',
      { templates: { ...valid.templates, links: { google: 5, facebook: 'https://facebook.com/x' } } },
      { templates: { ...valid.templates, links: { google: '', facebook: 'https://facebook.com/x', tripadvisor: '' } } },
    ],
    ['a verification code of 3 characters', { verificationCode: '123' }, { verificationCode: undefined }],
  ])('replaces %s and keeps the rest', (_name, change, expected) => {
    useSession({ ...valid, ...change });
    const state = loadState(shippedPlans);
    expect(state).toMatchObject(expected);
    // The other fields are the record's own.
    expect(state?.own.country === '' ? 'US' : state?.own.country).toBe('US');
  });

  it('keeps a plan the page offers, whatever data/plans.json names it', () => {
    useSession({ ...valid, plan: 'team' });
    expect(loadState(['starter', 'team'])?.plan).toBe('team');
    expect(loadState(shippedPlans)?.plan).toBeUndefined();
  });

  it('never throws: not JSON, JSON of another type, a prototype-polluting key', () => {
    for (const raw of ['{"version":1,"step":', '[1,2,3]', '"text"', 'null', '{"version":1,"__proto__":{"polluted":true},"step":2}']) {
      useSession(raw);
      expect(() => loadState(shippedPlans)).not.toThrow();
    }
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('readRecord (local and session storage)', () => {
  it("returns the schema's output, or nothing when the record as a whole does not parse", () => {
    const schema = z.object({ email: z.string(), loginTime: z.catch(z.string(), '') });
    useSession({ email: 'dana@example.com', loginTime: 42 });
    expect(readRecord(storageKeys.wizard, schema, 'local')).toEqual({ email: 'dana@example.com', loginTime: '' });
    useSession({ email: 42 });
    expect(readRecord(storageKeys.wizard, schema, 'local')).toBeUndefined();
  });
});
