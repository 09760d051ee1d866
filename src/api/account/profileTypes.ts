/** The shapes of the Profile group (docs/api.md §Profile); profile.ts re-exports them. */
import * as v from 'valibot';
import type { PhoneRef } from './account';
import type { OrderListQuery } from '../orders/orderTypes';
import { Asset, Balances, InvitationStatus, ReviewStatus, type OrderKind } from '../shared';
import { time } from '../schemas';
import type { PageQuery } from '../types';

/* The answers' schemas (docs/decisions/0093), their types inferred; the assets and invitation states are shared.ts's. */

export const CheckInResult = v.object({
  /** day reached in the 7-day cycle, 1–7 */
  signinDay: v.number(),
  totalDays: v.number(),
  /** points credited */
  reward: v.number(),
});
export type CheckInResult = v.InferOutput<typeof CheckInResult>;

const CheckInDay = v.object({
  day: v.number(),
  reward: v.number(),
  checked: v.boolean(),
});
export type CheckInDay = v.InferOutput<typeof CheckInDay>;

export const CheckInCycle = v.object({
  signinDay: v.number(),
  totalDays: v.number(),
  checkedToday: v.boolean(),
  /** when the next check-in opens (start of the next day) */
  nextAt: time,
  /** always seven entries */
  days: v.array(CheckInDay),
});
export type CheckInCycle = v.InferOutput<typeof CheckInCycle>;

/** What the ledger records: balance, points, and the QC and USDT held in the mall account. */
const LedgerAsset = v.picklist([...Asset.options, 'QC', 'USDT']);
export type LedgerAsset = v.InferOutput<typeof LedgerAsset>;

export const LedgerEntry = v.object({
  id: v.number(),
  asset: LedgerAsset,
  title: v.string(),
  /** positive in, negative out */
  amount: v.number(),
  /** the asset's balance after this entry */
  after: v.number(),
  createTime: time,
});
export type LedgerEntry = v.InferOutput<typeof LedgerEntry>;

export interface LedgerQuery extends PageQuery {
  asset: LedgerAsset;
}

export const Invitee = v.object({
  uid: v.number(),
  nickName: v.string(),
  avatar: v.string(),
  /** QC credited for this invitation */
  reward: v.number(),
  createTime: time,
  /** the latest team invitation the user sent them, if any */
  invitation: v.nullable(InvitationStatus),
});
export type Invitee = v.InferOutput<typeof Invitee>;

/** express: a courier brings it; pickup: collected at a pickup point. */
const DeliveryMethod = v.picklist(['express', 'pickup']);
export type DeliveryMethod = v.InferOutput<typeof DeliveryMethod>;

export interface AddressFields {
  recipientName: string;
  recipientPhoneRegion: string;
  recipientPhoneNumber: string;
  address: string;
  deliveryMethod: DeliveryMethod;
}

/** The user's one delivery address (the fields sent, AddressFields); every change goes back to review. */
export const Address = v.object({
  recipientName: v.string(),
  recipientPhoneRegion: v.string(),
  recipientPhoneNumber: v.string(),
  address: v.string(),
  deliveryMethod: DeliveryMethod,
  status: ReviewStatus,
  /** set when rejected */
  rejectReason: v.string(),
}) satisfies v.GenericSchema<unknown, AddressFields>;
export type Address = v.InferOutput<typeof Address>;

/** 0 waiting for payment, 1 paid, 2 failed or expired. */
const RechargeStatus = v.picklist([0, 1, 2]);
export type RechargeStatus = v.InferOutput<typeof RechargeStatus>;

/** `type`: only the top-ups of that recharge_type (the card payments list). */
export interface RechargeQuery extends PageQuery {
  type?: string;
  /** one wallet account's USDT top-ups (docs/api.md Wallet/recharge) */
  wallet_id?: number;
}

export const RechargeRecord = v.object({
  id: v.number(),
  orderNo: v.string(),
  amount: v.number(),
  /** a recharge_type of Public/getConfig */
  type: v.string(),
  status: RechargeStatus,
  createTime: time,
  /** the wallet account of a Wallet/recharge top-up (docs/api.md §15); null or absent for the balance's */
  wallet_id: v.optional(v.nullable(v.number())),
});
export type RechargeRecord = v.InferOutput<typeof RechargeRecord>;

/** code: a redeem code; points: a points redemption (Treasure/RedeemPoints). */
const RedeemSource = v.picklist(['code', 'points']);
export type RedeemSource = v.InferOutput<typeof RedeemSource>;

export const RedeemRecord = v.object({
  id: v.number(),
  source: RedeemSource,
  title: v.string(),
  /** what was credited, in `asset` */
  asset: Asset,
  amount: v.number(),
  /** points spent; 0 for codes */
  cost: v.number(),
  createTime: time,
});
export type RedeemRecord = v.InferOutput<typeof RedeemRecord>;

export interface RedeemQuery extends PageQuery {
  source?: RedeemSource;
}

/** What a code credited, and the balances after it. */
export const RedeemReward = v.object({
  ...Balances.entries,
  asset: Asset,
  amount: v.number(),
});
export type RedeemReward = v.InferOutput<typeof RedeemReward>;

/** sold: on the bazaar; recycled: back to the platform; gifted: to another user. */
const SaleState = v.picklist(['sold', 'recycled', 'gifted']);
export type SaleState = v.InferOutput<typeof SaleState>;

export const SaleRecord = v.object({
  id: v.number(),
  orderId: v.number(),
  orderNo: v.string(),
  goodsName: v.string(),
  thumbnail: v.string(),
  state: SaleState,
  /** credited; 0 for gifts */
  amount: v.number(),
  createTime: time,
});
export type SaleRecord = v.InferOutput<typeof SaleRecord>;

export interface MyOrderQuery extends OrderListQuery {
  kind?: OrderKind;
}

export interface ModifyPasswordRequest {
  oldPassword: string;
  password: string;
}

/** The old number's code (purpose verifyOldPhone) and the new number with its code (purpose changePhone). */
export interface ModifyPhoneRequest extends PhoneRef {
  oldCode: string;
  code: string;
}

export interface CreatePayPasswordRequest {
  /** left out, the call only checks the login password and sets nothing (the verify step) */
  payPassword?: string;
  /** the login password */
  password: string;
}

export interface ModifyPayPasswordRequest {
  oldPayPassword: string;
  payPassword: string;
}
