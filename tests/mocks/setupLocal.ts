import { clock } from '../../src/mocks/clock';
import { resetDb } from '../../src/mocks/db';

/** A fixed "now" for every test, so expiries are exact. */
export const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);

/**
 * Freezes the fake backend's clock at T0 before each test and seeds the data as of then (the seed counts
 * back from the clock's now). The server itself and the return to the real clock after each test come
 * from tests/setup.ts.
 */
export function withFrozenClock(): void {
  beforeEach(() => {
    clock.setNow(T0);
    resetDb();
  });
}
