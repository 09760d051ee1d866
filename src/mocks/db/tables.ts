import type { DbState, Sequences, SiteConfig } from './schema';
import type { TableName } from './tracked';

/**
 * Every table, in the seed's order (the state reads back in it, so its JSON is the seed's). A record rather
 * than a list so that the compiler refuses a table left out; the same for the sequences and the settings,
 * whose missing entries a stored state takes from the seed (one added since it was saved).
 */
const TABLES: Record<TableName, true> = {
  users: true,
  sessions: true,
  codes: true,
  oauthCodes: true,
  visits: true,
  categories: true,
  goods: true,
  issues: true,
  orders: true,
  comments: true,
  notices: true,
  marks: true,
  redeems: true,
  addresses: true,
  shipments: true,
  gifts: true,
  ledger: true,
  recharges: true,
  transfers: true,
  redeemCodes: true,
  kefu: true,
  kefuDue: true,
  inboxSeen: true,
  invitations: true,
  teamMembers: true,
  exchanges: true,
  bazaarListings: true,
  bazaarOrders: true,
  auctions: true,
  auctionBids: true,
  auctionDeposits: true,
  tasks: true,
  taskLogs: true,
  wallets: true,
  walletBalances: true,
  walletLogs: true,
  sendMemos: true,
  issuanceDays: true,
  issuanceShares: true,
  stakes: true,
  stakeRewards: true,
  miners: true,
  miningSessions: true,
  miningIncome: true,
  miningGroups: true,
  nodeLocations: true,
  devices: true,
  deviceIncome: true,
  deviceIncomePaidUntil: true,
  teamEarnings: true,
  teamWithdrawals: true,
  config: true,
  seq: true,
};

const SEQUENCES: Record<keyof Sequences, true> = {
  uid: true,
  visit: true,
  goods: true,
  issue: true,
  order: true,
  comment: true,
  notice: true,
  mark: true,
  redeem: true,
  shipment: true,
  gift: true,
  ledger: true,
  recharge: true,
  transfer: true,
  invitation: true,
  exchange: true,
  kefu: true,
  bazaarListing: true,
  bazaarOrder: true,
  auction: true,
  auctionBid: true,
  auctionDeposit: true,
  taskLog: true,
  wallet: true,
  walletLog: true,
  issuanceShare: true,
  stake: true,
  stakeReward: true,
  miningSession: true,
  miningIncome: true,
  miningGroup: true,
  device: true,
  deviceIncome: true,
  teamEarning: true,
  teamWithdrawal: true,
  video: true,
};

const SETTINGS: Record<keyof SiteConfig, true> = {
  public: true,
  banners: true,
  sysConfig: true,
  phoneRegions: true,
  tiktok: true,
  redeemRewards: true,
};

export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** Whether a stored table lacks an entry the code now has: a sequence or a setting added since it was saved. */
export function lacksEntries(table: TableName, stored: unknown): boolean {
  const expected = table === 'seq' ? SEQUENCES : table === 'config' ? SETTINGS : null;
  if (!expected) return false;
  return (
    typeof stored !== 'object' || stored === null || Object.keys(expected).some((key) => !(key in stored))
  );
}

/** A stored sequence or settings table with what it lacks from the seed's; other tables as stored. */
export function withSeedEntries(table: TableName, stored: unknown, seed: DbState): unknown {
  if (table !== 'seq' && table !== 'config') return stored;
  return { ...seed[table], ...(stored as object) };
}
