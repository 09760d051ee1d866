import { money, toWire } from '../../../../lib/money';
import { goodsOf } from '../../treasure/db/issues';
import { orderNoFor } from './orders';
import type { SaleState } from '../../../../api/account/profile';
import type { DbState, GiftRow, OrderRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

/** Selling bought goods back returns this share of what they cost in balance… */
export const GOODS_RECYCLE_RATE = 0.9;
/** …and a won prize this share of its prize value (the goods' price). */
export const PRIZE_RECYCLE_RATE = 0.8;

const isDrawKind = (order: OrderRow) => order.kind === 'treasure' || order.kind === 'crowd';

/** Items the order holds: a mall or auction order its count; a won prize is one item whatever the units bought. */
export const itemsOf = (order: OrderRow): number => (isDrawKind(order) ? 1 : order.count);

export function findGift(state: DbState, id: number): GiftRow {
  const gift = state.gifts.find((g) => g.id === id);
  if (!gift) throw new Error(`fake backend: gift ${id} is missing`);
  return gift;
}

/**
 * What selling the order's items back to the platform credits to the balance: 80% of the prize value for a
 * won prize (0 for a pending or lost draw); 90% of what bought items cost in balance (the goods' price when
 * they were paid in points); for items claimed from a gift, the value the gift was sent with.
 */
export function recyclePriceOf(state: DbState, order: OrderRow): number {
  if (order.giftId !== null) {
    const gift = findGift(state, order.giftId);
    return toWire(money(gift.value).times(order.count).div(gift.quantity));
  }
  const goods = goodsOf(state, order.goodsId);
  if (isDrawKind(order))
    return order.drawState === 'won' ? toWire(money(goods.price).times(PRIZE_RECYCLE_RATE)) : 0;
  const cost = order.payType === 'balance' ? money(order.amount) : money(goods.price).times(order.count);
  return toWire(cost.times(GOODS_RECYCLE_RATE));
}

/**
 * Splits `quantity` items off a mall order into an order of their own, with its share of the amount paid;
 * the rest stays in `order`. Both keep the purchase's times.
 */
export function splitOrder(state: DbState, order: OrderRow, quantity: number): OrderRow {
  const id = takeId(state, 'order');
  const share = toWire(money(order.amount).times(quantity).div(order.count));
  const part: OrderRow = {
    ...order,
    id,
    orderNo: orderNoFor(order.kind, id),
    count: quantity,
    amount: share,
    splitFrom: order.id,
  };
  order.count -= quantity;
  order.amount = toWire(money(order.amount).minus(money(share)));
  state.orders.push(part);
  return part;
}

/** The order's items leave the user: sold back, sold on the bazaar, or gifted; `amount` is what it credited. */
export function letGo(order: OrderRow, state: SaleState, amount: number, time: number): void {
  order.itemState = state;
  order.saleTime = time;
  order.saleAmount = amount;
}
