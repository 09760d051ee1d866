/** The shapes of the UserOrders group (docs/api.md §UserOrders); orders.ts re-exports them. */
import * as v from 'valibot';
import { Balances, OrderKind, PayType, type Asset } from '../shared';
import { DrawResult } from '../draws/treasureTypes';
import { maybeTime, pageOf, time } from '../schemas';
import type { PageQuery } from '../types';

/* The answers' schemas (docs/decisions/0093), their types inferred; the kinds and the ways to pay are shared.ts's. */

/** Draw of a treasure or crowdfunding order: pending "To be drawn", won "Winning", lost "Not winning". */
const DrawState = v.picklist(['pending', 'won', 'lost']);
export type DrawState = v.InferOutput<typeof DrawState>;

/**
 * What became of the item once it is the user's: unclaimed (won, not claimed yet), unshipped, pendingShipment
 * (shipping requested), shipped, received, recycled (sold back to the platform), sold (sold on the bazaar), gifted,
 * listed (put in the user's bazaar shop by one-click listing: the shop holds it now).
 */
const ItemState = v.picklist([
  'unclaimed',
  'unshipped',
  'pendingShipment',
  'shipped',
  'received',
  'recycled',
  'sold',
  'gifted',
  'listed',
]);
export type ItemState = v.InferOutput<typeof ItemState>;

/** Shipping: toShip (requested), shipped, received. */
const ShippingState = v.picklist(['toShip', 'shipped', 'received']);
export type ShippingState = v.InferOutput<typeof ShippingState>;

const Contact = v.object({
  name: v.string(),
  phoneRegion: v.string(),
  phoneNumber: v.string(),
});
export type Contact = v.InferOutput<typeof Contact>;

export const Order = v.object({
  id: v.number(),
  orderNo: v.string(),
  kind: OrderKind,
  goodsId: v.number(),
  goodsName: v.string(),
  thumbnail: v.string(),
  count: v.number(),
  amount: v.number(),
  payType: PayType,
  payTime: time,
  /** treasure and crowdfunding only */
  issueNumber: v.nullable(v.string()),
  winNumber: v.nullable(v.string()),
  /** null for goods and auction orders */
  drawState: v.nullable(DrawState),
  /** null while the draw is pending or after a lost draw */
  itemState: v.nullable(ItemState),
  commented: v.boolean(),
  createTime: time,
});
export type Order = v.InferOutput<typeof Order>;

/** A page of the user's orders. */
export const OrderRows = pageOf(Order);

export const Shipment = v.object({
  id: v.number(),
  orderId: v.number(),
  orderNo: v.string(),
  kind: OrderKind,
  goodsName: v.string(),
  thumbnail: v.string(),
  recipientName: v.string(),
  recipientPhoneRegion: v.string(),
  recipientPhoneNumber: v.string(),
  address: v.string(),
  deliveryMethod: v.string(),
  /** empty until shipped */
  courierNumber: v.string(),
  status: ShippingState,
  createTime: time,
  shipTime: maybeTime,
});
export type Shipment = v.InferOutput<typeof Shipment>;

export const ShipmentRows = pageOf(Shipment);

export const OrderDetail = v.object({
  ...Order.entries,
  contact: v.nullable(Contact),
  /** lottery numbers the order holds */
  numbers: v.array(v.string()),
  result: v.nullable(DrawResult),
  /** what selling the item back to the platform credits */
  recyclePrice: v.number(),
  shipment: v.nullable(Shipment),
  /** a won auction's security deposit, counted towards its price (ClaimAuction takes the rest); else null */
  deposit: v.nullable(v.number()),
});
export type OrderDetail = v.InferOutput<typeof OrderDetail>;

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

export const SaleResult = v.object({
  /** what the sale credited */
  amount: v.number(),
  balance: v.number(),
});
export type SaleResult = v.InferOutput<typeof SaleResult>;

export const ClaimedGift = v.object({
  ...Balances.entries,
  /** the order the gift became; null for a gift of balance or points */
  orderId: v.nullable(v.number()),
});
export type ClaimedGift = v.InferOutput<typeof ClaimedGift>;
