import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import * as endpoints from './endpoints';
import type { IdQuery } from './shared';
import type { Page, PageQueryV2 } from './types';

/** 0 not published (off the shelf), 1 published. */
export type ProductStatus = 0 | 1;

/** What a merchant fills in; the attributes must match the platform product `goods_id`. */
export interface ProductFields {
  goods_id: number;
  name: string;
  description: string;
  image: string;
  /** in QC */
  price: number;
  /** a category id of Treasure/GetCategoryList */
  type: number;
  stock: number;
}

export interface BazaarGoods extends ProductFields {
  id: number;
  seller_uid: number;
  seller_name: string;
  seller_avatar: string;
  sales: number;
  status: ProductStatus;
  publish_time: number | null;
}

export interface BazaarListQuery extends PageQueryV2 {
  keyword?: string;
  type?: number;
  /** mine: the signed-in seller's own products, published or not */
  scope?: 'all' | 'mine';
}

export interface SellerCount {
  published: number;
  unpublished: number;
  to_send: number;
  sold_amount: number;
}

/** 0 to send, 1 sent, 2 received, 3 cancelled (not sent within the 1-hour limit, buyer refunded). */
export type BazaarOrderStatus = 0 | 1 | 2 | 3;

export interface BazaarOrder {
  id: number;
  order_no: string;
  /** the bazaar product */
  goods_id: number;
  name: string;
  image: string;
  price: number;
  quantity: number;
  amount: number;
  buyer_uid: number;
  buyer_name: string;
  seller_uid: number;
  seller_name: string;
  recipient_name: string;
  recipient_phone: string;
  address: string;
  courier_number: string;
  status: BazaarOrderStatus;
  create_time: number;
  /** the seller must send before this */
  expire_time: number;
  send_time: number | null;
}

export interface BazaarOrderQuery extends PageQueryV2 {
  role: 'buyer' | 'seller';
  status?: BazaarOrderStatus;
}

export interface EditProductRequest extends Partial<ProductFields> {
  id: number;
  /** publish or take off the shelf */
  status?: ProductStatus;
}

export interface BuyBazaarRequest {
  id: number;
  quantity: number;
  pay_password: string;
}

export interface SendOrderRequest {
  id: number;
  courier_number: string;
}

export interface ListingRequest {
  goods_id: number;
  price: number;
  stock: number;
}

const G = endpoints.Goods;

export const getBazaarGoods = (id: number) => call<BazaarGoods>(G.detail, { id });
export const getBazaarList = (query: BazaarListQuery) => call<Page<BazaarGoods>>(G.list, { ...query });
export const getSellerCount = () => call<SellerCount>(G.count);
export const getBazaarOrders = (query: BazaarOrderQuery) => call<Page<BazaarOrder>>(G.order, { ...query });
export const addBazaarGoods = (body: ProductFields) => call<BazaarGoods>(G.addGoods, { ...body });
export const buyBazaarGoods = (body: BuyBazaarRequest) => call<BazaarOrder>(G.buy, { ...body });
export const editBazaarGoods = (body: EditProductRequest) => call<BazaarGoods>(G.edit, { ...body });
/** Opens the signed-in user's shop (makes them a seller). */
export const openShop = () => call<null>(G.open);
export const receiveBazaarOrder = (body: IdQuery) => call<null>(G.receive, { ...body });
export const sendBazaarOrder = (body: SendOrderRequest) => call<null>(G.send, { ...body });
/** Publishes a platform product as it is, with only a price and a stock of the seller's own. */
export const oneClickListing = (body: ListingRequest) => call<BazaarGoods>(G.oneClickListing, { ...body });

export const bazaarKeys = {
  all: ['bazaar'] as const,
  list: (query: BazaarListQuery) => [...bazaarKeys.all, 'list', query] as const,
  detail: (id: number) => [...bazaarKeys.all, 'detail', id] as const,
  count: () => [...bazaarKeys.all, 'count'] as const,
  orders: (query: BazaarOrderQuery) => [...bazaarKeys.all, 'orders', query] as const,
};

export const bazaarListQuery = (query: BazaarListQuery) =>
  queryOptions({ queryKey: bazaarKeys.list(query), queryFn: () => getBazaarList(query) });
export const bazaarGoodsQuery = (id: number) =>
  queryOptions({ queryKey: bazaarKeys.detail(id), queryFn: () => getBazaarGoods(id) });
export const sellerCountQuery = () => queryOptions({ queryKey: bazaarKeys.count(), queryFn: getSellerCount });
export const bazaarOrdersQuery = (query: BazaarOrderQuery) =>
  queryOptions({ queryKey: bazaarKeys.orders(query), queryFn: () => getBazaarOrders(query) });
