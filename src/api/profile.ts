import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from './client';
import * as endpoints from './endpoints';
import type { PhoneRef } from './account';
import type { InvitationStatus } from './message';
import type { Order, OrderListQuery } from './orders';
import type { Asset, Balances, OrderKind, ReviewStatus } from './shared';
import type { Page, PageQuery } from './types';

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
}

export interface RechargeRecord {
  id: number;
  orderNo: string;
  amount: number;
  /** a recharge_type of Public/getConfig */
  type: string;
  status: RechargeStatus;
  createTime: number;
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
  payPassword: string;
  /** the login password */
  password: string;
}

export interface ModifyPayPasswordRequest {
  oldPayPassword: string;
  payPassword: string;
}

const P = endpoints.Profile;

export const checkIn = () => call<CheckInResult>(P.CheckIn);
export const getCheckInList = () => call<CheckInCycle>(P.GetCheckInList);
export const getExpendList = (query: LedgerQuery) => call<Page<LedgerEntry>>(P.GetExpendList, { ...query });
export const getInviteList = (query: PageQuery) => call<Page<Invitee>>(P.GetInviteList, { ...query });
export const getMyAddress = () => call<Address | null>(P.GetMyAddress);
export const getRechargeList = (query: RechargeQuery) =>
  call<Page<RechargeRecord>>(P.GetRechargeList, { ...query });
export const getRedeemList = (query: RedeemQuery) => call<Page<RedeemRecord>>(P.GetRedeemList, { ...query });
export const redeemByCode = (code: string) => call<RedeemReward>(P.RedeemByCode, { code });
export const getSellList = (query: PageQuery) => call<Page<SaleRecord>>(P.GetSellList, { ...query });
export const getMyOrderList = (query: MyOrderQuery) => call<Page<Order>>(P.GetMyOrderList, { ...query });
export const modifyAddress = (body: AddressFields) => call<Address>(P.ModifyAddress, { ...body });
export const modifyPassword = (body: ModifyPasswordRequest) => call<null>(P.ModifyPassword, { ...body });
export const modifyPhone = (body: ModifyPhoneRequest) => call<null>(P.ModifyPhone, { ...body });
export const createPayPassword = (body: CreatePayPasswordRequest) =>
  call<null>(P.CreatePayPassword, { ...body });
export const modifyPayPassword = (body: ModifyPayPasswordRequest) =>
  call<null>(P.ModifyPayPassword, { ...body });
/** CreatePayPassword without a payment password only checks the login password (docs/api.md). */
export const checkLoginPassword = (password: string) => call<null>(P.CreatePayPassword, { password });

export const profileKeys = {
  all: ['profile'] as const,
  checkIn: () => [...profileKeys.all, 'checkIn'] as const,
  ledger: (query: LedgerQuery) => [...profileKeys.all, 'ledger', query] as const,
  invites: (query: PageQuery) => [...profileKeys.all, 'invites', query] as const,
  address: () => [...profileKeys.all, 'address'] as const,
  recharges: (query: RechargeQuery) => [...profileKeys.all, 'recharges', query] as const,
  redeems: (query: RedeemQuery) => [...profileKeys.all, 'redeems', query] as const,
  sales: (query: PageQuery) => [...profileKeys.all, 'sales', query] as const,
  orders: (query: MyOrderQuery) => [...profileKeys.all, 'orders', query] as const,
};

export const checkInQuery = () => queryOptions({ queryKey: profileKeys.checkIn(), queryFn: getCheckInList });
export const ledgerQuery = (query: LedgerQuery) =>
  queryOptions({ queryKey: profileKeys.ledger(query), queryFn: () => getExpendList(query) });
export const invitesQuery = (query: PageQuery) =>
  queryOptions({ queryKey: profileKeys.invites(query), queryFn: () => getInviteList(query) });
export const addressQuery = () => queryOptions({ queryKey: profileKeys.address(), queryFn: getMyAddress });
export const rechargesQuery = (query: RechargeQuery) =>
  queryOptions({ queryKey: profileKeys.recharges(query), queryFn: () => getRechargeList(query) });
export const redeemsQuery = (query: RedeemQuery) =>
  queryOptions({ queryKey: profileKeys.redeems(query), queryFn: () => getRedeemList(query) });
export const salesQuery = (query: PageQuery) =>
  queryOptions({ queryKey: profileKeys.sales(query), queryFn: () => getSellList(query) });
export const myOrdersQuery = (query: MyOrderQuery) =>
  queryOptions({ queryKey: profileKeys.orders(query), queryFn: () => getMyOrderList(query) });

/** The verify step of creating a payment password: a wrong login password is refused there. */
export const useCheckLoginPassword = () => useMutation({ mutationFn: checkLoginPassword });
