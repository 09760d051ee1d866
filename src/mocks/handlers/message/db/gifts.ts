import type { Asset } from '../../../../api/shared';
import { soldBackWhy } from '../../profile/db/ledgerTexts';
import { ASSET_NAMES } from '../../orders/orderTexts';
import { money, toWire, type MoneyLike } from '../../../../lib/money';
import { credit } from '../../../db/balances';
import { goodsOf } from '../../treasure/db/issues';
import { itemsOf, letGo, recyclePriceOf, splitOrder } from '../../orders/db/items';
import { addNotice } from '../../../db/notices';
import { createOrder } from '../../orders/db/orders';
import type { DbState, GiftRow, GoodsRow, OrderRow, UserRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

type GiftDraft = Pick<GiftRow, 'senderUid' | 'receiverUid' | 'kind' | 'goodsId' | 'quantity' | 'value'>;

export const isMoneyGift = (gift: GiftRow): gift is GiftRow & { kind: Asset } =>
  gift.kind === 'balance' || gift.kind === 'points';

export function goodsOfGift(state: DbState, gift: GiftRow): GoodsRow {
  if (gift.goodsId === null) throw new Error(`fake backend: item gift ${gift.id} has no goods`);
  return goodsOf(state, gift.goodsId);
}

/** Puts an unclaimed gift in the receiver's gift box and tells them in their inbox. */
function deliver(state: DbState, draft: GiftDraft, sender: UserRow, time: number): GiftRow {
  const gift: GiftRow = { ...draft, id: takeId(state, 'gift'), status: 0, createTime: time };
  state.gifts.push(gift);
  const quantity = String(gift.quantity);
  if (isMoneyGift(gift)) {
    const params = { sender: sender.nickName, amount: quantity, asset: ASSET_NAMES[gift.kind] };
    addNotice(state, gift.receiverUid, { kind: 'giftMoneyReceived', refId: gift.id }, params, time);
  } else {
    const params = { sender: sender.nickName, goods: goodsOfGift(state, gift).name, quantity };
    addNotice(state, gift.receiverUid, { kind: 'giftReceived', refId: gift.id }, params, time);
  }
  return gift;
}

/**
 * Gives `quantity` of the order's items away: all of them, or a part split off into an order of its own
 * while the rest stays with the sender. The gifted order is done with (`gifted`); the gift carries the
 * items' recycle price.
 */
export function giveItems(
  state: DbState,
  sender: UserRow,
  order: OrderRow,
  receiver: UserRow,
  quantity: number,
  time: number,
): GiftRow {
  const part = quantity < itemsOf(order) ? splitOrder(state, order, quantity) : order;
  letGo(part, 'gifted', 0, time);
  const draft: GiftDraft = {
    senderUid: sender.uid,
    receiverUid: receiver.uid,
    kind: part.kind,
    goodsId: part.goodsId,
    quantity,
    value: recyclePriceOf(state, part),
  };
  return deliver(state, draft, sender, time);
}

/** Sends balance or points (already taken from the sender); the receiver is credited on claiming. */
export function giveMoney(
  state: DbState,
  sender: UserRow,
  receiver: UserRow,
  asset: Asset,
  amount: MoneyLike,
  time: number,
): GiftRow {
  const draft: GiftDraft = {
    senderUid: sender.uid,
    receiverUid: receiver.uid,
    kind: asset,
    goodsId: null,
    quantity: toWire(amount),
    value: 0,
  };
  return deliver(state, draft, sender, time);
}

function splitGift(state: DbState, gift: GiftRow, quantity: number): GiftRow {
  const part: GiftRow = {
    ...gift,
    id: takeId(state, 'gift'),
    quantity,
    value: toWire(money(gift.value).times(quantity).div(gift.quantity)),
  };
  gift.quantity -= quantity;
  gift.value = toWire(money(gift.value).minus(money(part.value)));
  state.gifts.push(part);
  return part;
}

/** Passes `quantity` of a received item gift on; a part is split off first, the rest staying unclaimed. */
export function passOn(
  state: DbState,
  gift: GiftRow,
  holder: UserRow,
  receiver: UserRow,
  quantity: number,
  time: number,
): GiftRow {
  const part = quantity < gift.quantity ? splitGift(state, gift, quantity) : gift;
  part.status = 3;
  const { kind, goodsId, value } = part;
  const draft: GiftDraft = {
    senderUid: holder.uid,
    receiverUid: receiver.uid,
    kind,
    goodsId,
    quantity,
    value,
  };
  return deliver(state, draft, holder, time);
}

/** Claims a gift: balance or points are credited (null); items become a mall order of the receiver's, unshipped. */
export function claim(state: DbState, gift: GiftRow, receiver: UserRow, time: number): OrderRow | null {
  gift.status = 1;
  if (isMoneyGift(gift)) {
    const name = state.users.find((u) => u.uid === gift.senderUid)?.nickName ?? '';
    credit(state, receiver, gift.kind, gift.quantity, { title: 'giftClaimed', params: { name } }, time);
    return null;
  }
  const fields = {
    kind: 'goods',
    goodsId: goodsOfGift(state, gift).id,
    issueId: null,
    firstNumber: null,
    drawState: null,
    itemState: 'unshipped',
  } as const;
  const payment = { uid: receiver.uid, count: gift.quantity, payType: 'balance', amount: 0 } as const;
  const order = createOrder(state, fields, payment, time);
  order.giftId = gift.id;
  return order;
}

/** Sells an unclaimed item gift back for its value; answers the amount credited. */
export function sellBack(state: DbState, gift: GiftRow, receiver: UserRow, time: number): number {
  gift.status = 2;
  credit(state, receiver, 'balance', gift.value, soldBackWhy(goodsOfGift(state, gift).name), time);
  return gift.value;
}
