import { createPrng } from './prng';
import type { DbState } from './schema';
import { seedCategories, seedGoods } from './seedCatalog';
import { seedConfig } from './seedConfig';
import { seedMy } from './seedMy';
import { seedAddresses, seedAfterSales } from './seedOrders';
import { seedTreasure } from './seedTreasure';
import { seedUsers } from './seedUsers';

export { DEMO } from './seedUsers';

export const SEED = 20_260_101;
/** Seeded rows carry this fixed time, not the clock's, so two seeds are identical. */
export const SEED_EPOCH = Date.UTC(2026, 0, 1);
const FIRST_UID = 100_001;

export function seedDb(): DbState {
  const prng = createPrng(SEED);
  const users = seedUsers(FIRST_UID, SEED_EPOCH, prng);
  const goods = seedGoods(SEED_EPOCH);
  const state: DbState = {
    users,
    sessions: [],
    codes: [],
    oauthCodes: [],
    visits: [],
    categories: seedCategories(),
    goods,
    issues: [],
    orders: [],
    comments: [],
    notices: [],
    marks: [],
    redeems: [],
    addresses: [],
    shipments: [],
    gifts: [],
    ledger: [],
    recharges: [],
    transfers: [],
    redeemCodes: [],
    kefu: [],
    invitations: [],
    teamMembers: [],
    exchanges: [],
    config: seedConfig(users),
    seq: {
      uid: FIRST_UID + users.length - 1,
      visit: 0,
      goods: goods.length,
      issue: 0,
      order: 0,
      comment: 0,
      notice: 0,
      mark: 0,
      redeem: 0,
      shipment: 0,
      gift: 0,
      ledger: 0,
      recharge: 0,
      transfer: 0,
      invitation: 0,
      exchange: 0,
      kefu: 0,
    },
  };
  seedAddresses(state, SEED_EPOCH);
  // Its own generator, so the mall's history does not shift when the users' seed changes.
  seedTreasure(state, createPrng(SEED + 1), SEED_EPOCH);
  seedAfterSales(state, SEED_EPOCH);
  seedMy(state, SEED_EPOCH);
  return state;
}
