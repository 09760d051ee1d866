/** localStorage with an expiry: entries live about one year; an expired or unreadable entry is ignored. */
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

interface Stored<T> {
  v: T;
  e: number;
}

export function readStored<T>(key: string, now = Date.now()): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const entry = JSON.parse(raw) as Stored<T> | null;
    if (!entry || typeof entry !== 'object' || !('e' in entry) || typeof entry.e !== 'number')
      return undefined;
    if (entry.e <= now) {
      localStorage.removeItem(key);
      return undefined;
    }
    return entry.v;
  } catch {
    return undefined;
  }
}

export function writeStored<T>(key: string, value: T, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ v: value, e: now + YEAR_MS } satisfies Stored<T>));
  } catch {
    // Private mode or a full quota: the app keeps working with in-memory state.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignored for the same reason as above
  }
}

export const STORAGE_LIFETIME_MS = YEAR_MS;
