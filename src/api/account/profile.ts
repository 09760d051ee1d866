import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { invalidate, patchMe, refreshMe } from '../cache';
import { call } from '../client';
import * as endpoints from '../endpoints';
import { pagedQuery, SMALL_PAGE_SIZE } from '../paging';
import {
  Address,
  CheckInCycle,
  CheckInResult,
  Invitee,
  LedgerEntry,
  RechargeRecord,
  RedeemRecord,
  RedeemReward,
  SaleRecord,
  type AddressFields,
  type CreatePayPasswordRequest,
  type LedgerAsset,
  type LedgerQuery,
  type ModifyPasswordRequest,
  type ModifyPayPasswordRequest,
  type ModifyPhoneRequest,
  type MyOrderQuery,
  type RechargeQuery,
  type RedeemQuery,
  type RedeemSource,
} from './profileTypes';
import { OrderRows } from '../orders/orderTypes';
import { pageOf, unread } from '../schemas';
import type { PageQuery } from '../types';
import { profileKeys } from './profileKeys';

export { profileKeys };

export type * from './profileTypes';

const P = endpoints.Profile;
const LedgerRows = pageOf(LedgerEntry);
const InviteeRows = pageOf(Invitee);
const MaybeAddress = v.nullable(Address);
const RechargeRows = pageOf(RechargeRecord);
const RedeemRows = pageOf(RedeemRecord);
const SaleRows = pageOf(SaleRecord);

export const checkIn = () => call(P.CheckIn, undefined, { answer: CheckInResult });
export const getCheckInList = () => call(P.GetCheckInList, undefined, { answer: CheckInCycle });
export const getExpendList = (query: LedgerQuery) =>
  call(P.GetExpendList, { ...query }, { answer: LedgerRows });
export const getInviteList = (query: PageQuery) =>
  call(P.GetInviteList, { ...query }, { answer: InviteeRows });
export const getMyAddress = () => call(P.GetMyAddress, undefined, { answer: MaybeAddress });
export const getRechargeList = (query: RechargeQuery) =>
  call(P.GetRechargeList, { ...query }, { answer: RechargeRows });
export const getRedeemList = (query: RedeemQuery) =>
  call(P.GetRedeemList, { ...query }, { answer: RedeemRows });
export const redeemByCode = (code: string) => call(P.RedeemByCode, { code }, { answer: RedeemReward });
export const getSellList = (query: PageQuery) => call(P.GetSellList, { ...query }, { answer: SaleRows });
export const getMyOrderList = (query: MyOrderQuery) =>
  call(P.GetMyOrderList, { ...query }, { answer: OrderRows });
export const modifyAddress = (body: AddressFields) => call(P.ModifyAddress, { ...body }, { answer: Address });
export const modifyPassword = (body: ModifyPasswordRequest) =>
  call(P.ModifyPassword, { ...body }, { answer: unread });
export const modifyPhone = (body: ModifyPhoneRequest) => call(P.ModifyPhone, { ...body }, { answer: unread });
export const createPayPassword = (body: CreatePayPasswordRequest) =>
  call(P.CreatePayPassword, { ...body }, { answer: unread });
export const modifyPayPassword = (body: ModifyPayPasswordRequest) =>
  call(P.ModifyPayPassword, { ...body }, { answer: unread });

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

export const ledgerPages = (asset: LedgerAsset) =>
  pagedQuery(profileKeys.ledgerPages(asset), (page) => getExpendList({ ...page, asset }));
export const invitePages = () => pagedQuery(profileKeys.invitePages(), getInviteList);
/** All top-ups, or those of one recharge_type. */
export const rechargePages = (type?: string) =>
  pagedQuery(profileKeys.rechargePages(type), (page) => getRechargeList({ ...page, type }));
/** One wallet account's card top-ups of its USDT. */
export const walletRechargePages = (walletId: number) =>
  pagedQuery(profileKeys.walletRechargePages(walletId), (page) =>
    getRechargeList({ ...page, wallet_id: walletId }),
  );
/** Every order of the user's, of all four kinds, newest first, ten a page. */
export const myOrderPages = () => pagedQuery(profileKeys.orderPages(), getMyOrderList, SMALL_PAGE_SIZE);
export const redeemPages = (source?: RedeemSource) =>
  pagedQuery(profileKeys.redeemPages(source), (page) => getRedeemList({ ...page, source }));

/** Check-in credits points. A refusal (checked in elsewhere) also re-reads the cycle, so the page catches up. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSettled: () => {
      void refreshMe(queryClient);
      invalidate(queryClient, profileKeys.checkIn(), profileKeys.ledgerAll());
    },
  });
}

export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemByCode,
    onSuccess: ({ balance, integral }) => {
      patchMe(queryClient, { balance, integral });
      invalidate(queryClient, profileKeys.redeemsAll(), profileKeys.ledgerAll());
    },
  });
}

/** The user's copy of the recipient fields follows the saved address. */
export function useModifyAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyAddress,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.address(), saved);
      void refreshMe(queryClient);
    },
  });
}

export function useModifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyPhone,
    onSuccess: (_, { phoneRegion, phoneNumber }) => patchMe(queryClient, { phoneRegion, phoneNumber }),
  });
}

export const useModifyPassword = () => useMutation({ mutationFn: modifyPassword });

/** Creating the payment password (with the login password) or changing it (with the current one). */
export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayPasswordRequest | ModifyPayPasswordRequest) =>
      'oldPayPassword' in body ? modifyPayPassword(body) : createPayPassword(body),
    onSuccess: () => patchMe(queryClient, { hasPayPassword: true }),
  });
}

/**
 * The verify step of creating a payment password: CreatePayPassword without a payment password only
 * checks the login password (docs/api.md), so a wrong one is refused there.
 */
export const useCheckLoginPassword = () =>
  useMutation({ mutationFn: (password: string) => createPayPassword({ password }) });
