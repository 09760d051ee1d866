import { useCallback } from 'react';
import * as v from 'valibot';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidate, patchMe, refreshMe } from '../cache';
import { call } from '../client';
import * as endpoints from '../endpoints';
import { orderKeys } from '../orders/orderKeys';
import { pagedQuery, SMALL_PAGE_SIZE } from '../paging';
import { profileKeys } from '../account/profileKeys';
import type { IdQuery } from '../shared';
import type { PageQuery, PageQueryV2 } from '../types';
import { maybeTime, pageOf, time, unread } from '../schemas';

/*
 * Goods (v2): the bazaar, where users sell to users (docs/api.md §12, docs/decisions/0034). Field names are
 * the v2 groups' snake_case. Amounts travel as numbers with at most 2 decimals; screens read them through
 * lib/money, never as floats.
 */

/** What a listing is priced in and paid with: the mall balance or the platform token QC. */
const BazaarCurrency = v.picklist(['balance', 'qc']);
export type BazaarCurrency = v.InferOutput<typeof BazaarCurrency>;

/** 0 off the shelf, 1 published (on sale while it has stock). */
const ListingStatus = v.picklist([0, 1]);
export type ListingStatus = v.InferOutput<typeof ListingStatus>;

const BazaarListing = v.object({
  id: v.number(),
  /** the platform product it is made from (Treasure/GetGoodsInfo): name, category and cover come from it */
  goods_id: v.number(),
  name: v.string(),
  /** category id of Treasure/GetCategoryList */
  type: v.number(),
  /** the cover first: the seller's pictures (1–9), or the platform product's picture when none were given */
  images: v.array(v.string()),
  /** the seller's description: HTML, shown only through DOMPurify */
  description: v.string(),
  price: v.number(),
  currency: BazaarCurrency,
  /** units on sale now (units in unpaid orders are held out of it) */
  stock: v.number(),
  /** units sold and paid for */
  sales: v.number(),
  status: ListingStatus,
  seller_uid: v.number(),
  seller_name: v.string(),
  seller_avatar: v.string(),
  create_time: time,
  publish_time: maybeTime,
});
export type BazaarListing = v.InferOutput<typeof BazaarListing>;

export type BazaarSort = 'new' | 'price_asc' | 'price_desc';

export interface BazaarListQuery extends PageQueryV2 {
  /** part of the name, any case */
  keyword?: string;
  /** category id */
  type?: number;
  currency?: BazaarCurrency;
  sort?: BazaarSort;
  /** 'mine': the signed-in seller's own listings (any status); else the published ones in stock */
  scope?: 'all' | 'mine';
  /** with scope 'mine': only this status */
  status?: ListingStatus;
}

/** The seller's shop in figures (Goods/count). Income is what receipts settled, per currency. */
const SellerCount = v.object({
  published: v.number(),
  off_shelf: v.number(),
  unpaid: v.number(),
  to_ship: v.number(),
  shipped: v.number(),
  completed: v.number(),
  income_balance: v.number(),
  income_qc: v.number(),
});
export type SellerCount = v.InferOutput<typeof SellerCount>;

/**
 * 0 unpaid (stock held until `pay_deadline`), 1 paid — to ship (the amount held by the platform), 2 shipped,
 * 3 completed (received by the buyer, or by itself 7 days after shipping; the seller is credited then),
 * 4 cancelled (not paid in time: the stock went back).
 */
const BazaarOrderStatus = v.picklist([0, 1, 2, 3, 4]);
export type BazaarOrderStatus = v.InferOutput<typeof BazaarOrderStatus>;

const BazaarOrder = v.object({
  id: v.number(),
  order_no: v.string(),
  listing_id: v.number(),
  goods_id: v.number(),
  name: v.string(),
  image: v.string(),
  price: v.number(),
  currency: BazaarCurrency,
  quantity: v.number(),
  /** price × quantity */
  amount: v.number(),
  buyer_uid: v.number(),
  buyer_name: v.string(),
  seller_uid: v.number(),
  seller_name: v.string(),
  /** the buyer's approved address, copied when the order is placed */
  recipient_name: v.string(),
  recipient_phone: v.string(),
  address: v.string(),
  courier_number: v.string(),
  status: BazaarOrderStatus,
  create_time: time,
  /** an unpaid order is cancelled at this time (1 hour after it was placed) */
  pay_deadline: time,
  pay_time: maybeTime,
  send_time: maybeTime,
  /** a shipped order is received by itself at this time (7 days after shipping) */
  auto_receive_time: maybeTime,
  /** when the buyer received it and the seller was credited */
  finish_time: maybeTime,
  cancel_time: maybeTime,
});
export type BazaarOrder = v.InferOutput<typeof BazaarOrder>;

