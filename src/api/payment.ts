import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from './account';
import { invalidate, patchMe, refreshMe } from './cache';
import { call } from './client';
import * as endpoints from './endpoints';
import { isNetworkError } from '../lib/errors';
import { profileKeys } from './profileKeys';

export interface WebPayRequest {
  /** at least 10 */
  amount: number;
  /** a recharge_type of Public/getConfig whose open is 1 */
  type: string;
}

export interface WebPayResult {
  orderNo: string;
  /** the payment page to open; the recharge record settles when it reports back */
  payUrl: string;
}

/** Moves USDT balance to another user. */
export interface TransferRequest {
  receiverId: number;
  amount: number;
  payPassword: string;
}

export interface TransferResult {
  orderNo: string;
  usdtBalance: number;
}

export interface RecentUser extends PublicUser {
  lastTime: number;
}

const P = endpoints.Payment;

export const webPay = (body: WebPayRequest) => call<WebPayResult>(P.WebPay, { ...body });
export const transfer = (body: TransferRequest) => call<TransferResult>(P.Transfer, { ...body });
export const getRecentlyUser = () => call<RecentUser[]>(P.GetRecentlyUser);
/** Exact match on a user id or phone number; an empty list when nobody matches. */
export const searchUser = (keyword: string) => call<PublicUser[]>(P.SeachUserBy, { keyword });

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
 * A transfer answers the new USDT balance. When the answer is lost (a network error) whether the money
 * moved is unknown: the user is read again, so the page shows what the server holds.
 */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transfer,
    onSuccess: ({ usdtBalance }) => {
      patchMe(queryClient, { usdtBalance });
      invalidate(queryClient, paymentKeys.recent(), profileKeys.ledgerAll());
    },
    onError: (error) => {
      if (isNetworkError(error)) void refreshMe(queryClient);
    },
  });
}
