/** The shapes of the Profile group (docs/api.md §Profile); profile.ts re-exports them. */
import type { PhoneRef } from './account';
import type { OrderListQuery } from '../orders/orderTypes';
import type { Asset, Balances, InvitationStatus, OrderKind, ReviewStatus } from '../shared';
import type { PageQuery } from '../types';

export interface CheckInResult {
  /** day reached in the 7-day cycle, 1–7 */
  signinDay: number;
  totalDays: number;
  /** points credited */
  reward: number;
}

export interface CheckInDay {
  day: number;
  reward: number;
  checked: boolean;
}

export interface CheckInCycle {
  signinDay: number;
  totalDays: number;
  checkedToday: boolean;
  /** when the next check-in opens (start of the next day) */
  nextAt: number;
  /** always seven entries */
  days: CheckInDay[];
}

/** What the ledger records: balance, points, and the QC and USDT held in the mall account. */
export type LedgerAsset = Asset | 'QC' | 'USDT';

export interface LedgerEntry {
  id: number;
  asset: LedgerAsset;
  title: string;
  /** positive in, negative out */
  amount: number;
  /** the asset's balance after this entry */
  after: number;
  createTime: number;
}

export interface LedgerQuery extends PageQuery {
  asset: LedgerAsset;
}

export interface Invitee {
  uid: number;
  nickName: string;
  avatar: string;
  /** QC credited for this invitation */
  reward: number;
  createTime: number;
  /** the latest team invitation the user sent them, if any */
  invitation: InvitationStatus | null;
}

/** express: a courier brings it; pickup: collected at a pickup point. */
export type DeliveryMethod = 'express' | 'pickup';

export interface AddressFields {
  recipientName: string;
  recipientPhoneRegion: string;
  recipientPhoneNumber: string;
  address: string;
  deliveryMethod: DeliveryMethod;
}

/** The user's one delivery address; every change goes back to review. */
export interface Address extends AddressFields {
  status: ReviewStatus;
  /** set when rejected */
  rejectReason: string;
}

/** 0 waiting for payment, 1 paid, 2 failed or expired. */
export type RechargeStatus = 0 | 1 | 2;

/** `type`: only the top-ups of that recharge_type (the card payments list). */
export interface RechargeQuery extends PageQuery {
  type?: string;
  /** one wallet account's USDT top-ups (docs/api.md Wallet/recharge) */
  wallet_id?: number;
}

export interface RechargeRecord {
  id: number;
  orderNo: string;
  amount: number;
  /** a recharge_type of Public/getConfig */
  type: string;
  status: RechargeStatus;
  createTime: number;
  /** the wallet account of a Wallet/recharge top-up (docs/api.md §15); null or absent for the balance's */
  wallet_id?: number | null;
}

/** code: a redeem code; points: a points redemption (Treasure/RedeemPoints). */
export type RedeemSource = 'code' | 'points';

export interface RedeemRecord {
  id: number;
  source: RedeemSource;
  title: string;
  /** what was credited, in `asset` */
  asset: Asset;
  amount: number;
  /** points spent; 0 for codes */
  cost: number;
  createTime: number;
}

export interface RedeemQuery extends PageQuery {
  source?: RedeemSource;
}

export interface RedeemReward extends Balances {
  asset: Asset;
  amount: number;
}

/** sold: on the bazaar; recycled: back to the platform; gifted: to another user. */
export type SaleState = 'sold' | 'recycled' | 'gifted';

export interface SaleRecord {
  id: number;
  orderId: number;
  orderNo: string;
  goodsName: string;
  thumbnail: string;
  state: SaleState;
  /** credited; 0 for gifts */
  amount: number;
  createTime: number;
}

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