export interface BazaarOrderQuery extends PageQueryV2 {
  role: 'buyer' | 'seller';
  status?: BazaarOrderStatus;
  /** one listing's orders (the seller's goodsStatus page) */
  listing_id?: number;
  /** one order (its details) */
  id?: number;
}

/** Publishing: a platform product with the seller's price, stock, description and pictures. */
export interface AddListingRequest {
  goods_id: number;
  price: number;
  currency: BazaarCurrency;
  stock: number;
  description: string;
  /** 0–9 picture URLs from Profile/Upload */
  images: string[];
}

export interface EditListingRequest extends Partial<Omit<AddListingRequest, 'goods_id'>> {
  id: number;
  /** publish (1) or take off the shelf (0) */
  status?: ListingStatus;
}

/** Lists an item the user owns (a bought item or a won prize, not yet shipped) in one step. */
export interface OneClickListingRequest {
  order_id: number;
  /** which order list it is in: a mall order or a draw / crowdfunding prize */
  order_kind: 'goods' | 'treasure' | 'crowd';
  price: number;
  currency: BazaarCurrency;
}

/** Goods/buy, first step: places the order and holds the stock. */
export interface PlaceOrderRequest {
  id: number;
  quantity: number;
}

/** Goods/buy, second step: pays an unpaid order of the buyer's. */
export interface PayOrderRequest {
  order_id: number;
  pay_password: string;
}

export interface ShipOrderRequest {
  id: number;
  courier_number: string;
}

/** What a payment or a settlement left: the buyer's (or seller's) figures now. */
const BazaarBalances = v.object({
  balance: v.number(),
  qcBalance: v.number(),
});
export type BazaarBalances = v.InferOutput<typeof BazaarBalances>;

const PaidOrder = v.object({
  ...BazaarBalances.entries,
  order: BazaarOrder,
});
export type PaidOrder = v.InferOutput<typeof PaidOrder>;

const G = endpoints.Goods;
const BazaarListingRows = pageOf(BazaarListing);
const BazaarOrderRows = pageOf(BazaarOrder);
const v2 = ({ pageIndex, pageSize }: PageQuery) => ({ page: pageIndex, pageSize });

export const getListing = (id: number) => call(G.detail, { id }, { answer: BazaarListing });
export const getListings = (query: BazaarListQuery) =>
  call(G.list, { ...query }, { answer: BazaarListingRows });
export const getSellerCount = () => call(G.count, undefined, { answer: SellerCount });
export const getBazaarOrders = (query: BazaarOrderQuery) =>
  call(G.order, { ...query }, { answer: BazaarOrderRows });
export const addListing = (body: AddListingRequest) =>
  call(G.addGoods, { ...body }, { answer: BazaarListing });
export const editListing = (body: EditListingRequest) => call(G.edit, { ...body }, { answer: BazaarListing });
export const oneClickListing = (body: OneClickListingRequest) =>
  call(G.oneClickListing, { ...body }, { answer: BazaarListing });
/** Opens the signed-in user's shop (isSeller) when the conditions hold; refused with what is missing. */
export const openShop = () => call(G.open, {}, { answer: unread });
/** Goods/buy, one call in two steps: `{ id, quantity }` places an order, `{ order_id, pay_password }` pays it. */
export function buyBazaar(body: PlaceOrderRequest): Promise<BazaarOrder>;
export function buyBazaar(body: PayOrderRequest): Promise<PaidOrder>;
export function buyBazaar(body: PlaceOrderRequest | PayOrderRequest): Promise<BazaarOrder | PaidOrder> {
  return 'order_id' in body
    ? call(G.buy, { ...body }, { answer: PaidOrder })
    : call(G.buy, { ...body }, { answer: BazaarOrder });
}
export const shipBazaarOrder = (body: ShipOrderRequest) => call(G.send, { ...body }, { answer: BazaarOrder });
export const receiveBazaarOrder = (body: IdQuery) => call(G.receive, { ...body }, { answer: BazaarOrder });

