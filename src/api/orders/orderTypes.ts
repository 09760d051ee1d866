/** The shapes of the UserOrders group (docs/api.md §UserOrders); orders.ts re-exports them. */
import type { Asset, Balances, OrderKind, PayType } from '../shared';
import type { DrawResult } from '../draws/treasureTypes';
import type { PageQuery } from '../types';

/** Draw of a treasure or crowdfunding order: pending "To be drawn", won "Winning", lost "Not winning". */
export type DrawState = 'pending' | 'won' | 'lost';

/**
 * What became of the item once it is the user's: unclaimed (won, not claimed yet), unshipped, pendingShipment
 * (shipping requested), shipped, received, recycled (sold back to the platform), sold (sold on the bazaar), gifted,
 * listed (put in the user's bazaar shop by one-click listing: the shop holds it now).
 */
export type ItemState =
  | 'unclaimed'
  | 'unshipped'
  | 'pendingShipment'
  | 'shipped'
  | 'received'
  | 'recycled'
  | 'sold'
  | 'gifted'
  | 'listed';

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
  /** a won auction's security deposit, counted towards its price (ClaimAuction takes the rest); else null */
  deposit: number | null;
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
