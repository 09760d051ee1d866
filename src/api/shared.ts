/**
 * Small shapes that several API groups share. Conventions (docs/api.md): /api groups use camelCase
 * fields, /apiv2 groups snake_case; every time in a payload is Unix milliseconds; amounts are numbers.
 */
import type { PageQuery } from './types';

/** The two in-app assets: the mall balance and points (integral). */
export type Asset = 'balance' | 'points';

/** How an in-app purchase is paid. */
export type PayType = Asset;

/** Ranking window. */
export type RankWindow = 'today' | '7day' | 'history';

export interface RankQuery extends PageQuery {
  type: RankWindow;
}

/** Staff review of something a user submitted: 0 under review, 1 approved, 2 rejected. */
export type ReviewStatus = 0 | 1 | 2;

/** The four kinds of order a user holds: mall goods, treasure box, crowdfunding, auction. Order ids are unique across kinds. */
export type OrderKind = 'goods' | 'treasure' | 'crowd' | 'auction';

export interface IdQuery {
  id: number;
}

/** The user's balances after a call that moved them. */
export interface Balances {
  balance: number;
  integral: number;
}

/** A ranked user in the /apiv2 groups. */
export interface RankRowV2 {
  rank: number;
  uid: number;
  nick_name: string;
  avatar: string;
  amount: number;
}

/** Earnings counters of the /apiv2 groups. */
export interface IncomeCounts {
  today: number;
  yesterday: number;
  total: number;
}

/** What a fee quote answers: the fee, what arrives after it, and the bounds the server accepts. */
export interface FeeQuote {
  fee: number;
  actual: number;
  min: number;
  max: number;
}

/** Where a team leader's invitation stands. */
export type InvitationStatus = 'pending' | 'accepted' | 'rejected' | 'expired';
