import type { DrawState, ItemState, ShippingState } from '../../../api/orders/orders';
import type { Asset } from '../../../api/shared';
import type { GiftRow, OrderRow, UserRow } from '../../db/schema';
import { checkPassword } from '../../db/users';
import type { Money } from '../../../lib/money';
import { optionalOf, readCount, readMoney } from '../../rules/input';
import type { MessageKey } from '../../texts/messages';
import { ensure, reader, Refusal, type Fields } from '../../http/route';

/** Why an item that is no longer (or not yet) in the user's hands cannot be shipped, sold or gifted. */
const NOT_IN_HAND: Record<Exclude<ItemState, 'unshipped'>, MessageKey> = {
  unclaimed: 'claimFirst',
  pendingShipment: 'itemShipping',
  shipped: 'itemShipping',
  received: 'itemShipping',
  recycled: 'itemSold',
  sold: 'itemSold',
  gifted: 'itemGifted',
  listed: 'itemListed',
};

/** The order's items are the user's to ship, sell back or give: claimed and still `unshipped`. */
export function ensureInHand(order: OrderRow): void {
  ensure(order.drawState !== 'pending', 'drawPending');
  if (order.itemState === 'unshipped') return;
  throw new Refusal(order.itemState === null ? 'noPrize' : NOT_IN_HAND[order.itemState]);
}

/** A won prize (or auction) waiting to be claimed. */
export function ensureClaimable(order: OrderRow): void {
  ensure(order.drawState !== 'pending', 'drawPending');
  ensure(order.drawState !== 'lost', 'noPrize');
  ensure(order.itemState === 'unclaimed', 'alreadyClaimed');
}

const GIFT_GONE: Record<Exclude<GiftRow['status'], 0>, MessageKey> = {
  1: 'giftClaimed',
  2: 'giftSold',
  3: 'giftPassedOn',
};

export function ensureUnclaimed(gift: GiftRow): void {
  if (gift.status !== 0) throw new Refusal(GIFT_GONE[gift.status]);
}

/** A whole number of items from 1 to what the user holds. */
export function readQuantity(value: unknown, held: number): number {
  const quantity = readCount(value);
  ensure(quantity <= held, 'quantityExceeded');
  return quantity;
}

export function readAsset(value: unknown): Asset {
  ensure(value === 'balance' || value === 'points', 'assetInvalid');
  return value;
}

/** An amount above 0: balance to the cent, points whole. */
export const readAmount = (value: unknown, asset: Asset): Money => readMoney(value, asset === 'points');

/** Gifts are confirmed with the login password. */
export function ensureLoginPassword(user: UserRow, fields: Fields): void {
  ensure(checkPassword(user, reader<{ password: string }>(fields)('password')), 'wrongPassword');
}

const DRAW_STATES: readonly DrawState[] = ['pending', 'won', 'lost'];
const ITEM_STATES: readonly ItemState[] = [
  'unclaimed',
  'unshipped',
  'pendingShipment',
  'shipped',
  'received',
  'recycled',
  'sold',
  'gifted',
  'listed',
];
const SHIPPING_STATES: readonly ShippingState[] = ['toShip', 'shipped', 'received'];

export const readOrderFilter = (fields: Fields) => ({
  drawState: optionalOf(fields.drawState, DRAW_STATES),
  itemState: optionalOf(fields.itemState, ITEM_STATES),
});

export const readShippingState = (value: unknown) => optionalOf(value, SHIPPING_STATES);
