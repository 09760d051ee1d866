/**
 * Small shapes that several API groups share. Conventions (docs/api.md): /api groups use camelCase
 * fields, /apiv2 groups snake_case; every time in a payload is Unix milliseconds; amounts are numbers.
 */
import * as v from 'valibot';
import { pageOf } from './schemas';
import type { PageQuery } from './types';

/** The two in-app assets: the mall balance and points (integral). */
export const Asset = v.picklist(['balance', 'points']);
export type Asset = v.InferOutput<typeof Asset>;

/** How an in-app purchase is paid. */
export const PayType = Asset;
export type PayType = Asset;

/** Ranking window. */
export type RankWindow = 'today' | '7day' | 'history';

export interface RankQuery extends PageQuery {
  type: RankWindow;
}

/** Staff review of something a user submitted: 0 under review, 1 approved, 2 rejected. */
export const ReviewStatus = v.picklist([0, 1, 2]);
export type ReviewStatus = v.InferOutput<typeof ReviewStatus>;

/** The four kinds of order a user holds: mall goods, treasure box, crowdfunding, auction. Order ids are unique across kinds. */
export const OrderKind = v.picklist(['goods', 'treasure', 'crowd', 'auction']);
export type OrderKind = v.InferOutput<typeof OrderKind>;

export interface IdQuery {
  id: number;
}

/*
 * The answers' shapes shared by several groups are valibot schemas (docs/decisions/0093), their types inferred;
 * a module that only names the types imports nothing of valibot.
 */

/** The user's balances after a call that moved them. */
export const Balances = v.object({
  balance: v.number(),
  integral: v.number(),
});
export type Balances = v.InferOutput<typeof Balances>;

/** A user as others see them (receiver look-ups). */
export const PublicUser = v.object({
  uid: v.number(),
  nickName: v.string(),
  avatar: v.string(),
});
export type PublicUser = v.InferOutput<typeof PublicUser>;

/** A ranked user in the /apiv2 groups. */
export const RankRowV2 = v.object({
  rank: v.number(),
  uid: v.number(),
  nick_name: v.string(),
  avatar: v.string(),
  amount: v.number(),
});
export type RankRowV2 = v.InferOutput<typeof RankRowV2>;
/** A page of a ranking in the /apiv2 groups. */
export const RankPageV2 = pageOf(RankRowV2);

/** Earnings counters of the /apiv2 groups. */
export const IncomeCounts = v.object({
  today: v.number(),
  yesterday: v.number(),
  total: v.number(),
});
export type IncomeCounts = v.InferOutput<typeof IncomeCounts>;

/** What a fee quote answers: the fee, what arrives after it, and the bounds the server accepts. */
export const FeeQuote = v.object({
  fee: v.number(),
  actual: v.number(),
  min: v.number(),
  max: v.number(),
});
export type FeeQuote = v.InferOutput<typeof FeeQuote>;

/** Where a team leader's invitation stands. */
export const InvitationStatus = v.picklist(['pending', 'accepted', 'rejected', 'expired']);
export type InvitationStatus = v.InferOutput<typeof InvitationStatus>;
