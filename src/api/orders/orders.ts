import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidate, patchMe } from '../cache';
import { call } from '../client';
import * as endpoints from '../endpoints';
import { getMyOrderList } from '../account/profile';
import { getGiftsList } from '../messages/message';
import { messageKeys } from '../messages/messageKeys';
import { pagedQuery, rowsPageByPage, SMALL_PAGE_SIZE } from '../paging';
import { profileKeys } from '../account/profileKeys';
import { Balances, type IdQuery, type OrderKind } from '../shared';
import { unread } from '../schemas';
import {
  ClaimedGift,
  OrderDetail,
  OrderRows,
  SaleResult,
  Shipment,
  ShipmentRows,
  type ShippingState,
  type Order,
  type OrderListQuery,
  type ShipmentListQuery,
  type GiftItemRequest,
  type GiftMoneyRequest,
} from './orderTypes';
import type { Page, PageQuery } from '../types';
import { orderKeys, type OrderFilter } from './orderKeys';

export { orderKeys, type OrderFilter };

export type * from './orderTypes';

const O = endpoints.UserOrders;

export const claimGift = (body: IdQuery) => call(O.ClaimGift, { ...body }, { answer: ClaimedGift });
export const giftGoods = (body: GiftItemRequest) => call(O.GiftGoods, { ...body }, { answer: unread });
export const giftMoney = (body: GiftMoneyRequest) => call(O.GiftMoney, { ...body }, { answer: Balances });
export const forwardGift = (body: GiftItemRequest) => call(O.GiftTransfer, { ...body }, { answer: unread });
export const giftTreasure = (body: GiftItemRequest) => call(O.GiftTreasure, { ...body }, { answer: unread });
export const giftAuction = (body: GiftItemRequest) => call(O.GiftAuction, { ...body }, { answer: unread });
export const sellGift = (body: IdQuery) => call(O.SellGift, { ...body }, { answer: SaleResult });
export const claimAuction = (id: number) => call(O.ClaimAuction, { id }, { answer: Balances });
export const claimReward = (id: number) => call(O.ClaimReward, { id }, { answer: unread });
export const getAuctionOrderInfo = (id: number) =>
  call(O.GetAuctionOrderInfo, { id }, { answer: OrderDetail });
export const getAuctionOrderList = (query: OrderListQuery) =>
  call(O.GetAuctionOrderList, { ...query }, { answer: OrderRows });
export const getCrowdOrderInfo = (id: number) => call(O.GetCrowdOrderInfo, { id }, { answer: OrderDetail });
export const getCrowdOrderList = (query: OrderListQuery) =>
  call(O.GetCrowdOrderList, { ...query }, { answer: OrderRows });
export const getGoodsOrderInfo = (id: number) => call(O.GetGoodsOrderInfo, { id }, { answer: OrderDetail });
export const getGoodsOrderList = (query: OrderListQuery) =>
  call(O.GetGoodsOrderList, { ...query }, { answer: OrderRows });
export const getTreasureOrderInfo = (id: number) =>
  call(O.GetTreasureOrderInfo, { id }, { answer: OrderDetail });
export const getTreasureOrderList = (query: OrderListQuery) =>
  call(O.GetTreasureOrderList, { ...query }, { answer: OrderRows });
export const getLogisticList = (query: ShipmentListQuery) =>
  call(O.GetLogisticList, { ...query }, { answer: ShipmentRows });
export const sellAuction = (id: number) => call(O.SellAuction, { id }, { answer: SaleResult });
export const sellGoods = (id: number) => call(O.SellGoods, { id }, { answer: SaleResult });
export const sellTreasure = (id: number) => call(O.SellTreasure, { id }, { answer: SaleResult });
export const requestShipping = (id: number) => call(O.ShippingReq, { id }, { answer: Shipment });

/** Each kind's orders (GetGoodsOrderList, GetTreasureOrderList…) and one order's details. */
export const ordersByKind: Record<
  OrderKind,
  { list: typeof getGoodsOrderList; info: typeof getGoodsOrderInfo }
> = {
  goods: { list: getGoodsOrderList, info: getGoodsOrderInfo },
  treasure: { list: getTreasureOrderList, info: getTreasureOrderInfo },
  crowd: { list: getCrowdOrderList, info: getCrowdOrderInfo },
  auction: { list: getAuctionOrderList, info: getAuctionOrderInfo },
};

export const orderListQuery = (kind: OrderKind, query: OrderListQuery) =>
  queryOptions({ queryKey: orderKeys.list(kind, query), queryFn: () => ordersByKind[kind].list(query) });
export const orderDetailQuery = (kind: OrderKind, id: number) =>
  queryOptions({ queryKey: orderKeys.detail(kind, id), queryFn: () => ordersByKind[kind].info(id) });
