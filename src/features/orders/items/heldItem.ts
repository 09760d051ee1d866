import type { Gift } from '../../../api/messages/message';
import type { ClaimResult, Order } from '../../../api/orders/orders';
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

export const itemOfOrder = (order: Order): HeldItem => ({
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

/** Balance and points arrive as money when claimed; every other gift is an item. */
export const isItemGift = (gift: Pick<Gift, 'kind'>) => gift.kind !== 'balance' && gift.kind !== 'points';

/** A claim that costs money: a won auction is paid (its price less the deposit) as it is claimed. */
export const claimPays = (item: Pick<HeldItem, 'source'>) => item.source === 'auction';

/**
 * What is in the user's hands after a claim: the prize's or lot's own order, the mall order an item gift became, or
 * nothing for balance or points (credited at once).
 */
export function claimedItem(item: HeldItem, claimed: ClaimResult): HeldItem | null {
  if (item.source !== 'gift') return item;
  const orderId = claimed && 'orderId' in claimed ? claimed.orderId : null;
  return orderId === null ? null : { ...item, source: 'goods', id: orderId };
}
