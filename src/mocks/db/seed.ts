import { now } from '../clock';
import { addNotice } from './notices';
import { auctionSeedEvents } from '../handlers/auction/db/seedAuctions';
import { bazaarEvents } from '../handlers/goods/db/seedBazaar';
import { createPrng } from './prng';
import type { DbState } from './schema';
import { seedCategories, seedGoods } from '../handlers/goods/catalog/seedCatalog';
import { days, seedClock, type SeedClock } from './seedClock';
import { seedConfig, showHistory } from './seedConfig';
import { balanceSeededLedgers, seedMy } from '../handlers/profile/db/seedMy';
import { seedTaskCatalogue, taskSeedEvents } from '../handlers/task/db/seedTasks';
import { afterSalesEvents, seedAddresses } from '../handlers/orders/db/seedOrders';
import { purchaseEvents } from '../handlers/orders/db/seedPurchases';
import { replay } from './seedTimeline';
import { treasureEvents } from '../handlers/treasure/db/seedTreasure';
import { AWKWARD_NAME, seedUsers } from './seedUsers';
import { seedDevices } from '../handlers/device/db/seedDevices';
import { seedMining } from '../handlers/mining/db/seedMining';
import { seedTeams } from '../handlers/team/db/seedTeam';
import { seedWallets } from '../handlers/wallet/db/seedWallets';

export { AWKWARD_NAME, DEMO } from './seedUsers';

export const SEED = 20_260_101;
/**
 * The mall history's own generator, picked so that its eleven draws have eleven different winners, the
 * demo wins the voucher box it bought whole and loses the other, and the awkward account is the ninth
 * latest winner. Draws do not depend on the time of day, so this holds for any "now".
 */
const HISTORY_SEED = SEED + 22;
const FIRST_UID = 100_001;
/** The awkward account buys nothing in the last this many days: it is not among the latest sales or winners. */
const AWKWARD_QUIET_MS = days(3);

/** The users, the catalogue and the settings, before anything happened. */
function opening(clock: SeedClock): DbState {
  const users = seedUsers(FIRST_UID, clock, createPrng(SEED));
  const goods = seedGoods(clock);
  return {
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
    kefuDue: [],
    inboxSeen: [],
    invitations: [],
    teamMembers: [],
    exchanges: [],
    bazaarListings: [],
    bazaarOrders: [],
    auctions: [],
    auctionBids: [],
    auctionDeposits: [],
    tasks: seedTaskCatalogue(),
    taskLogs: [],
    wallets: [],
    walletBalances: [],
    walletLogs: [],
    sendMemos: [],
    issuanceDays: [],
    issuanceShares: [],
    stakes: [],
    stakeRewards: [],
    miners: [],
    miningSessions: [],
    miningIncome: [],
    miningGroups: [],
    nodeLocations: [],
    devices: [],
    deviceIncome: [],
    deviceIncomePaidUntil: 0,
    teamEarnings: [],
    teamWithdrawals: [],
    config: seedConfig(),
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
      bazaarListing: 0,
      bazaarOrder: 0,
      auction: 0,
      auctionBid: 0,
      auctionDeposit: 0,
      taskLog: 0,
      wallet: 0,
      walletLog: 0,
      issuanceShare: 0,
      stake: 0,
      stakeReward: 0,
      miningSession: 0,
      miningIncome: 0,
      miningGroup: 0,
      device: 0,
      deviceIncome: 0,
      teamEarning: 0,
      teamWithdrawal: 0,
      video: 0,
    },
  };
}

/**
 * The demo data, counted back from `time` (the fake clock's now unless told): the same `time` gives the
 * same state. The mall's history (rounds opened, sold and drawn, orders, shipments, reviews, gifts) is
 * replayed in time order through the server's own rules, João's bazaar shop, the auctions and the demo's tasks
 * too; the demo's
 * own history (ledger, top-ups, team) follows, then the wallets, mining, devices and teams; last, every ledger
 * line's `after` is worked back from what its user holds.
 */
export function seedDb(time: number = now()): DbState {
  const clock = seedClock(time);
  const state = opening(clock);
  const [demo, ...others] = state.users.map((u) => u.uid);
  const awkward = state.users.find((u) => u.nickName === AWKWARD_NAME)?.uid ?? 0;
  const buyers = { demo: demo ?? 0, others, awkward, quietFrom: clock.ago(AWKWARD_QUIET_MS) };
  seedAddresses(state);
  const welcome = { kind: 'welcome', refId: null } as const;
  addNotice(state, buyers.demo, welcome, {}, state.users[0]?.createdAt ?? clock.now);
  replay([
    ...treasureEvents(state, createPrng(HISTORY_SEED), clock, buyers),
    ...purchaseEvents(state, clock),
    ...afterSalesEvents(state, clock),
    ...bazaarEvents(state, clock),
    ...auctionSeedEvents(state, clock),
    ...taskSeedEvents(state, clock),
  ]);
  showHistory(state);
  seedMy(state, clock);
  seedWallets(state, clock);
  seedMining(state, clock);
  seedDevices(state, clock);
  seedTeams(state, clock);
  balanceSeededLedgers(state);
  return state;
}