export const shipmentsQuery = (query: ShipmentListQuery) =>
  queryOptions({ queryKey: orderKeys.shipments(query), queryFn: () => getLogisticList(query) });

/** One kind's orders, ten a page, in the states the filter names. */
export const orderPages = (kind: OrderKind, filter: OrderFilter) =>
  pagedQuery(
    orderKeys.infinite(kind, filter),
    (page) => ordersByKind[kind].list({ ...filter, ...page }),
    SMALL_PAGE_SIZE,
  );

/**
 * A page of what was won and not yet claimed: draw and crowdfunding prizes and auction lots, of every kind
 * together and newest first (the user's order list, which spans the kinds: one call, one order of rows).
 */
const getUnclaimedPrizes = (page: PageQuery): Promise<Page<Order>> =>
  getMyOrderList({ ...page, itemState: 'unclaimed' });

export const unclaimedPrizePages = () =>
  pagedQuery(orderKeys.unclaimedPrizes(), getUnclaimedPrizes, SMALL_PAGE_SIZE);

/**
 * The received gifts (items, balance or points) not yet claimed, which the unclaimed page lists beside the won
 * prizes and auction lots (the orders' own `unclaimed` count leaves them out). GetGiftsList has no status
 * filter: the gift box is read to its end.
 */
async function countUnclaimedGifts(): Promise<number> {
  let waiting = 0;
  for await (const gifts of rowsPageByPage(getGiftsList))
    waiting += gifts.filter((g) => g.status === 0).length;
  return waiting;
}

export const unclaimedGiftsQuery = () =>
  queryOptions({ queryKey: orderKeys.unclaimedGifts(), queryFn: countUnclaimedGifts });
export const shipmentPages = (status?: ShippingState) =>
  pagedQuery(orderKeys.shipmentPages(status), (page) => getLogisticList({ ...page, status }));

/** What a user holds and can ship, sell, give or claim: an order of any kind, or a received gift. */
export type HeldSource = OrderKind | 'gift';

export interface HeldRef {
  source: HeldSource;
  id: number;
}

/** An item that moves changes the order lists, the gift box, the user's order and sale lists and the ledger. */
export function refreshHoldings(queryClient: QueryClient) {
  invalidate(
    queryClient,
    orderKeys.all,
    messageKeys.all,
    profileKeys.ordersAll(),
    profileKeys.salesAll(),
    profileKeys.ledgerAll(),
  );
}

/** What a claim answers: a gift what it became (and the figures), a won auction the figures after paying. */
export type ClaimResult = ClaimedGift | Balances | null;

const CLAIM: Record<HeldSource, (id: number) => Promise<ClaimResult>> = {
  goods: () => Promise.reject(new Error('a mall order is never claimed')),
  treasure: (id) => claimReward(id).then(() => null),
  crowd: (id) => claimReward(id).then(() => null),
  auction: claimAuction,
  gift: (id) => claimGift({ id }),
};

/**
 * Claims a won prize or auction lot (its order) or a received gift. A gift answers what it became: an order,
 * or balance or points credited at once; an auction what is left after paying the rest of its price (the
 * user's figures follow either way).
 */
export function useClaimItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, id }: HeldRef) => CLAIM[source](id),
    onSuccess: (claimed) => {
      if (claimed) patchMe(queryClient, { balance: claimed.balance, integral: claimed.integral });
      refreshHoldings(queryClient);
    },
  });
}

export function useRequestShipping() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestShipping, onSuccess: () => refreshHoldings(queryClient) });
}

const SELL: Record<HeldSource, (id: number) => Promise<SaleResult>> = {
  goods: sellGoods,
  treasure: sellTreasure,
  crowd: sellTreasure,
  auction: sellAuction,
  gift: (id) => sellGift({ id }),
};

/** Sells an item back to the platform; the answer's balance is the user's new one. */
export function useSellItem(source: HeldSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => SELL[source](id),
    onSuccess: ({ balance }) => {
      patchMe(queryClient, { balance });
      refreshHoldings(queryClient);
    },
  });
}

const GIVE: Record<HeldSource, (body: GiftItemRequest) => Promise<unknown>> = {
  goods: giftGoods,
  treasure: giftTreasure,
  crowd: giftTreasure,
  auction: giftAuction,
  gift: forwardGift,
};

/** Gives (part of) an item away. */
export function useGiveItem({ source, id }: HeldRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<GiftItemRequest, 'id'>) => GIVE[source]({ ...body, id }),
    onSuccess: () => refreshHoldings(queryClient),
  });
}

/** Gifts balance or points; the answer holds the user's new figures. */
export function useGiftMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giftMoney,
    onSuccess: (balances) => {
      patchMe(queryClient, balances);
      invalidate(queryClient, profileKeys.ledgerAll());
    },
  });
}
