import * as endpoints from '../../../src/api/endpoints';
import * as messages from '../../../src/api/messages/message';
import * as orders from '../../../src/api/orders/orders';
import { money } from '../../../src/lib/money';
import type { Contract } from '../../contract';
import type { OrderKind } from '../../../src/api/shared';
import { expectBalance, expectHolding, readMe, readOrder, succeeded } from '../../readBack';
import type { WriteContext } from '../context';
import { expectGift, expectSent, giftsOf, isMoney, NO_RECEIVER, receiverOf } from './shared';
import { CENT } from '../../session';

const { UserOrders: O } = endpoints;

/**
 * The kind of order a claimed item gift becomes, whatever the gift's kind: a mall order, amount 0 (docs/api.md,
 * ClaimGift). The app opens it as one (src/features/orders/items/heldItem.ts `claimedItem`), so it is read back
 * as one: a server that made an order of the gift's kind (a treasure order) fails here, as the app would.
 */
const CLAIMED_GIFT_ORDER = 'goods' satisfies OrderKind;

/** The account's unclaimed received gifts, of money or of items. */
async function unclaimedGifts(c: Contract, ofMoney: boolean) {
  const received = await giftsOf(c, 'received');
  return received?.list.filter((each) => each.status === 0 && isMoney(each.kind) === ofMoney) ?? [];
}

/**
 * The received gifts: one item of an item gift passed on to the second account (the gift keeps the rest, the
 * part is the newest sent), an item gift sold back for its value (answer and profile; the gift reads sold), and
 * a gift of money claimed (credited; the gift reads claimed).
 */
export async function receivedGifts(ctx: WriteContext) {
  const { c } = ctx;
  const item = (await unclaimedGifts(c, false))[0];
  const receiverId = receiverOf(ctx);
  if (!item) c.skip(O.GiftTransfer, 'no item gift to pass on');
  else if (!receiverId) c.skip(O.GiftTransfer, NO_RECEIVER);
  else await passOn(ctx, item, receiverId);
  await sellGift(c);
  await claimGift(c);
}

async function passOn(ctx: WriteContext, gift: messages.Gift, receiverId: number) {
  const { c } = ctx;
  const body = { id: gift.id, receiverId, quantity: 1, password: ctx.who.password };
  if (!(await c.check(O.GiftTransfer, () => succeeded(orders.forwardGift(body))))) return;
  if (gift.quantity === 1) await expectGift(c, O.GiftTransfer, gift.id, 3);
  else {
    const left = (await unclaimedGifts(c, false)).find((each) => each.id === gift.id)?.quantity;
    c.expect(O.GiftTransfer, left === gift.quantity - 1, `gift ${gift.id} keeps ${left} items unclaimed`);
  }
  await expectSent(c, O.GiftTransfer, receiverId, gift.kind, 1);
}

async function sellGift(c: Contract) {
  const gift = (await unclaimedGifts(c, false))[0];
  if (!gift) return c.skip(O.SellGift, 'no item gift to sell back');
  const before = await readMe(c);
  const sold = await c.check(O.SellGift, () => orders.sellGift({ id: gift.id }));
  if (!sold || !before) return;
  const value = money(gift.recyclePrice);
  c.expect(O.SellGift, value.eq(sold.amount), `credited ${sold.amount}, the gift's value is ${value}`);
  await expectBalance(c, O.SellGift, before, money(sold.amount), sold.balance);
  await expectGift(c, O.SellGift, gift.id, 2);
}

async function claimGift(c: Contract) {
  const gift = (await unclaimedGifts(c, true))[0] ?? (await unclaimedGifts(c, false))[0];
  if (!gift) return c.skip(O.ClaimGift, 'no gift to claim');
  const before = await readMe(c);
  const got = await c.check(O.ClaimGift, () => orders.claimGift({ id: gift.id }));
  if (!got || !before) return;
  if (isMoney(gift.kind)) {
    const field = gift.kind === 'points' ? 'integral' : 'balance';
    const expected = money(before[field]).plus(gift.quantity);
    const credited = expected.eq(got[field]) && got.orderId === null;
    c.expect(O.ClaimGift, credited, `${field} ${got[field]}, not ${expected}; order ${got.orderId}`);
    await expectHolding(c, O.ClaimGift, field, expected);
  } else if (got.orderId === null) c.expect(O.ClaimGift, false, 'an item gift claimed made no order');
  else {
    const order = await readOrder(c, { kind: CLAIMED_GIFT_ORDER, id: got.orderId });
    const made =
      order?.itemState === 'unshipped' && order.count === gift.quantity && money(order.amount).eq(0);
    const read = order ? `${order.count} items, ${order.itemState}, amount ${order.amount}` : 'unread';
    c.expect(O.ClaimGift, made, `${gift.kind} gift ${gift.id} became mall order ${got.orderId}: ${read}`);
  }
  await expectGift(c, O.ClaimGift, gift.id, 1);
}

/** A cent of balance to the second account: a cent lower (answer and profile), the newest gift sent. */
export async function giveMoney(ctx: WriteContext) {
  const { c } = ctx;
  const receiverId = receiverOf(ctx);
  if (!receiverId) return c.skip(O.GiftMoney, NO_RECEIVER);
  const before = await readMe(c);
  const body = { receiverId, quantity: CENT, asset: 'balance', password: ctx.who.password } as const;
  const left = await c.check(O.GiftMoney, () => orders.giftMoney(body));
  if (!left || !before) return;
  await expectBalance(c, O.GiftMoney, before, money(-CENT), left.balance);
  await expectSent(c, O.GiftMoney, receiverId, 'balance', CENT);
}
