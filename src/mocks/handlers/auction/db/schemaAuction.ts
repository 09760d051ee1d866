import type { AuctionStatus } from '../../../../api/auctions/auction';
import type { Translations } from '../../treasure/db/schemaTreasure';

/**
 * A seeded rival bidder of one auction (decision 0035): a seeded user who bids on the fake clock, never
 * over himself and never above `limit`.
 */
export interface RivalRow {
  uid: number;
  limit: number;
}

/**
 * A live auction of a platform product (docs/api.md §9). Its name, description and pictures are the lot's own
 * (a product's gallery also shows the shop's promises, which are not the lot). Amounts are JSON numbers with at
 * most 2 decimals, worked on through lib/money.
 */
export interface AuctionRow {
  id: number;
  goodsId: number;
  name: string;
  /** the lot's pictures, the first its thumbnail */
  images: [string, ...string[]];
  /** HTML in each language (site content), stored as written (the app shows it through DOMPurify) */
  describe: Translations;
  /** the lot number */
  drawNumber: string;
  startingBidPrice: number;
  evaluationPrice: number;
  /** evaluation price × auction_security_deposit_ratio, fixed when the auction is created */
  securityDeposit: number;
  /** the highest bid; the starting price before any */
  lastPrice: number;
  /** the highest bidder; 0 before any bid */
  lastUid: number;
  startTime: number;
  endTime: number;
  status: AuctionStatus;
  /** the winner's order once it ended (status 2) */
  orderId: number | null;
  /** when it closed (ended or reserved), by the clock */
  closeTime: number | null;
  /** the seeded rivals who bid on it (empty: nobody bids but people) */
  rivals: RivalRow[];
  /** when a rival bids next, if one will: a minute after someone else took the lead, else every few minutes */
  rivalDueAt: number | null;
}

/** An accepted bid; the auction's `lastPrice`/`lastUid` are its latest. */
export interface AuctionBidRow {
  id: number;
  auctionId: number;
  uid: number;
  price: number;
  createTime: number;
}

export type HeldDepositState = 'held' | 'refunded' | 'counted';

/** A security deposit paid in one auction, once per user: held while it runs, then refunded or counted. */
export interface AuctionDepositRow {
  id: number;
  auctionId: number;
  uid: number;
  amount: number;
  state: HeldDepositState;
  createTime: number;
  /** when it was refunded or counted */
  settleTime: number | null;
}
