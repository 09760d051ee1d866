import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import * as endpoints from './endpoints';
import type { PublicUser } from './account';

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
