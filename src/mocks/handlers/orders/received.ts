import type { ClaimedGift, SaleResult } from '../../../api/orders/orders';
import { now } from '../../clock';
import { db } from '../../db';
import { claim, isMoneyGift, passOn, sellBack } from '../message/db/gifts';
import { ensure, ok, route, withAuth } from '../../http/route';
import { findGiftOf, findReceiver } from './lookups';
import { ensureLoginPassword, ensureUnclaimed, readQuantity } from './rules';
import { balancesOf } from './views';

/** Balance or points are credited; items become a mall order of the receiver's, unshipped. Once. */
const claimGift = route(
  'POST /api/UserOrders/ClaimGift',
  withAuth(({ user, fields }) => {
    const gift = findGiftOf(user, fields.id);
    ensureUnclaimed(gift);
    const order = claim(db(), gift, user, now());
    const result: ClaimedGift = { ...balancesOf(user), orderId: order?.id ?? null };
    return ok(result, 'claimSuccess');
  }),
);

/** Passes an unclaimed item gift (all of it or part) on to another user, with the checks of a gift. */
const giftTransfer = route(
  'POST /api/UserOrders/GiftTransfer',
  withAuth(({ user, fields }) => {
    const gift = findGiftOf(user, fields.id);
    ensureUnclaimed(gift);
    ensure(!isMoneyGift(gift), 'giftNotItem');
    const receiver = findReceiver(user, fields.receiverId);
    const quantity = readQuantity(fields.quantity, gift.quantity);
    ensureLoginPassword(user, fields);
    passOn(db(), gift, user, receiver, quantity, now());
    return ok(null, 'giftSent');
  }),
);

/** Sells an unclaimed item gift back to the platform for the value it was sent with. */
const sellGift = route(
  'POST /api/UserOrders/SellGift',
  withAuth(({ user, fields }) => {
    const gift = findGiftOf(user, fields.id);
    ensureUnclaimed(gift);
    ensure(!isMoneyGift(gift), 'giftNotItem');
    const result: SaleResult = { amount: sellBack(db(), gift, user, now()), balance: user.balance };
    return ok(result, 'saleSuccess');
  }),
);

export const receivedHandlers = [claimGift, giftTransfer, sellGift];
