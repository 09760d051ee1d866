import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import * as endpoints from './endpoints';
import type { Asset, Balances, IdQuery, OrderKind, PayType } from './shared';
import type { DrawResult } from './treasure';
import type { Page, PageQuery } from './types';

/** Draw of a treasure or crowdfunding order: pending "To be drawn", won "Winning", lost "Not winning". */
export type DrawState = 'pending' | 'won' | 'lost';

/**
 * What became of the item once it is the user's: unclaimed (won, not claimed yet), unshipped, pendingShipment
 * (shipping requested), shipped, received, recycled (sold back to the platform), sold (sold on the bazaar), gifted.
 */
export type ItemState =
  'unclaimed' | 'unshipped' | 'pendingShipment' | 'shipped' | 'received' | 'recycled' | 'sold' | 'gifted';

/** Shipping: toShip (requested), shipped, received. */
export type ShippingState = 'toShip' | 'shipped' | 'received';

export interface Contact {
  name: string;
  phoneRegion: string;
  phoneNumber: string;
}

export interface Order {
  id: number;
  orderNo: string;
  kind: OrderKind;
  goodsId: number;
  goodsName: string;
  thumbnail: string;
  count: number;
  amount: number;
  payType: PayType;
  payTime: number;
  /** treasure and crowdfunding only */
  issueNumber: string | null;
  winNumber: string | null;
  /** null for goods and auction orders */
  drawState: DrawState | null;
  /** null while the draw is pending or after a lost draw */
  itemState: ItemState | null;
  commented: boolean;
  createTime: number;
}

export interface Shipment {
  id: number;
  orderId: number;
  orderNo: string;
  kind: OrderKind;
  goodsName: string;
  thumbnail: string;
  recipientName: string;
  recipientPhoneRegion: string;
  recipientPhoneNumber: string;
  address: string;
  deliveryMethod: string;
  /** empty until shipped */
  courierNumber: string;
  status: ShippingState;
  createTime: number;
  shipTime: number | null;
}

export interface OrderDetail extends Order {
  contact: Contact | null;
  /** lottery numbers the order holds */
  numbers: string[];
  result: DrawResult | null;
  /** what selling the item back to the platform credits */
  recyclePrice: number;
  shipment: Shipment | null;
}

export interface OrderListQuery extends PageQuery {
  drawState?: DrawState;
  itemState?: ItemState;
}

export interface ShipmentListQuery extends PageQuery {
  status?: ShippingState;
}

/** Gifting an item the user holds (order id) or passing on a received gift (gift id). */
export interface GiftItemRequest {
  id: number;
  receiverId: number;
  quantity: number;
  /** the login password */
  password: string;
}

export interface GiftMoneyRequest {
  receiverId: number;
  quantity: number;
  asset: Asset;
  password: string;
}

export interface SaleResult {
  /** what the sale credited */
  amount: number;
  balance: number;
}

export interface ClaimedGift extends Balances {
  /** the order the gift became; null for a gift of balance or points */
  orderId: number | null;
}

const O = endpoints.UserOrders;

export const claimGift = (body: IdQuery) => call<ClaimedGift>(O.ClaimGift, { ...body });
export const giftGoods = (body: GiftItemRequest) => call<null>(O.GiftGoods, { ...body });
export const giftMoney = (body: GiftMoneyRequest) => call<Balances>(O.GiftMoney, { ...body });
export const forwardGift = (body: GiftItemRequest) => call<null>(O.GiftTransfer, { ...body });
export const giftTreasure = (body: GiftItemRequest) => call<null>(O.GiftTreasure, { ...body });
export const giftAuction = (body: GiftItemRequest) => call<null>(O.GiftAuction, { ...body });
export const sellGift = (body: IdQuery) => call<SaleResult>(O.SellGift, { ...body });
export const claimAuction = (id: number) => call<Balances>(O.ClaimAuction, { id });
export const claimReward = (id: number) => call<null>(O.ClaimReward, { id });
export const getAuctionOrderInfo = (id: number) => call<OrderDetail>(O.GetAuctionOrderInfo, { id });
export const getAuctionOrderList = (query: OrderListQuery) =>
  call<Page<Order>>(O.GetAuctionOrderList, { ...query });
export const getCrowdOrderInfo = (id: number) => call<OrderDetail>(O.GetCrowdOrderInfo, { id });
export const getCrowdOrderList = (query: OrderListQuery) =>
  call<Page<Order>>(O.GetCrowdOrderList, { ...query });
export const getGoodsOrderInfo = (id: number) => call<OrderDetail>(O.GetGoodsOrderInfo, { id });
export const getGoodsOrderList = (query: OrderListQuery) =>
  call<Page<Order>>(O.GetGoodsOrderList, { ...query });
export const getTreasureOrderInfo = (id: number) => call<OrderDetail>(O.GetTreasureOrderInfo, { id });
export const getTreasureOrderList = (query: OrderListQuery) =>
  call<Page<Order>>(O.GetTreasureOrderList, { ...query });
export const getLogisticList = (query: ShipmentListQuery) =>
  call<Page<Shipment>>(O.GetLogisticList, { ...query });
export const sellAuction = (id: number) => call<SaleResult>(O.SellAuction, { id });
export const sellGoods = (id: number) => call<SaleResult>(O.SellGoods, { id });
export const sellTreasure = (id: number) => call<SaleResult>(O.SellTreasure, { id });
export const requestShipping = (id: number) => call<Shipment>(O.ShippingReq, { id });

const byKind: Record<OrderKind, { list: typeof getGoodsOrderList; info: typeof getGoodsOrderInfo }> = {
  goods: { list: getGoodsOrderList, info: getGoodsOrderInfo },
  treasure: { list: getTreasureOrderList, info: getTreasureOrderInfo },
  crowd: { list: getCrowdOrderList, info: getCrowdOrderInfo },
  auction: { list: getAuctionOrderList, info: getAuctionOrderInfo },
};

export const orderKeys = {
  all: ['orders'] as const,
  list: (kind: OrderKind, query: OrderListQuery) => [...orderKeys.all, kind, 'list', query] as const,
  /** a paged list read page by page (infinite scroll); the filter without paging */
  infinite: (kind: OrderKind, filter: Omit<OrderListQuery, 'pageIndex' | 'pageSize'>) =>
    [...orderKeys.all, kind, 'infinite', filter] as const,
  detail: (kind: OrderKind, id: number) => [...orderKeys.all, kind, 'detail', id] as const,
  shipments: (query: ShipmentListQuery) => [...orderKeys.all, 'shipments', query] as const,
};

export const orderListQuery = (kind: OrderKind, query: OrderListQuery) =>
  queryOptions({ queryKey: orderKeys.list(kind, query), queryFn: () => byKind[kind].list(query) });
export const orderDetailQuery = (kind: OrderKind, id: number) =>
  queryOptions({ queryKey: orderKeys.detail(kind, id), queryFn: () => byKind[kind].info(id) });
export const shipmentsQuery = (query: ShipmentListQuery) =>
  queryOptions({ queryKey: orderKeys.shipments(query), queryFn: () => getLogisticList(query) });
