/**
 * Browser storage under the keys DECISIONS.md fixes. Reads never throw: storage that is
 * missing, blocked, full, corrupt or written by another version is treated as empty.
 */
export const storageKeys = {
  loggedIn: 'app:v1:loggedIn',
  user: 'app:v1:user',
  onboardingCompleted: 'app:v1:onboardingCompleted',
  account: 'app:v1:account',
  wizard: 'app:v1:wizard',
} as const;

function store(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readFlag(key: string): boolean {
  try {
    return store('local')?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** Parses a JSON record and keeps it only if `isValid` accepts it. */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T, kind: 'local' | 'session' = 'local'): T | undefined {
  try {
    const raw = store(kind)?.getItem(key);
    if (raw == null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a value; returns false when storage is unavailable or full (the page goes on). */
export function write(key: string, value: string, kind: 'local' | 'session' = 'local'): boolean {
  try {
    // Blocked storage (no window, or a SecurityError on access) stored nothing: say so.
    const storage = store(kind);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
