import { createPrng } from './prng';
import type { DbState } from './schema';
import { seedConfig } from './seed-config';
import { seedUsers } from './seed-users';

export { DEMO } from './seed-users';

export const SEED = 20_260_101;
/** Seeded rows carry this fixed time, not the clock's, so two seeds are identical. */
export const SEED_EPOCH = Date.UTC(2026, 0, 1);
const FIRST_UID = 100_001;

export function seedDb(): DbState {
  const prng = createPrng(SEED);
  const users = seedUsers(FIRST_UID, SEED_EPOCH, prng);
  return {
    users,
    sessions: [],
    codes: [],
    oauthCodes: [],
    visits: [],
    config: seedConfig(users),
    seq: { uid: FIRST_UID + users.length - 1, visit: 0 },
  };
}
