import type {
  LedgerAsset,
  LedgerQuery,
  MyOrderQuery,
  RechargeQuery,
  RedeemQuery,
  RedeemSource,
} from './profileTypes';
import type { PageQuery } from '../types';

/**
 * The profile group's query keys, in a module of their own: other groups invalidate these after a money or
 * order action, and importing them must not pull in the profile calls.
 */
export const profileKeys = {
  all: ['profile'] as const,
  checkIn: () => [...profileKeys.all, 'checkIn'] as const,
  /** every ledger list, one page or paged */
  ledgerAll: () => [...profileKeys.all, 'ledger'] as const,
  ledger: (query: LedgerQuery) => [...profileKeys.ledgerAll(), query] as const,
  ledgerPages: (asset: LedgerAsset) => [...profileKeys.ledgerAll(), 'pages', asset] as const,
  invitesAll: () => [...profileKeys.all, 'invites'] as const,
  invites: (query: PageQuery) => [...profileKeys.invitesAll(), query] as const,
  invitePages: () => [...profileKeys.invitesAll(), 'pages'] as const,
  address: () => [...profileKeys.all, 'address'] as const,
  rechargesAll: () => [...profileKeys.all, 'recharges'] as const,
  recharges: (query: RechargeQuery) => [...profileKeys.rechargesAll(), query] as const,
  rechargePages: (type: string | undefined) =>
    [...profileKeys.rechargesAll(), 'pages', type ?? 'all'] as const,
  walletRechargePages: (walletId: number) => [...profileKeys.rechargesAll(), 'wallet', walletId] as const,
  redeemsAll: () => [...profileKeys.all, 'redeems'] as const,
  redeems: (query: RedeemQuery) => [...profileKeys.redeemsAll(), query] as const,
  redeemPages: (source: RedeemSource | undefined) =>
    [...profileKeys.redeemsAll(), 'pages', source ?? 'all'] as const,
  salesAll: () => [...profileKeys.all, 'sales'] as const,
  sales: (query: PageQuery) => [...profileKeys.salesAll(), query] as const,
  ordersAll: () => [...profileKeys.all, 'orders'] as const,
  orders: (query: MyOrderQuery) => [...profileKeys.ordersAll(), query] as const,
  orderPages: () => [...profileKeys.ordersAll(), 'pages'] as const,
  /** how many orders each of Me's labels names (src/api/account/orderCounts.ts) */
  orderCounts: () => [...profileKeys.ordersAll(), 'counts'] as const,
};
