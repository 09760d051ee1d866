import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { PublicUser } from '../shared';
import { time } from '../schemas';
import { invalidate, patchMe, refreshMe } from '../cache';
import { call } from '../client';
import * as endpoints from '../endpoints';
import { href } from '../../lib/href';
import { money } from '../../lib/money';
import { getExpendList, getRechargeList } from '../account/profile';
import { profileKeys } from '../account/profileKeys';
import { newRowsSince, type Trace } from '../sendTrace';

export interface WebPayRequest {
  /** at least 10 */
  amount: number;
  /** a recharge_type of Public/getConfig whose open is 1 */
  type: string;
}

const WebPayResult = v.object({
  orderNo: v.string(),
  /** the payment page to open; the recharge record settles when it reports back */
  payUrl: v.string(),
});
export type WebPayResult = v.InferOutput<typeof WebPayResult>;

/** Moves USDT balance to another user. */
export interface TransferRequest {
  receiverId: number;
  amount: number;
  payPassword: string;
}

const TransferResult = v.object({
  orderNo: v.string(),
  usdtBalance: v.number(),
});
export type TransferResult = v.InferOutput<typeof TransferResult>;

const RecentUser = v.object({ ...PublicUser.entries, lastTime: time });
export type RecentUser = v.InferOutput<typeof RecentUser>;

const P = endpoints.Payment;
const RecentUserList = v.array(RecentUser);
const PublicUserList = v.array(PublicUser);

export const webPay = (body: WebPayRequest) => call(P.WebPay, { ...body }, { answer: WebPayResult });
export const transfer = (body: TransferRequest) => call(P.Transfer, { ...body }, { answer: TransferResult });
export const getRecentlyUser = () => call(P.GetRecentlyUser, undefined, { answer: RecentUserList });
/** Exact match on a user id or phone number; an empty list when nobody matches. */
export const searchUser = (keyword: string) => call(P.SeachUserBy, { keyword }, { answer: PublicUserList });

export const paymentKeys = {
  all: ['payment'] as const,
  recent: () => [...paymentKeys.all, 'recent'] as const,
  search: (keyword: string) => [...paymentKeys.all, 'search', keyword] as const,
};

export const recentUsersQuery = () =>
  queryOptions({ queryKey: paymentKeys.recent(), queryFn: getRecentlyUser });
export const searchUserQuery = (keyword: string) =>
  queryOptions({
    queryKey: paymentKeys.search(keyword),
    queryFn: () => searchUser(keyword),
    enabled: keyword !== '',
  });

/** Starts a top-up; it settles when the provider reports back, and shows in the top-up records. */
export function useWebPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: webPay,
    onSuccess: () => invalidate(queryClient, profileKeys.rechargesAll()),
  });
}

/**
 * The trace of a top-up whose answer was lost (no request id in the contract): a record of that amount and
 * method among the newest top-ups that was not there before. Found, it is paid on the app's own checkout, which
 * shows the order (the provider's page the answer would have named is not known again).
 */
export function useWebPayTrace() {
  const queryClient = useQueryClient();
  return async ({ amount, type }: WebPayRequest): Promise<Trace<WebPayResult>> => {
    const since = await newRowsSince(getRechargeList);
    return async () => {
      const record = await since((r) => r.type === type && money(r.amount).eq(money(amount)));
      if (!record) return null;
      invalidate(queryClient, profileKeys.rechargesAll());
      return { orderNo: record.orderNo, payUrl: href('/pages/my/paddle', { orderNo: record.orderNo }) };
    };
  };
}

/** A transfer moved USDT: the recent receivers and the ledger are read again. */
const afterTransfer = (queryClient: QueryClient) =>
  invalidate(queryClient, paymentKeys.recent(), profileKeys.ledgerAll());

/** A transfer answers the new USDT balance. */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transfer,
    onSuccess: ({ usdtBalance }) => {
      patchMe(queryClient, { usdtBalance });
      afterTransfer(queryClient);
    },
  });
}

/**
 * The trace of a transfer whose answer was lost (the contract has no request id): a USDT ledger line of
 * minus its amount that was not there before it was sent. Found, the user's figures are read again; the
 * transfer's number is not in the ledger (null).
 */
export function useTransferTrace() {
  const queryClient = useQueryClient();
  return async ({ amount }: Pick<TransferRequest, 'amount'>): Promise<Trace<TransferFound>> => {
    const since = await newRowsSince((page) => getExpendList({ ...page, asset: 'USDT' }));
    return async () => {
      const line = await since((row) => money(row.amount).eq(money(amount).neg()));
      if (!line) return null;
      await refreshMe(queryClient);
      afterTransfer(queryClient);
      return { orderNo: null };
    };
  };
}

/** What a transfer found after a lost answer shows: its number, when the server said it. */
export interface TransferFound {
  orderNo: string | null;
}
