import { clock } from '../../src/mocks/clock';

/** A fixed "now" for every test, so expiries are exact. */
export const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);

/**
 * Freezes the fake backend's clock at T0 before each test. The server itself, the seed reset and the
 * return to the real clock after each test come from tests/setup.ts.
 */
export function withFrozenClock(): void {
  beforeEach(() => clock.setNow(T0));
}
