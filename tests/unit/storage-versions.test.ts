import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFlag, readJson, storageKeys, write } from '../../templates/islands/runtime/storage.ts';
import { initialState, loadState } from '../../templates/islands/wizard/state.ts';

/** The plans of the shipped data/plans.json, as the wizard receives them. */
const shippedPlans = ['starter', 'growth', 'pro'];

/**
 * Storage written by another version of the site, without a browser: the storage runtime reads
 * `window.localStorage` / `window.sessionStorage`, so a Map-backed Storage stands in for them.
 * The browser side (the pages themselves) is tests/browser/storage-versions.test.ts.
 */
class FakeStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(entries: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(entries)) this.items.set(key, value);
  }
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

function useStorage(local: Record<string, string>, session: Record<string, string> = {}) {
  const stores = { localStorage: new FakeStorage(local), sessionStorage: new FakeStorage(session) };
  vi.stubGlobal('window', stores);
  return stores;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Progress as this version saves it, at step 3 with a name typed: the control for the cases below. */
const currentProgress = {
  version: 1,
  step: 3,
  plan: 'growth',
  numberMode: 'own',
  number: { id: 'own-sim', country: 'US', phoneNumber: '+1 2025550143', price: '' },
  business: { contactName: 'Dana Levi' },
  businessPart: 1,
  whatsapp: 'intro',
  templates: { google: true, facebook: true, tripadvisor: false, customMessage: '' },
};

describe('storage keys', () => {
  it('all carry the version, so records of another version are never read by this one', () => {
    for (const key of Object.values(storageKeys)) expect(key).toMatch(/^app:v1:[a-zA-Z]+$/);
  });
});

describe('flags written by an older version', () => {
  it("are not read as this version's flags (unprefixed keys of the first site, or a v0 prefix)", () => {
    useStorage({ onboardingCompleted: 'true', isLoggedIn: 'true', 'app:v0:onboardingCompleted': 'true', 'app:v0:loggedIn': 'true' });
    expect(readFlag(storageKeys.onboardingCompleted)).toBe(false);
    expect(readFlag(storageKeys.loggedIn)).toBe(false);
  });

  it('are read once this version wrote them (the control)', () => {
    useStorage({ [storageKeys.onboardingCompleted]: 'true' });
    expect(readFlag(storageKeys.onboardingCompleted)).toBe(true);
  });
});

describe('wizard progress written by an older version', () => {
  it('restores progress this version saved (the control: the cases below differ only in version)', () => {
    useStorage({}, { [storageKeys.wizard]: JSON.stringify(currentProgress) });
    expect(loadState(shippedPlans)).toMatchObject({
      version: 1,
      step: 3,
      plan: 'growth',
      business: { contactName: 'Dana Levi', companyName: '' },
    });
  });

  it.each([
    ['version 0', { ...currentProgress, version: 0 }],
    [
      'no version field (before versions were stored)',
      Object.fromEntries(Object.entries(currentProgress).filter(([key]) => key !== 'version')),
    ],
    ['the version as a string', { ...currentProgress, version: '1' }],
    ['a newer version', { ...currentProgress, version: 2 }],
    ["the first site's shape", { step: 3, selectedPlan: 'growth', businessInfo: { contactName: 'Dana Levi' } }],
  ])('ignores %s: the wizard starts afresh', (_name, record) => {
    useStorage({}, { [storageKeys.wizard]: JSON.stringify(record) });
    expect(loadState(shippedPlans)).toBeUndefined();
  });

  it("ignores progress stored under an older key, even when its shape is this version's", () => {
    useStorage({}, { 'app:v0:wizard': JSON.stringify(currentProgress), wizard: JSON.stringify(currentProgress) });
    expect(loadState(shippedPlans)).toBeUndefined();
  });

  it("replaces the older record with this version's on the next save, and leaves other keys alone", () => {
    const { sessionStorage } = useStorage(
      {},
      { [storageKeys.wizard]: JSON.stringify({ ...currentProgress, version: 0 }), 'app:v0:wizard': '{}' },
    );
    expect(write(storageKeys.wizard, JSON.stringify(initialState), 'session')).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.wizard)!)).toEqual(initialState);
    expect(sessionStorage.getItem('app:v0:wizard')).toBe('{}');
  });
});

describe('records that cannot be read at all', () => {
  it('read as empty when there is no window (server rendering) or storage is blocked', () => {
    const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
    expect(readJson(storageKeys.user, isObject)).toBeUndefined();
    expect(readFlag(storageKeys.loggedIn)).toBe(false);
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(readJson(storageKeys.user, isObject)).toBeUndefined();
    expect(readFlag(storageKeys.loggedIn)).toBe(false);
    expect(write(storageKeys.loggedIn, 'true')).toBe(false);
  });
});