export type BazaarListFilter = Omit<BazaarListQuery, 'page' | 'pageSize'>;
export type BazaarOrderFilter = Omit<BazaarOrderQuery, 'page' | 'pageSize'>;

export const bazaarKeys = {
  all: ['bazaar'] as const,
  listingsAll: () => [...bazaarKeys.all, 'listings'] as const,
  listingPages: (filter: BazaarListFilter) => [...bazaarKeys.listingsAll(), 'pages', filter] as const,
  listing: (id: number) => [...bazaarKeys.listingsAll(), 'one', id] as const,
  count: () => [...bazaarKeys.all, 'count'] as const,
  ordersAll: () => [...bazaarKeys.all, 'orders'] as const,
  orderPages: (filter: BazaarOrderFilter) => [...bazaarKeys.ordersAll(), 'pages', filter] as const,
  order: (role: BazaarOrderQuery['role'], id: number) => [...bazaarKeys.ordersAll(), role, id] as const,
};

/** Listings, 20 a page: the market, or a seller's own (scope 'mine'). */
export const listingPages = (filter: BazaarListFilter) =>
  pagedQuery(bazaarKeys.listingPages(filter), (page) => getListings({ ...filter, ...v2(page) }));

export const listingQuery = (id: number) =>
  queryOptions({ queryKey: bazaarKeys.listing(id), queryFn: () => getListing(id) });

export const sellerCountQuery = () => queryOptions({ queryKey: bazaarKeys.count(), queryFn: getSellerCount });

/** Bazaar orders, 10 a page (a my-order list), as buyer or seller. */
export const bazaarOrderPages = (filter: BazaarOrderFilter) =>
  pagedQuery(
    bazaarKeys.orderPages(filter),
    (page) => getBazaarOrders({ ...filter, ...v2(page) }),
    SMALL_PAGE_SIZE,
  );

/** One order as its buyer or seller sees it (Goods/order with `id`); null when it is not theirs. */
export const bazaarOrderQuery = (role: BazaarOrderQuery['role'], id: number) =>
  queryOptions({
    queryKey: bazaarKeys.order(role, id),
    queryFn: async () => (await getBazaarOrders({ role, id, page: 1, pageSize: 1 })).list[0] ?? null,
  });

/** Every bazaar list and figure, and the user's money (a sale or a settlement moves it). */
export function refreshBazaar(queryClient: QueryClient) {
  invalidate(queryClient, bazaarKeys.all, profileKeys.ledgerAll());
}

/**
 * A deadline shown on an order passed (payment window, automatic receipt): the server decides what the
 * order became when it is read next, so every bazaar order and figure on screen is read again.
 */
export function useRefreshMarketOrders() {
  const queryClient = useQueryClient();
  return useCallback(
    () => invalidate(queryClient, bazaarKeys.ordersAll(), bazaarKeys.count()),
    [queryClient],
  );
}

export function useOpenShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openShop,
    onSuccess: () => {
      patchMe(queryClient, { isSeller: true });
      void refreshMe(queryClient);
    },
  });
}

export function useAddListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addListing, onSuccess: () => refreshBazaar(queryClient) });
}

export function useEditListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editListing, onSuccess: () => refreshBazaar(queryClient) });
}

/** Lists an owned item: the order leaves the user's orders for the shop. */
export function useOneClickListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: oneClickListing,
    onSuccess: () => invalidate(queryClient, bazaarKeys.all, orderKeys.all, profileKeys.ordersAll()),
  });
}

export function usePlaceBazaarOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOrderRequest) => buyBazaar(body),
    onSuccess: () => refreshBazaar(queryClient),
  });
}

/** Pays an unpaid order; the answer carries the buyer's figures after it. */
export function usePayBazaarOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayOrderRequest) => buyBazaar(body),
    onSuccess: ({ balance, qcBalance }) => {
      patchMe(queryClient, { balance, qcBalance });
      refreshBazaar(queryClient);
    },
  });
}

export function useShipBazaarOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shipBazaarOrder, onSuccess: () => refreshBazaar(queryClient) });
}

export function useReceiveBazaarOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: receiveBazaarOrder, onSuccess: () => refreshBazaar(queryClient) });
}
