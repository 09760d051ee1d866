import type { Gift } from '../../../api/message';
import type { ClaimedGift, Order } from '../../../api/orders';
import { isListKind, type ListKind } from '../../../api/rules/orderKinds';
import type { SellSource } from './paths';

/** Something in the user's hands that can be shipped, sold or given: an order's items or a received gift. */
export interface HeldItem {
  source: SellSource;
  id: number;
  name: string;
  thumbnail: string;
  /** how many items (the most that can be given) */
  count: number;
}

export const itemOfOrder = (order: Order & { kind: ListKind }): HeldItem => ({
  source: order.kind,
  id: order.id,
  name: order.goodsName,
  thumbnail: order.thumbnail,
  count: order.count,
});

export const itemOfGift = (gift: Gift): HeldItem => ({
  source: 'gift',
  id: gift.id,
  name: gift.title,
  thumbnail: gift.thumbnail,
  count: gift.quantity,
});

export const isListedOrder = (order: Order): order is Order & { kind: ListKind } => isListKind(order.kind);

/** Balance and points arrive as money when claimed; every other gift is an item. */
export const isItemGift = (gift: Pick<Gift, 'kind'>) => gift.kind !== 'balance' && gift.kind !== 'points';

/**
 * What is in the user's hands after a claim: the prize's own order, the mall order an item gift became, or
 * nothing for balance or points (credited at once).
 */
export function claimedItem(item: HeldItem, claimed: ClaimedGift | null): HeldItem | null {
  if (item.source !== 'gift') return item;
  const orderId = claimed?.orderId ?? null;
  return orderId === null ? null : { ...item, source: 'goods', id: orderId };
}
